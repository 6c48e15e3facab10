# SPDX-License-Identifier: GPL-3.0-or-later
"""The tour notebook (examples/python/tour.ipynb) run headless with nbclient,
as a reader's Jupyter would run it, and its outputs in a form that two runs
share (timings and temporary paths left out).

    PYTHONPATH=$PWD/build/python /usr/bin/python3 python/tests/tour.py

runs it and writes it back with its outputs, which the repository shows;
test_notebook.py runs it again and compares."""

import copy
import os
import pathlib
import re
import sys
import tempfile

import nbclient
import nbformat

TOUR = pathlib.Path(__file__).resolve().parents[2] / "examples" / "python" / "tour.ipynb"


def run(nb, kernel_name="python3"):
    """The notebook executed in a fresh folder (it writes files there)."""
    nb = copy.deepcopy(nb)
    with tempfile.TemporaryDirectory() as folder:
        nbclient.NotebookClient(nb, timeout=300, kernel_name=kernel_name,
                                resources={"metadata": {"path": folder}}).execute()
    return nb


_TIMING = re.compile(r"milliseconds=[\d.e+-]+|\d+(\.\d+)? ?(ms|µs|s)\b")
_TEMP = re.compile(r"/tmp/[^\s'\"]+/")


def outputs(nb):
    """Each code cell's outputs: stream text, text/plain and SVG, with
    timings and temporary folders replaced."""
    cells = []
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        out = []
        for o in cell.get("outputs", []):
            if o.get("output_type") == "error":
                out.append(("error", o.get("ename"), o.get("evalue")))
            if o.get("output_type") == "stream":
                out.append(("stream", o["text"]))
            for mime in ("text/plain", "image/svg+xml"):
                if mime in o.get("data", {}):
                    out.append((mime, o["data"][mime]))
        cells.append([(kind, *(_TEMP.sub("/TMP/", _TIMING.sub("T", str(x))) for x in rest))
                      for kind, *rest in out])
    return cells


def main():
    nb = nbformat.read(TOUR, as_version=4)
    fresh = run(nb, os.environ.get("PEGSAT_KERNEL", "python3"))
    for cell in fresh.cells:
        cell.get("metadata", {}).pop("execution", None)
    nbformat.write(fresh, TOUR)
    print(f"wrote {TOUR} with its outputs", file=sys.stderr)


if __name__ == "__main__":
    main()
