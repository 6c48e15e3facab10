# SPDX-License-Identifier: GPL-3.0-or-later
# Solving, verifying and drawing through Python, with the command's status
# words, and every solution replayed by the verifier.
import json
import subprocess

import pytest

import pegsat


def test_central_game_solved_and_verified():
    p = pegsat.Problem(pegsat.Board("english"))
    assert p.start == ("d4",) and p.finish == ("d4",) and p.jumps == 31
    r = pegsat.solve(p)
    assert r and r.status == "solved"
    s = r.solution
    assert len(s.jumps) == 31
    v = pegsat.verify(s)
    assert v.ok and v.jumps == 31 and v.moves == len(s)
    # The text is a solution file that the verifier reads back on its own.
    assert pegsat.verify(s.text).ok
    assert str(s) == s.text and s.text.startswith("board: english")


def test_statuses_are_the_commands(cli):
    for args, problem in [
        (["--start", "d4", "--finish", "d4"], pegsat.Problem("english", "d4", "d4")),
        (["--start", "d4", "--finish", "c4"], pegsat.Problem("english", "d4", "c4")),
        (["--start", "d4", "--finish", "c1"], pegsat.Problem("english", "d4", "c1")),
    ]:
        out = subprocess.run([cli, "solve", "--json", "-q", *args], capture_output=True,
                             text=True).stdout
        assert pegsat.solve(problem).status == json.loads(out)["status"]


def test_impossible_and_unknown():
    r = pegsat.solve(pegsat.Problem("english", "d4", "c4"))
    assert r.status == "no solution" and r.solution is None and not r
    # From the French board's usual start only b4, e1 and e7 are in the
    # right class (data/boards/french.txt); c1 is not.
    assert pegsat.solve(pegsat.Problem("french", "c1", "c1")).status == "no solution"
    slow = pegsat.solve(pegsat.Problem("french", "c1", "e1"), min_moves=True, timeout=0.2)
    assert slow.status == "unknown" and slow.reason == "time limit"


def test_sat_method():
    r = pegsat.solve(pegsat.Problem("triangle", "a1", "a1"), method="sat")
    assert r.status == "solved" and pegsat.verify(r.solution).ok


def test_wrong_solution_is_a_verdict_not_an_error():
    good = pegsat.solve(pegsat.Problem("english")).solution.text
    lines = good.splitlines()
    jumps_at = next(i for i, l in enumerate(lines) if "-" in l and ":" not in l)
    lines[jumps_at], lines[jumps_at + 1] = lines[jumps_at + 1], lines[jumps_at]
    v = pegsat.verify("\n".join(lines) + "\n")
    assert not v.ok and v.reason and v.line > 0


def test_verify_reads_a_file(tmp_path):
    s = pegsat.solve(pegsat.Problem("triangle", "a1", "a1")).solution
    path = tmp_path / "t.sol"
    path.write_text(s.text)
    assert pegsat.verify(path).ok


def test_pictures_and_printing():
    b = pegsat.Board("english")
    assert b._repr_svg_().lstrip().startswith("<svg") or "<svg" in b._repr_svg_()
    pos = b.position(empty=["d4", "c4"])
    svg = pos._repr_svg_()
    assert svg.count('class="peg"') == 31
    assert 'data-hole="e4"' in svg and 'data-hole="c4"' not in svg
    assert len(pos.pegs) == 31 and "d4" not in pos.pegs and "c4" not in pos.pegs
    # Printed with Bell's coordinates: row 4 holds the two empty holes c4, d4.
    grid = str(pos).splitlines()
    assert grid[0].split() == list("abcdefg")
    assert grid[4].split() == ["4", "o", "o", ".", ".", "o", "o", "o"]
    assert str(pos).count("o") == 31
    s = pegsat.solve(pegsat.Problem(b)).solution
    art = pegsat.draw(s)
    # One board per move, and the start.
    assert art.count('class="board"') == len(s) + 1
    assert pegsat.draw(b) == b._repr_svg_()
    assert str(b).count("o") == 32 and str(b).count(".") == 1


def test_board_files_and_text(tmp_path):
    text = "name: tiny\n ooo\n.oo \n"
    b = pegsat.Board.from_text(text)
    assert b.name == "tiny" and len(b) == 6
    path = tmp_path / "tiny.txt"
    path.write_text(b.text)
    again = pegsat.Board(path)
    assert again.holes == b.holes and again.usual_start == b.usual_start


def test_progress_callback():
    lines = []
    r = pegsat.count(pegsat.Problem("english"), progress=lines.append)
    assert r.solutions == 40861647040079968
    assert all(isinstance(l, pegsat.Progress) and isinstance(str(l), str) for l in lines)


def test_plan_verified(cli, tmp_path):
    folder = tmp_path / "pddl"
    subprocess.run([cli, "encode", "--board", "triangle", "--start", "a1", "--finish", "a1",
                    "--format", "pddl", "-o", str(folder), "-q"], check=True)
    problem = folder / "problem.pddl"
    s = pegsat.solve(pegsat.Problem("triangle", "a1", "a1"))
    plan_file = tmp_path / "plan.sol"
    subprocess.run([cli, "solve", "--board", "triangle", "--start", "a1", "--finish", "a1",
                    "--plan", str(plan_file), "-q"], capture_output=True)
    if not plan_file.exists():
        pytest.skip("this build's solve writes no plans")
    v = pegsat.verify_plan(problem, plan_file)
    # One action a jump, and one more to start each move (the plan's cost).
    assert v.ok and v.cost > 0 and v.actions == len(s.solution.jumps) + v.cost
    lines = plan_file.read_text().splitlines()
    first = min(i for i, l in enumerate(lines) if l.strip().startswith("("))
    bad = "\n".join(lines[:first] + lines[first + 1:]) + "\n"
    v = pegsat.verify_plan(problem, bad)
    assert not v.ok and v.action >= 1 and v.reason
