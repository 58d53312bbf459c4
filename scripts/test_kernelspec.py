"""The gonb kernel spec scripts/setup writes: python3 -m unittest scripts/test_kernelspec.py

Issue 22 found Run All slow (01 took 72 s, 05 56 s) and traced it to each
cell's go build, mostly linking: the kernel spec sets GOFLAGS=-ldflags=-w (no
DWARF; README, "Where a notebook's time goes"). This runs the spec edit of
scripts/setup (its inline Python) on a kernel.json like the one
`gonb --install` writes, without installing anything, and checks that the
flag, this checkout's .bin on PATH and the quiet log flags are there, so that
losing the flag fails `make test` rather than only slowing the notebooks.
"""

import json
import os
import re
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def spec_editor():
    """The Python of scripts/setup's kernel.json edit (a <<-'PY' here-document)."""
    with open(os.path.join(ROOT, "scripts", "setup")) as f:
        text = f.read()
    m = re.search(r"<<-'PY'\n(.*?)\n\t*PY\n", text, re.S)
    if not m:
        raise AssertionError("scripts/setup has no <<-'PY' here-document editing kernel.json")
    # <<- strips the leading tabs of every line.
    return "\n".join(line.lstrip("\t") for line in m.group(1).split("\n")) + "\n"


class KernelSpecTest(unittest.TestCase):
    def test_spec_edit(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "kernel.json")
            gonb = {"argv": ["/x/gonb", "--kernel", "{connection_file}", "--raw_error", "-logtostderr=true"],
                    "display_name": "Go (gonb)", "language": "go", "env": {"GOFLAGS": "-race"}}
            with open(path, "w") as f:
                json.dump(gonb, f)
            subprocess.run([sys.executable, "-", path, "/checkout/.bin"], input=spec_editor(), text=True, check=True)
            with open(path) as f:
                spec = json.load(f)
        self.assertEqual(spec["env"]["GOFLAGS"], "-ldflags=-w", "the cells' go build keeps DWARF: slower Run All")
        self.assertEqual(spec["env"]["PATH"], "/checkout/.bin:${PATH}")
        self.assertIn("-log_file=/dev/null", spec["argv"])
        self.assertNotIn("-logtostderr=true", spec["argv"])
        self.assertEqual(spec["argv"][:4], gonb["argv"][:4])


if __name__ == "__main__":
    unittest.main()
