#!/usr/bin/env python3
"""nbtool: check and normalise executed GoNB notebooks (standard library only).

Used by scripts/run-notebooks; runs on any Python 3.6+, no Jupyter modules needed.

  nbtool.py finalize OUT.ipynb --source IN.ipynb
      Make an executed notebook reproducible: drop per-cell execution timing
      metadata, keep the cell ids of IN (cells missing one get "cell-NN", from
      their position, instead of nbformat's random ids), and write canonical
      nbformat JSON (indent 1, sorted keys, UTF-8, final newline).

  nbtool.py check OUT.ipynb [--name SHOWN] [--forbid TEXT]...
      Exit 1, printing every failing cell with its source and output, when a code
      cell has an error output; a stream line "panic: ...", "exit status N"
      (GoNB's report of a program or !shell command that exited non-zero) or a
      stderr line "✗ ..." (a failed nbcheck assertion); a code cell was not
      executed; a display follows printed text (stdout and display data reach
      GoNB separately, so a fresh run may show them in the other order); or
      any output text holds a GoNB temp path (gonb_XXXXXXXX) or a --forbid
      string (the checkout's absolute path), which would make the outputs
      depend on the machine or the run.

  nbtool.py diff COMMITTED.ipynb FRESH.ipynb [--name SHOWN]
      Exit 1, naming the first differing cell, when the two notebooks differ in
      sources or outputs.

  nbtool.py lint NOTEBOOK.ipynb... [--max-lines N]
      Exit 1, naming every code cell longer than N source lines (default 40),
      with its number and id: notebooks read like a paper, in short cells, so a
      long helper belongs in a package or in several declaration cells; and
      every notebook whose first code cell is not SETUP_CELL.

  nbtool.py set-setup NOTEBOOK.ipynb...
      Make the first code cell of each notebook SETUP_CELL (inserting it when
      the first code cell is not a setup cell at all), keeping its outputs.
"""

import argparse
import json
import re
import sys

TEMP_PATH = re.compile(r"gonb_[0-9a-f]{8}")
# Lines of a stream output that mean the cell failed: (stream, pattern, why).
# GoNB prints "exit status N" on stderr when the cell's program or a !shell
# command exits non-zero; only the former also gets an error output.
FAIL_LINE = [
    (None, re.compile(r"^panic: "), "the program panicked"),
    (None, re.compile(r"^exit status \d+$"), "the program or a !shell command exited non-zero"),
    # nbcheck reports a failed assertion on stderr; a "✗" on stdout is the
    # notebook's own text (a table of claims, say).
    ("stderr", re.compile(r"^\u2717 "), "an nbcheck assertion failed"),
]
# The longest code cell `lint` accepts, in source lines.
MAX_CELL_LINES = 40
# The first code cell of every notebook: it makes the notebook build against
# this checkout's packages, offline. The repository root is the folder of the
# go.mod that encloses the notebook's folder ($GONB_DIR), found by `go env
# GOMOD` (GOWORK=off: the kernel's own go.work must not answer), so a
# notebook copied into a subfolder of notebooks/, or anywhere in the
# checkout, still finds it (issue 22: "$GONB_DIR/.." pointed at notebooks/).
SETUP_CELL = ('%noautoget\n'
              '!*rm -f go.work && go work init && '
              'go work use . "$(cd "$GONB_DIR" && dirname "$(GOWORK=off go env GOMOD)")"')
DISPLAYS = ("display_data", "execute_result", "update_display_data")
TEXT_MIMES = ("text/plain", "text/html", "text/markdown", "text/latex", "application/json")


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def save(nb, path):
    # The layout nbformat.write uses, so that re-saving from Jupyter is a no-op.
    with open(path, "w", encoding="utf-8") as f:
        json.dump(nb, f, indent=1, sort_keys=True, ensure_ascii=False)
        f.write("\n")


def text(value):
    """Jupyter stores multi-line strings as a string or a list of lines."""
    if isinstance(value, list):
        return "".join(value)
    if isinstance(value, str):
        return value
    return json.dumps(value)


def output_texts(out):
    """Yields every piece of text an output shows (images excluded)."""
    kind = out.get("output_type")
    if kind == "stream":
        yield text(out.get("text", ""))
    elif kind == "error":
        yield out.get("ename", "") + ": " + out.get("evalue", "")
        yield "\n".join(out.get("traceback", []))
    elif kind in ("display_data", "execute_result", "update_display_data"):
        data = out.get("data", {})
        for mime in TEXT_MIMES:
            if mime in data:
                yield text(data[mime])
        if "image/svg+xml" in data:
            yield text(data["image/svg+xml"])


def finalize(args):
    nb = load(args.notebook)
    src = load(args.source)
    src_cells = src.get("cells", [])
    if len(src_cells) != len(nb.get("cells", [])):
        sys.exit("nbtool: %s has %d cells, its source %s has %d"
                 % (args.notebook, len(nb["cells"]), args.source, len(src_cells)))
    used = {c.get("id") for c in src_cells if c.get("id")}
    for i, cell in enumerate(nb["cells"]):
        meta = cell.get("metadata", {})
        meta.pop("execution", None)
        cell["metadata"] = meta
        want = src_cells[i].get("id")
        if not want:
            want = "cell-%02d" % (i + 1)
            n = 1
            while want in used:
                n += 1
                want = "cell-%02d-%d" % (i + 1, n)
            used.add(want)
        cell["id"] = want
    # Cell ids need nbformat 4.5 or later.
    if (nb.get("nbformat"), nb.get("nbformat_minor", 0)) < (4, 5):
        nb["nbformat"], nb["nbformat_minor"] = 4, 5
    save(nb, args.notebook)


def indent(s, prefix="    | "):
    lines = s.rstrip("\n").splitlines() or [""]
    if len(lines) > 40:
        lines = lines[:40] + ["... (%d more lines)" % (len(lines) - 40)]
    return "\n".join(prefix + line for line in lines)


def check(args):
    nb = load(args.notebook)
    name = args.name or args.notebook
    problems = []
    for i, cell in enumerate(nb.get("cells", [])):
        if cell.get("cell_type") != "code":
            continue
        source = text(cell.get("source", ""))
        reasons, leaks = [], []
        if source.strip() and cell.get("execution_count") is None:
            reasons.append("the cell was not executed")
        printed = False
        for out in cell.get("outputs", []):
            if out.get("output_type") == "stream":
                printed = True
            elif printed and out.get("output_type") in DISPLAYS:
                leaks.append("a display follows printed text, an order GoNB does not keep (stdout and display "
                               "data reach the kernel separately): print after the display, or in another cell")
                printed = False
            if out.get("output_type") == "error":
                reasons.insert(0, "error output (%s)" % out.get("ename", "?"))
            if out.get("output_type") == "stream":
                for line in text(out.get("text", "")).splitlines():
                    for stream, pattern, why in FAIL_LINE:
                        if stream in (None, out.get("name")) and pattern.search(line):
                            reasons.append("%s: %r" % (why, line))
            for t in output_texts(out):
                m = TEMP_PATH.search(t)
                if m:
                    leaks.append("output holds a GoNB temp path (%s): not reproducible" % m.group(0))
                for bad in args.forbid:
                    if bad and bad in t:
                        leaks.append("output holds %r (a machine-dependent path): not reproducible" % bad)
        # A failing cell's traceback names GoNB's temp dir anyway: report leaks
        # (and output order) only for cells that otherwise succeed.
        reasons = reasons or leaks
        if reasons:
            shown = "\n".join(t for out in cell.get("outputs", []) for t in output_texts(out))
            problems.append("%s: cell %d failed:\n  - %s\n  source:\n%s\n  output:\n%s" % (
                name, i + 1, "\n  - ".join(dict.fromkeys(reasons)), indent(source), indent(shown)))
    for p in problems:
        print(p, file=sys.stderr)
    sys.exit(1 if problems else 0)


def normal(cell):
    c = {k: v for k, v in cell.items() if k not in ("metadata", "id")}
    c["source"] = text(c.get("source", ""))
    outs = []
    for out in c.get("outputs", []):
        o = dict(out)
        if "text" in o:
            o["text"] = text(o["text"])
        if "data" in o:
            o["data"] = {k: text(v) for k, v in o["data"].items()}
        if not o.get("metadata"):
            o.pop("metadata", None)
        outs.append(o)
    if "outputs" in c:
        c["outputs"] = outs
    return c


def diff(args):
    a, b = load(args.committed), load(args.fresh)
    ca, cb = a.get("cells", []), b.get("cells", [])
    for i, (x, y) in enumerate(zip(ca, cb)):
        if normal(x) != normal(y):
            print("%s: cell %d differs from a fresh run (`make notebooks` rewrites it)"
                  % (args.name or args.committed, i + 1), file=sys.stderr)
            sys.exit(1)
    if len(ca) != len(cb):
        print("%s: cell count differs from a fresh run" % (args.name or args.committed), file=sys.stderr)
        sys.exit(1)


def long_cells(nb, limit=MAX_CELL_LINES):
    """(cell number from 1, id, lines) of every code cell with more than limit source lines."""
    return [(i + 1, cell.get("id", "?"), n)
            for i, cell in enumerate(nb.get("cells", []))
            if cell.get("cell_type") == "code"
            for n in [len(text(cell.get("source", "")).splitlines())] if n > limit]


def first_code(nb):
    """The index of nb's first code cell, or None."""
    return next((i for i, c in enumerate(nb.get("cells", [])) if c.get("cell_type") == "code"), None)


def lint(args):
    problems = []
    for path in args.notebooks:
        nb = load(path)
        for num, cid, n in long_cells(nb, args.max_lines):
            problems.append("%s: cell %d (id %s) has %d lines, more than %d: move helpers into a package "
                            "or split the declarations over several cells" % (path, num, cid, n, args.max_lines))
        i = first_code(nb)
        if i is None or text(nb["cells"][i].get("source", "")).strip() != SETUP_CELL:
            problems.append("%s: the first code cell is not the setup cell (run `scripts/nbtool.py set-setup %s`)"
                            % (path, path))
    for p in problems:
        print(p, file=sys.stderr)
    sys.exit(1 if problems else 0)


def set_setup(args):
    for path in args.notebooks:
        nb = load(path)
        i = first_code(nb)
        lines = SETUP_CELL.splitlines(True)
        if i is not None and "%noautoget" in text(nb["cells"][i].get("source", "")):
            nb["cells"][i]["source"] = lines
        else:
            cell = {"cell_type": "code", "execution_count": None, "id": "setup", "metadata": {},
                    "outputs": [], "source": lines}
            nb.setdefault("cells", []).insert(0 if i is None else i, cell)
        save(nb, path)


def main():
    p = argparse.ArgumentParser(prog="nbtool.py", description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="cmd")
    f = sub.add_parser("finalize")
    f.add_argument("notebook")
    f.add_argument("--source", required=True)
    f.set_defaults(run=finalize)
    c = sub.add_parser("check")
    c.add_argument("notebook")
    c.add_argument("--name")
    c.add_argument("--forbid", action="append", default=[])
    c.set_defaults(run=check)
    d = sub.add_parser("diff")
    d.add_argument("committed")
    d.add_argument("fresh")
    d.add_argument("--name")
    d.set_defaults(run=diff)
    n = sub.add_parser("lint")
    n.add_argument("notebooks", nargs="+")
    n.add_argument("--max-lines", type=int, default=MAX_CELL_LINES)
    n.set_defaults(run=lint)
    u = sub.add_parser("set-setup")
    u.add_argument("notebooks", nargs="+")
    u.set_defaults(run=set_setup)
    args = p.parse_args()
    if not getattr(args, "run", None):
        p.print_help()
        sys.exit(2)
    args.run(args)


if __name__ == "__main__":
    main()
