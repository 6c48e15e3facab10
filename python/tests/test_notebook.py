# The tour notebook (examples/python/tour.ipynb) run headless, as a reader
# would run it, and its outputs checked for the pictures and the published
# figures.
import shutil

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")


def outputs(cell):
    """Every text and SVG the cell printed or displayed."""
    out = []
    for o in cell.get("outputs", []):
        if o.get("output_type") == "stream":
            out.append(o["text"])
        for mime in ("text/plain", "image/svg+xml"):
            if mime in o.get("data", {}):
                out.append(o["data"][mime])
    return "\n".join(out)


def test_tour_notebook(source, tmp_path):
    if not shutil.which("cadical"):
        pytest.skip("the tour hands a CNF to the cadical command")
    nb = nbformat.read(source / "examples" / "python" / "tour.ipynb", as_version=4)
    nbclient.NotebookClient(nb, timeout=240, kernel_name="python3",
                            resources={"metadata": {"path": str(tmp_path)}}).execute()
    cells = [c for c in nb.cells if c.cell_type == "code"]
    text = [outputs(c) for c in cells]
    everything = "\n".join(text)
    assert sum("image/svg+xml" in o.get("data", {}) for c in cells
               for o in c.get("outputs", [])) >= 4
    assert "40861647040079968" in everything
    assert "('solved', 31, " in everything
    assert any(t.strip() == "18" for t in text)
    assert "no solution" in everything and "True)" in everything
    assert "'solved', 10)" in everything or "'solved', 9)" in everything
    assert "Verdict(ok=True, jumps=31" in everything
