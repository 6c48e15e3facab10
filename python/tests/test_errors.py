# SPDX-License-Identifier: GPL-3.0-or-later
# Bad input raises a clear exception, never crashes: unknown boards and holes,
# malformed files (with file and line), wrong types, limits out of range.
import os
import pathlib

import pytest

import pegsat


def test_unknown_board():
    with pytest.raises(pegsat.InputError) as e:
        pegsat.Board("no-such-board")
    assert "no-such-board" in str(e.value)


def test_bad_board_file_gives_file_and_line(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("name: bad\ndirections: 5\nooo\n")
    with pytest.raises(pegsat.InputError) as e:
        pegsat.Board(path)
    assert e.value.file == str(path) and e.value.line == 2
    assert str(e.value).startswith(f"{path}:2:")
    assert isinstance(e.value, ValueError)


def test_unknown_hole_is_a_value_error_naming_it():
    with pytest.raises(ValueError, match="z9"):
        pegsat.Problem("english", start="z9")
    with pytest.raises(ValueError, match="q1"):
        pegsat.Problem("english", finish=["d4", "q1"])
    with pytest.raises(ValueError, match="x5"):
        pegsat.Board("english").position(["x5"])


def test_bad_solution_text_gives_line():
    with pytest.raises(pegsat.InputError) as e:
        pegsat.verify("board: english\nstart: d4\nd2-d4\nthis is not a jump\n")
    assert e.value.line == 4


def test_missing_file_and_files_that_are_not_files(tmp_path):
    with pytest.raises(pegsat.InputError, match="nowhere.sol"):
        pegsat.verify(pathlib.Path("nowhere.sol"))
    with pytest.raises(pegsat.InputError, match="not a regular file"):
        pegsat.verify(tmp_path)
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(pegsat.InputError, match="not a regular file"):
        pegsat.verify(fifo)  # returns at once: nothing waits for a writer


@pytest.mark.parametrize("call, kind, words", [
    (lambda: pegsat.Board(42), TypeError, "Board"),
    (lambda: pegsat.Problem(pegsat.Board(), start=4), TypeError, "start"),
    (lambda: pegsat.solve("english"), TypeError, "problem"),
    (lambda: pegsat.solve(pegsat.Problem(), timeout=-1), ValueError, "timeout"),
    (lambda: pegsat.solve(pegsat.Problem(), timeout="1"), TypeError, "timeout"),
    (lambda: pegsat.solve(pegsat.Problem(), threads=-2), ValueError, "threads"),
    (lambda: pegsat.solve(pegsat.Problem(), method="magic"), ValueError, "method"),
    (lambda: pegsat.solve(pegsat.Problem(), min_moves=1), TypeError, "min_moves"),
    (lambda: pegsat.count(pegsat.Problem(), timeout=float("nan")), ValueError, "timeout"),
    (lambda: pegsat.count(pegsat.Problem(), max_memory=0), ValueError, "max_memory"),
    (lambda: pegsat.count(pegsat.Problem(), progress=3), TypeError, "progress"),
    (lambda: pegsat.encode(pegsat.Problem(), steps=-3), ValueError, "steps"),
    (lambda: pegsat.encode(pegsat.Problem(), steps=5, max_moves=5), ValueError, "steps"),
    (lambda: pegsat.decode(pegsat.encode(pegsat.Problem("triangle", "a1", "a1")), "1 2"),
     TypeError, "model"),
    (lambda: pegsat.decode(pegsat.encode(pegsat.Problem("triangle", "a1", "a1")), [1.5]),
     TypeError, "int"),
    (lambda: pegsat.verify(3), TypeError, "Solution"),
    (lambda: pegsat.draw("english"), TypeError, "Board"),
    (lambda: pegsat.Board("english").position(pegs=["d4"], empty=["d4"]), ValueError, "both"),
])
def test_bad_arguments(call, kind, words):
    with pytest.raises(kind, match=words):
        call()


def test_limits_stop_cleanly():
    r = pegsat.count(pegsat.Problem("french", "c1", "e1"), timeout=0.2)
    assert r.status == "unknown" and r.solutions is None and r.reason == "time limit"
    m = pegsat.count(pegsat.Problem("english"), max_memory=1 / 1024)
    assert m.status == "unknown" and m.reason == "memory limit"
