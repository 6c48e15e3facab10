# SPDX-License-Identifier: GPL-3.0-or-later
# verify() takes a Solution, a list of moves, a text with or without a
# newline, and a file only as an os.PathLike; the checks of untrusted files
# take roots, timeout and max_memory.
import pathlib

import pytest

import pegsat


@pytest.fixture(scope="module")
def solution():
    return pegsat.solve(pegsat.Problem("triangle", "a1", "a1")).solution


def test_every_form(solution, tmp_path):
    text = solution.text
    path = tmp_path / "t.sol"
    path.write_text(text)
    one_line = " ".join(str(m) for m in solution)
    triangle = pegsat.Board("triangle")
    forms = [
        (solution, None), (list(solution), triangle), ([str(m) for m in solution], triangle),
        (text, None), (text.rstrip("\n"), None), (path, None),
        ("start: a1\n" + one_line, triangle), (one_line.replace(" ", "\n"), triangle),
    ]
    for form, board in forms:
        v = pegsat.verify(form, board)
        assert v.ok and v.moves == len(solution), form
    # A one-line text is never read as a path.
    with pytest.raises(pegsat.InputError):
        pegsat.verify(str(path))


def test_a_wrong_move_in_a_list():
    v = pegsat.verify(["d2-d4", "d4-d2"])
    assert not v.ok and v.jump == 2


def test_roots_confine_the_board_file(tmp_path):
    inside = tmp_path / "in"
    outside = tmp_path / "out"
    inside.mkdir()
    outside.mkdir()
    (outside / "plus.txt").write_text("name: plus\n o \nooo\n o \n")
    sol = inside / "p.sol"
    sol.write_text("board: ../out/plus.txt\nstart: b1\nfinish: b3\nb3-b1\n")
    with pytest.raises(pegsat.InputError):
        pegsat.verify(sol)
    v = pegsat.verify(sol, roots=[outside])
    assert v.jumps == 1


def test_certificate_limits(tmp_path):
    impossible = pegsat.Problem("english", "d4", "c4")
    c = pegsat.certify(impossible, tmp_path / "no.cert")
    assert c.status is pegsat.Status.NO_SOLUTION
    assert pegsat.verify_certificate(c.files[0], timeout=10, max_memory=1).ok
    assert pegsat.verify_certificate(pathlib.Path(c.files[0]), roots=[tmp_path]).ok
    with pytest.raises(TypeError):
        pegsat.verify_certificate(c.files[0], roots=3)
    with pytest.raises(ValueError):
        pegsat.verify_certificate(c.files[0], timeout=-1)
