# SPDX-License-Identifier: GPL-3.0-or-later
# A board is its file's exact text and path, kept as data: every board that
# loads comes back the same from pickle, from repr and in a spawned worker,
# whatever its file is called (a generated-cases property test) -- and a file
# name cannot smuggle a header into the copy.
import functools
import multiprocessing
import operator
import pickle
import random

import pytest

import pegsat

# The stems a stranger's pull request could carry, and honest ones.
STEMS = [
    "b\ndirections: 8\n", "a#b", "plateau-\u00e0-trous", "\u65e5\u672c", "x" * 41, "y" * 40,
    "ok_name-1", "name: english", " lead", "tab\there", "back\\slash", "quote'\"", "\U0001F600",
    "Eng\u200blish", "\x1b]0;title\x07", "a.b", "-", "_",
]
ALPHABET = "abcXYZ019-_#: \n\t\\'\"\u00e0\u0435\u200b\U0001F600"
FIELDS = operator.attrgetter("name", "text", "directions", "holes", "jumps", "usual_start")


def random_grid(rng):
    rows = [
        "".join(rng.choice("oooo. ") for _ in range(rng.randint(2, 6)))
        for _ in range(rng.randint(1, 6))
    ]
    header = f"directions: {rng.choice((4, 6, 8))}\n" if rng.random() < 0.5 else ""
    if rng.random() < 0.2:
        header = "# a comment\n" + header
    return header + "\n".join(rows) + "\n"


def random_stem(rng):
    if rng.random() < 0.4:
        return rng.choice(STEMS)
    return "".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 50)))


def same(a, b):
    return a == b and FIELDS(a) == FIELDS(b) and hash(a) == hash(b)


def test_every_board_round_trips(tmp_path):
    rng = random.Random(54)
    loaded = 0
    for k in range(400):
        stem, text = random_stem(rng), random_grid(rng)
        if "/" in stem or len(stem.encode()) > 200:
            continue
        folder = tmp_path / str(k)
        folder.mkdir()
        path = folder / (stem + ".txt")
        path.write_text(text)
        try:
            board = pegsat.Board(path)
        except pegsat.InputError:
            continue
        loaded += 1
        # The text is the file's, byte for byte; the name a plain one.
        assert board.text == text
        assert board.name == stem or (board.name == "unnamed" and stem != "unnamed")
        copy = pickle.loads(pickle.dumps(board))
        assert same(copy, board), (stem, text)
        again = eval(repr(board), {"pegsat": pegsat})
        assert same(again, board), (stem, text)
    assert loaded >= 100


def test_stems_that_are_no_names(tmp_path):
    for stem, name in [("a#b", "unnamed"), ("plateau-\u00e0-trous", "unnamed"),
                       ("z" * 41, "unnamed"), ("z" * 40, "z" * 40), ("my-board_2", "my-board_2")]:
        path = tmp_path / (stem + ".txt")
        path.write_text("ooo\n")
        board = pegsat.Board(path)
        assert board.name == name, stem
        assert same(pickle.loads(pickle.dumps(board)), board)
        assert same(eval(repr(board), {"pegsat": pegsat}), board)


def test_a_newline_in_the_file_name_smuggles_no_header(tmp_path):
    path = tmp_path / "b\ndirections: 8\n.txt"
    path.write_text("ooo\nooo\nooo\n")
    board = pegsat.Board(path)
    assert board.directions == 4 and board.name == "unnamed"
    diagonal = "start: c3\nfinish: b1 c1 a2 c2 a3 b3 c3\na1-c3\n"
    assert not pegsat.verify(diagonal, board).ok
    for copy in (pickle.loads(pickle.dumps(board)), eval(repr(board), {"pegsat": pegsat})):
        assert copy.directions == 4 and "a1-c3" not in copy.jumps
        assert not pegsat.verify(diagonal, copy).ok
    # A worker started afresh (spawn) unpickles the same board, and its
    # verifier refuses the diagonal jump as this process's does.
    with multiprocessing.get_context("spawn").Pool(1) as pool:
        fields = pool.map(FIELDS, [board])[0]
        verdict = pool.map(functools.partial(pegsat.verify, diagonal), [board])[0]
    assert fields == FIELDS(board)
    assert not verdict.ok


def test_a_name_header_is_a_plain_name(tmp_path):
    for bad in ("a b", "a:b", "\u0435nglish", "x" * 41, "a.b"):
        with pytest.raises(pegsat.InputError, match="ASCII letters, digits"):
            pegsat.Board.from_text(f"name: {bad}\nooo\n")
