# SPDX-License-Identifier: GPL-3.0-or-later
# The tour notebook is committed with its outputs, so that a repository
# browser shows its pictures; a fresh headless run must give the same outputs
# (tour.py leaves out timings and temporary folders), and they hold the
# published figures.
import shutil

import pytest

nbformat = pytest.importorskip("nbformat")
pytest.importorskip("nbclient")

import tour  # noqa: E402  (beside this file)


def test_tour_outputs_are_a_fresh_run():
    if not shutil.which("cadical"):
        pytest.skip("the tour hands a CNF to the cadical command")
    committed = nbformat.read(tour.TOUR, as_version=4)
    fresh = tour.run(committed)
    want, got = tour.outputs(committed), tour.outputs(fresh)
    assert len(want) == len(got)
    for i, (w, g) in enumerate(zip(want, got)):
        assert w == g, f"code cell {i + 1}: committed {str(w)[:300]} != fresh {str(g)[:300]}"
    everything = str(got)
    assert sum(kind == "image/svg+xml" for cell in got for kind, *_ in cell) >= 4
    assert "40861647040079968" in everything
    assert "(pegsat.Status.SOLVED, 18)" in everything
    assert "Verdict(ok=True, jumps=31" in everything
    assert all(kind != "error" for cell in got for kind, *_ in cell)
