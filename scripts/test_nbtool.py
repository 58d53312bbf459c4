"""Tests of nbtool.py: python3 -m unittest discover -s scripts -p 'test_*.py'

testdata/gonb-outputs.ipynb is a real recording: scripts/run-notebooks' nbconvert
command ran it through GoNB v0.11.5 (kernel flag -raw_error) from a checkout at
/tmp/scratch-repo, then `nbtool.py finalize` normalised it. Each code cell
after the first is one case of what a cell can print.
"""

import contextlib
import copy
import io
import json
import os
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import nbtool  # noqa: E402

RECORDING = os.path.join(HERE, "testdata", "gonb-outputs.ipynb")
NOTEBOOKS = os.path.join(HERE, "..", "notebooks")
CHECKOUT = "/tmp/scratch-repo"  # where the recording was made


class Args:
    def __init__(self, **kw):
        self.name, self.forbid = None, []
        self.__dict__.update(kw)


def run(fn, **kw):
    """Runs an nbtool command; returns its exit status and stderr."""
    err = io.StringIO()
    code = 0
    with contextlib.redirect_stderr(err):
        try:
            fn(Args(**kw))
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 1
    return code, err.getvalue()


def failing_cells(report):
    """Cell numbers named in check's report lines "NAME: cell N failed:"."""
    return [int(line.split(" cell ")[1].split()[0])
            for line in report.splitlines() if line.endswith(" failed:")]


class TempNotebooks(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.addCleanup(self.dir.cleanup)

    def write(self, name, nb):
        path = os.path.join(self.dir.name, name)
        nbtool.save(nb, path)
        return path


class CheckTest(TempNotebooks):
    def test_recording(self):
        code, report = run(nbtool.check, notebook=RECORDING, forbid=[CHECKOUT])
        self.assertEqual(code, 1)
        # Cell numbers count markdown cells too: 1 is the markdown header, 2 the
        # go.work cell, 3 passing checks plus a line on stderr.
        want = {
            4: "an nbcheck assertion failed: '✗ g(17) = 4: got 5'",
            5: "error output (ERROR)",  # compile error
            6: "the program panicked: 'panic: boom'",
            7: "exited non-zero: 'exit status 3'",  # os.Exit(3)
            8: "exited non-zero: 'exit status 1'",  # !false: no error output
            9: "'/tmp/scratch-repo' (a machine-dependent path)",  # os.Getwd
            10: "'/tmp/scratch-repo' (a machine-dependent path)",  # !pwd
        }
        self.assertEqual(failing_cells(report), sorted(want))
        for cell, reason in want.items():
            self.assertIn(reason, report, "cell %d" % cell)
        self.assertNotIn("cell 3 failed", report)

    def test_passing_cells(self):
        nb = nbtool.load(RECORDING)
        nb["cells"] = nb["cells"][:3]
        code, report = run(nbtool.check, notebook=self.write("ok.ipynb", nb), forbid=[CHECKOUT])
        self.assertEqual((code, report), (0, ""))

    def test_temp_path(self):
        nb = nbtool.load(RECORDING)
        nb["cells"] = nb["cells"][:3]
        nb["cells"][2]["outputs"].append({
            "output_type": "display_data", "metadata": {},
            "data": {"text/html": "<p>saved /tmp/gonb_0123abcd/fig.png</p>"}})
        code, report = run(nbtool.check, notebook=self.write("tmp.ipynb", nb))
        self.assertEqual(code, 1)
        self.assertIn("GoNB temp path (gonb_0123abcd)", report)

    def test_cross_on_stdout(self):
        # A notebook may print its own ✗ marks; only nbcheck's, on stderr, fail.
        nb = nbtool.load(RECORDING)
        nb["cells"] = nb["cells"][:3]
        nb["cells"][2]["outputs"].append(
            {"output_type": "stream", "name": "stdout", "text": ["✗ the seed's bound fails at n = 12\n"]})
        path = self.write("cross.ipynb", nb)
        self.assertEqual(run(nbtool.check, notebook=path), (0, ""))
        nb["cells"][2]["outputs"][-1]["name"] = "stderr"
        code, report = run(nbtool.check, notebook=self.write("cross2.ipynb", nb))
        self.assertEqual(code, 1)
        self.assertIn("an nbcheck assertion failed", report)

    def test_not_executed(self):
        nb = nbtool.load(RECORDING)
        nb["cells"] = nb["cells"][:3]
        nb["cells"][2]["execution_count"] = None
        code, report = run(nbtool.check, notebook=self.write("skip.ipynb", nb))
        self.assertEqual(code, 1)
        self.assertIn("the cell was not executed", report)


    def test_text_before_display(self):
        # Printed text, then a display: GoNB may deliver them in either order.
        stream = {"output_type": "stream", "name": "stdout", "text": "✓ fine\n"}
        shown = {"output_type": "display_data", "data": {"text/html": "<p>table</p>"}, "metadata": {}}
        def nb(*outs):
            return {"cells": [{"cell_type": "code", "execution_count": 1, "source": "%%", "outputs": list(outs)}]}
        code, report = run(nbtool.check, notebook=self.write("racy.ipynb", nb(shown, stream, shown)))
        self.assertEqual(code, 1)
        self.assertIn("a display follows printed text", report)
        code, report = run(nbtool.check, notebook=self.write("ordered.ipynb", nb(shown, shown, stream, stream)))
        self.assertEqual((code, report), (0, ""))


class FinalizeTest(TempNotebooks):
    def test_ids_and_timing(self):
        src = nbtool.load(RECORDING)
        for c in src["cells"]:
            c.pop("id", None)
        src["cells"][1]["id"] = "setup"
        out = copy.deepcopy(src)
        for i, c in enumerate(out["cells"]):
            c["id"] = "random%d" % i
            c["metadata"]["execution"] = {"iopub.status.busy": "2026-01-01T00:00:00Z"}
        src_path = self.write("src.ipynb", src)
        out_path = self.write("out.ipynb", out)
        self.assertEqual(run(nbtool.finalize, notebook=out_path, source=src_path), (0, ""))
        got = nbtool.load(out_path)
        ids = [c["id"] for c in got["cells"]]
        self.assertEqual(ids[:3], ["cell-01", "setup", "cell-03"])
        self.assertEqual(len(set(ids)), len(ids))
        self.assertTrue(all("execution" not in c["metadata"] for c in got["cells"]))
        # Finalizing again changes nothing, byte for byte.
        with open(out_path, "rb") as f:
            first = f.read()
        run(nbtool.finalize, notebook=out_path, source=out_path)
        with open(out_path, "rb") as f:
            self.assertEqual(f.read(), first)

    def test_recording_is_canonical(self):
        with open(RECORDING, encoding="utf-8") as f:
            text = f.read()
        self.assertEqual(text, json.dumps(json.loads(text), indent=1, sort_keys=True,
                                          ensure_ascii=False) + "\n")


class DiffTest(TempNotebooks):
    def test_diff(self):
        nb = nbtool.load(RECORDING)
        a = self.write("a.ipynb", nb)
        same = copy.deepcopy(nb)
        same["cells"][2]["metadata"]["collapsed"] = True  # metadata is not compared
        self.assertEqual(run(nbtool.diff, committed=a, fresh=self.write("b.ipynb", same))[0], 0)
        changed = copy.deepcopy(nb)
        changed["cells"][2]["outputs"][0]["text"] = ["✓ 1+1 = 3\n"]
        code, report = run(nbtool.diff, committed=a, fresh=self.write("c.ipynb", changed), name="x")
        self.assertEqual(code, 1)
        self.assertIn("x: cell 3 differs", report)


if __name__ == "__main__":
    unittest.main()


class LintTest(TempNotebooks):
    def cells(self, *lengths):
        return {"cells": [{"cell_type": "markdown", "source": "x\n" * 100}] + [
            {"cell_type": "code", "id": "c%d" % n, "source": ["line\n"] * n} for n in lengths]}

    def test_long_cells(self):
        nb = self.cells(40, 41, 3)
        self.assertEqual(nbtool.long_cells(nb), [(3, "c41", 41)])  # markdown cells are not counted
        self.assertEqual(nbtool.long_cells(nb, limit=2), [(2, "c40", 40), (3, "c41", 41), (4, "c3", 3)])
        path = self.write("long.ipynb", nb)
        code, report = run(nbtool.lint, notebooks=[path], max_lines=40)
        self.assertEqual(code, 1)
        self.assertIn("cell 3 (id c41) has 41 lines", report)
        short = self.cells(40, 1)
        short["cells"].insert(1, {"cell_type": "code", "id": "setup", "source": nbtool.SETUP_CELL})
        code, report = run(nbtool.lint, notebooks=[self.write("short.ipynb", short)], max_lines=40)
        self.assertEqual(code, 0, report)

    def test_setup_cell(self):
        code_cell = lambda src: {"cell_type": "code", "id": "s", "metadata": {}, "outputs": [], "source": src}
        old = code_cell('%noautoget\n!*rm -f go.work && go work init && go work use . "$GONB_DIR/.."')
        nb = {"cells": [{"cell_type": "markdown", "source": "# t"}, old, code_cell("%%\nfmt.Println(1)")]}
        path = self.write("old.ipynb", nb)
        code, report = run(nbtool.lint, notebooks=[path], max_lines=40)
        self.assertEqual(code, 1)
        self.assertIn("not the setup cell", report)
        run(nbtool.set_setup, notebooks=[path])
        fixed = nbtool.load(path)
        self.assertEqual(nbtool.text(fixed["cells"][1]["source"]), nbtool.SETUP_CELL)
        self.assertEqual(len(fixed["cells"]), 3, "the old setup cell is replaced, not doubled")
        code, report = run(nbtool.lint, notebooks=[path], max_lines=40)
        self.assertEqual(code, 0, report)
        # A notebook without one gets it inserted before its first code cell.
        path = self.write("none.ipynb", {"cells": [code_cell("%%\nfmt.Println(1)")]})
        run(nbtool.set_setup, notebooks=[path])
        cells = nbtool.load(path)["cells"]
        self.assertEqual([nbtool.text(c["source"]) for c in cells], [nbtool.SETUP_CELL, "%%\nfmt.Println(1)"])

    def test_setup_cell_finds_the_root_from_a_subfolder(self):
        # The shell line of SETUP_CELL, run as GoNB runs it from a notebook in
        # a subfolder of notebooks/, names the repository root.
        import shutil
        import subprocess
        if not shutil.which("go"):
            self.skipTest("no go on PATH")
        root = os.path.dirname(NOTEBOOKS)
        sub = os.path.join(self.dir.name, "gonb")
        os.makedirs(sub)
        line = nbtool.SETUP_CELL.splitlines()[1][2:].replace("go work use .", "echo")
        for nbdir in (NOTEBOOKS, os.path.join(NOTEBOOKS, "lab")):
            out = subprocess.run(["bash", "-c", line], cwd=sub, env=dict(os.environ, GONB_DIR=nbdir),
                                 capture_output=True, text=True, check=True).stdout.strip()
            self.assertEqual(os.path.realpath(out), os.path.realpath(root), nbdir)

    def test_repository_notebooks(self):
        # The project's notebooks keep every code cell to at most 40 lines.
        paths = sorted(os.path.join(NOTEBOOKS, f) for f in os.listdir(NOTEBOOKS) if f.endswith(".ipynb"))
        self.assertTrue(paths, "no notebooks found in " + NOTEBOOKS)
        code, report = run(nbtool.lint, notebooks=paths, max_lines=nbtool.MAX_CELL_LINES)
        self.assertEqual(code, 0, report)
