# SPDX-License-Identifier: GPL-3.0-or-later
# A solution text from a stranger (pasted into a service) reads no file
# unless the caller gives roots: not even whether a file exists. And board=
# is the board every text must be on, as `pegsat verify --board` has it: a
# text whose board: line names another is not ok, never replayed on board=.
import pytest

import pegsat

PLUS = "name: plus\n o \nooo\n o \n"
PLUS_SOLUTION = "start: b1\nfinish: a2 b1 c2\nb3-b1\n"
TRIANGLE = "start: a1\nfinish: a1 a2 a3 b3 a4 b4 c4 d4 a5 b5 c5 d5 e5\nc3-a1\n"


def error_of(text, **options):
    with pytest.raises(pegsat.InputError) as e:
        pegsat.verify(text, **options)
    return str(e.value)


def test_a_text_reads_no_file_without_roots(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".env").write_text("SECRET_KEY=hunter2\n")
    (tmp_path / "plus.txt").write_text(PLUS)
    present = error_of("board: .env\nd2-d4\n")
    absent = error_of("board: nothing-here.txt\nd2-d4\n")
    for message in (present, absent):
        assert "outside the verified folders" in message, message
        assert "SECRET" not in message and "hunter2" not in message, message
    # The same answer whether or not the file exists: no oracle.
    assert present.replace(".env", "X") == absent.replace("nothing-here.txt", "X")
    error_of("board: plus.txt\n" + PLUS_SOLUTION)
    # Given roots, the board file beneath them is read.
    v = pegsat.verify("board: plus.txt\n" + PLUS_SOLUTION, roots=[tmp_path])
    assert v.ok and v.board == "plus"
    # Built-in boards are no files: always there.
    assert pegsat.verify("board: triangle\n" + TRIANGLE).ok


def test_board_is_checked_against_the_text(tmp_path):
    text = "board: triangle\n" + TRIANGLE
    assert pegsat.verify(text).ok
    v = pegsat.verify(text, board="english")
    assert not v.ok
    assert "triangle" in v.reason and "english" in v.reason, v.reason
    assert not pegsat.verify(text, board=pegsat.Board("english")).ok
    # The same board, by name or object, and a text without board: line.
    assert pegsat.verify(text, board="triangle").ok
    assert pegsat.verify(TRIANGLE, board="triangle").ok
    # A board file: the text naming it, checked on it, passes; a text naming
    # the English board does not.
    (tmp_path / "plus.txt").write_text(PLUS)
    plus = pegsat.Board(tmp_path / "plus.txt")
    assert pegsat.verify(PLUS_SOLUTION, board=plus).ok
    assert not pegsat.verify("board: english\nd2-d4\n", board=plus).ok
    # A Solution on a board file verifies on its own board, without roots.
    s = pegsat.solve(pegsat.Problem(plus, "b1", "a2 b1 c2")).solution
    assert pegsat.verify(s).ok
