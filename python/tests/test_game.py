# SPDX-License-Identifier: GPL-3.0-or-later
# Game as python-chess plays chess: push/pop through Bergholt's 18-move central
# game (data/solutions/bergholt.sol, minimal by Beasley's proof), the grid
# bitboard's legal jumps against the board's jump list on every built-in board,
# the one-line notation read back on every built-in board, symmetries, and the
# exception classes.
import pickle
import random

import pytest

import pegsat
from conftest import SOURCE


@pytest.fixture(scope="module")
def bergholt():
    return pegsat.Solution.from_file(SOURCE / "data" / "solutions" / "bergholt.sol")


def test_game_plays_the_central_game_by_push_and_pop(bergholt):
    game = pegsat.Game(pegsat.Problem("english"))
    positions = bergholt.positions()
    assert len(bergholt) == 18 and len(positions) == 19
    assert game.position == positions[0] == bergholt.start
    assert game.outcome() is None and not game.is_over()
    for k, move in enumerate(bergholt, 1):
        assert move in game.legal_moves
        assert pegsat.Move(move.jumps[0]) in game.legal_jumps
        game.push(move)
        assert game.position == positions[k]
        assert len(game) == len(positions[k])
        assert game.move_stack[-1] == move and len(game.move_stack) == k
    outcome = game.outcome()
    assert outcome == pegsat.Outcome(pegsat.Termination.WON, 1, 18) and outcome.won
    assert game.is_over() and game.is_won()
    assert game.solution().verify().ok
    for k in range(18, 0, -1):
        assert game.pop() == bergholt[k - 1]
        assert game.position == positions[k - 1]
    assert game.move_stack == [] and game.position == bergholt.start
    with pytest.raises(IndexError):
        game.pop()


def test_jumps_pushed_one_by_one_make_bells_moves(bergholt):
    game = pegsat.Game(pegsat.Problem("english"))
    for jump in bergholt.jumps:
        game.push(jump)
    assert len(game.move_stack) == 31
    assert game.outcome() == pegsat.Outcome(pegsat.Termination.WON, 1, 18)
    assert game.solution() == pegsat.Solution.from_moves(pegsat.Problem(), bergholt.moves)


def test_an_illegal_push_raises_and_changes_nothing():
    game = pegsat.Game(pegsat.Problem("english"))
    game.push("d2-d4")
    before = game.position
    for bad in ("d4-d6", "a3-a4", "d2-d4", "f4-d4-d2"):
        with pytest.raises(pegsat.IllegalJumpError) as e:
            game.push(bad)
        assert isinstance(e.value, pegsat.PegsatError) and isinstance(e.value, ValueError)
        assert e.value.jump and e.value.jump in str(e.value)
        assert game.position == before and len(game.move_stack) == 1


def test_a_stuck_game_ends_stuck():
    game = pegsat.Game(pegsat.Problem("english"))
    rng = random.Random(7)
    while not game.is_over():
        game.push(rng.choice(game.legal_jumps))
    outcome = game.outcome()
    assert outcome.termination in (pegsat.Termination.STUCK, pegsat.Termination.WON)
    assert outcome.pegs == len(game) == 32 - len(game.move_stack)
    assert outcome.won == (game.position == pegsat.Position(game.problem.board, "d4"))


@pytest.mark.parametrize("name", pegsat.boards())
def test_grid_jumps_are_the_boards_jumps_on_every_board(name):
    # Random games: the legal jumps found by shifts (Game) against those found
    # jump by jump from the board's jump list (Position.legal_jumps).
    board = pegsat.Board(name)
    rng = random.Random(name)
    for _ in range(20):
        game = pegsat.Game(pegsat.Problem(board))
        while True:
            jumps = game.legal_jumps
            assert jumps == game.position.legal_jumps(), name
            if not jumps:
                break
            game.push(rng.choice(jumps))
        # Each move is a chain whose jumps a position makes one by one.
        while game.move_stack:
            game.pop()
            p = game.position
            for m in p.legal_moves():
                q = p
                for j in m.jumps:
                    assert pegsat.Move(j) in q.legal_jumps()
                    q = q.after(j)


def test_english_start_notation():
    p = pegsat.Board("english").position()
    assert p.notation() == "english ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo"


@pytest.mark.parametrize("name", pegsat.boards())
def test_notation_round_trips_on_every_board(name):
    board = pegsat.Board(name)
    rng = random.Random(name)
    positions = [board.position(), board.position([]), board.position(board.holes)]
    positions += [board.position([h for h in board.holes if rng.random() < 0.5])
                  for _ in range(30)]
    for p in positions:
        text = p.notation()
        assert "\n" not in text and text.split()[0] == name
        assert pegsat.Position.from_notation(text) == p
        assert pegsat.Position.from_notation(text, board) == p


def test_bad_notation_is_an_input_error():
    for text in ("", "english", "nosuchboard ooo", "english ooo/ooo",
                 "english ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/oox",
                 "english oooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo"):
        with pytest.raises(pegsat.InputError):
            pegsat.Position.from_notation(text)


@pytest.mark.parametrize("name", pegsat.boards())
def test_transform_follows_the_boards_symmetries(name):
    board = pegsat.Board(name)
    rng = random.Random(name)
    p = board.position([h for h in board.holes if rng.random() < 0.5])
    images = []
    for k, sym in enumerate(board.symmetries):
        image = p.transform(k)
        assert image == pegsat.Position(board, [sym[h] for h in p.pegs])
        images.append(image)
    assert images[0] == p
    canon = p.canonical()
    assert canon in images
    assert all(q.canonical() == canon for q in images)
    with pytest.raises(ValueError):
        p.transform(len(board.symmetries))


def test_exception_classes():
    assert issubclass(pegsat.InputError, pegsat.PegsatError)
    assert issubclass(pegsat.IllegalJumpError, pegsat.PegsatError)
    assert issubclass(pegsat.PegsatError, ValueError)
    assert not issubclass(pegsat.InputError, pegsat.IllegalJumpError)
    with pytest.raises(pegsat.InputError):
        pegsat.Problem("english", "z9")
    with pytest.raises(pegsat.IllegalJumpError):
        pegsat.Board().position().after("d4-d6")
    with pytest.raises(pegsat.IllegalJumpError):
        pegsat.Solution.from_moves(pegsat.Problem(), ["d2-d4", "d2-d4"])
    e = pegsat.IllegalJumpError("d4-d6 cannot be made here", "d4-d6")
    back = pickle.loads(pickle.dumps(e))
    assert type(back) is pegsat.IllegalJumpError and back.jump == "d4-d6"
    assert str(back) == str(e)


def test_solution_from_moves_and_from_file(bergholt, source, tmp_path):
    again = pegsat.Solution.from_moves(pegsat.Problem("english"), [str(m) for m in bergholt])
    assert again == bergholt and again.verify().ok
    path = tmp_path / "s.sol"
    path.write_text(again.text)
    assert pegsat.Solution.from_file(str(path)) == bergholt
    with pytest.raises(pegsat.InputError):
        pegsat.Solution.from_file(tmp_path / "missing.sol")


def test_verify_text_and_verify_file(bergholt, source):
    path = source / "data" / "solutions" / "bergholt.sol"
    assert pegsat.verify_file(path).ok and pegsat.verify_file(str(path)).ok
    assert pegsat.verify_text(bergholt.text).ok
    with pytest.raises(TypeError):
        pegsat.verify_text(path)
