"""What a compile error shows in a notebook: python3 -m unittest scripts/test_gonb_errors.py

Runs a small notebook through the GoNB kernel that scripts/setup installs (the
nbconvert command of scripts/run-notebooks, with errors allowed) and checks what
README.md's "Start exploring" section says of compile errors (issue 22):

- GoNB maps a compile error to the user's cell and line, "Cell[N]: Line L"
  (N the cell's execution count, L its line, the %% line counted), with a
  caret under the column and the compiler's message;
- the lines printed around it are GoNB's generated program: for a %% cell the
  `func main() {` / `flag.Parse()` it wraps the body in, and the first line is
  `go build`'s "# gonb_…" package header. GoNB v0.11.5 has no option to hide
  them (LinesForErrorContext is a constant), and lab cannot: a cell that does
  not compile never runs;
- a declaration cell that does not compile is not kept: a later cell runs,
  and the failed declaration is undefined there.

When GoNB is upgraded and this fails, update the README's paragraph with it.
Skipped when jupyter or this checkout's gonb kernel (scripts/setup) is missing.
"""

import json
import os
import re
import shutil
import subprocess
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SETUP = ('%noautoget\n!*rm -f go.work && go work init && go work use . '
         '"$(cd "$GONB_DIR" && dirname "$(GOWORK=off go env GOMOD)")"')
CELLS = [
    SETUP,                                                     # [1]
    'func double(x int) int {\n\treturn 2 * x\n}',             # [2]
    '%%\nx := double("a")\nfmt.Println(x)',                    # [3] compile error, line 2
    'func triple(x int) int {\n\treturn x * undefinedThing\n}',  # [4] compile error, line 2
    '%%\nfmt.Println(double(21))',                             # [5] runs
    '%%\nfmt.Println(triple(1))',                              # [6] triple was not kept
]


def kernel_ready():
    """Whether jupyter runs and the gonb kernel is this checkout's."""
    if shutil.which("jupyter") is None:
        return False
    lib = os.path.join(ROOT, "scripts", "lib.sh")
    return subprocess.run(["bash", "-c", 'source "$1" && kernel_is_ours', "-", lib],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


def plain(s):
    """s without ANSI colour codes."""
    return re.sub(r"\x1b\[[0-9;]*m", "", s)


@unittest.skipUnless(kernel_ready(), "needs jupyter and this checkout's gonb kernel (scripts/setup)")
class CompileErrorTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        # Under the checkout (in git-ignored .nbout/), so that the setup
        # cell finds the module from the kernel's working directory.
        os.makedirs(os.path.join(ROOT, ".nbout"), exist_ok=True)
        work = tempfile.TemporaryDirectory(dir=os.path.join(ROOT, ".nbout"), prefix=".errors-")
        cls.addClassCleanup(work.cleanup)
        nb = {"nbformat": 4, "nbformat_minor": 5,
              "metadata": {"kernelspec": {"name": "gonb", "display_name": "Go (gonb)", "language": "go"}},
              "cells": [{"cell_type": "code", "id": "c%d" % i, "metadata": {}, "execution_count": None,
                         "outputs": [], "source": src} for i, src in enumerate(CELLS)]}
        path = os.path.join(work.name, "errors.ipynb")
        with open(path, "w") as f:
            json.dump(nb, f)
        r = subprocess.run(
            ["jupyter", "nbconvert", "--to", "notebook", "--execute", "--allow-errors",
             "--ExecutePreprocessor.kernel_name=gonb", "--ExecutePreprocessor.timeout=300",
             "--ExecutePreprocessor.startup_timeout=120",
             "--output-dir", work.name, "--output", "out", path],
            cwd=work.name, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=900)
        if r.returncode != 0:
            raise AssertionError("nbconvert failed:\n" + r.stdout[-3000:])
        with open(os.path.join(work.name, "out.ipynb")) as f:
            cls.cells = json.load(f)["cells"]

    def error(self, i):
        """The error output of cell i: its traceback as the notebook shows it."""
        errs = [o for o in self.cells[i]["outputs"] if o["output_type"] == "error"]
        self.assertEqual(len(errs), 1, "cell %d outputs: %s" % (i, self.cells[i]["outputs"]))
        return plain("\n".join(errs[0]["traceback"]))

    def stdout(self, i):
        text = [o["text"] for o in self.cells[i]["outputs"] if o["output_type"] == "stream" and o["name"] == "stdout"]
        return "".join(t if isinstance(t, str) else "".join(t) for t in text)

    def test_main_cell(self):
        tb = self.error(2)
        self.assertEqual(self.cells[2]["execution_count"], 3)
        self.assertIn("Cell[3]: Line 2\n", tb)
        self.assertRegex(tb, r'\nx := double\("a"\)\n {12}\^\n')
        self.assertIn('cannot use "a" (untyped string constant) as int value in argument to double', tb)
        # GoNB's generated program, around the user's line.
        self.assertRegex(tb, r"^# gonb_[0-9a-f]{8}\n")
        self.assertIn("func main() {\n\tflag.Parse()\n", tb)

    def test_declaration_cell(self):
        tb = self.error(3)
        self.assertIn("Cell[4]: Line 2\n", tb)
        self.assertIn("\treturn x * undefinedThing\n", tb)
        self.assertIn("undefined: undefinedThing", tb)

    def test_failed_declaration_not_kept(self):
        self.assertEqual(self.stdout(4), "42\n")
        self.assertIn("undefined: triple", self.error(5))


if __name__ == "__main__":
    unittest.main()
