# SPDX-License-Identifier: GPL-3.0-or-later
# Boards, problems, positions, moves, solutions and results as values: stepped
# through and checked against the independent verifier, equal by value,
# hashable, picklable, and a repr that evaluates.
import dataclasses
import pickle

import pytest

import pegsat


@pytest.fixture(scope="module")
def central18():
    """The central game in the fewest moves: 18 (Bell)."""
    r = pegsat.solve(pegsat.Problem("english"), min_moves=True)
    assert r.status is pegsat.Status.SOLVED
    return r.solution


def prefix_text(solution, k, finish):
    """A solution file of the first k moves of `solution`, ending on `finish`."""
    return (f"board: {solution.board.name}\nstart: {' '.join(solution.start.empty)}\n"
            f"finish: {' '.join(finish.pegs)}\n" + " ".join(str(m) for m in solution[:k]) + "\n")


def test_the_central_game_steps_as_its_file_replays(central18):
    s = central18
    assert len(s) == 18 and s.board == pegsat.Board("english")
    assert s.start == pegsat.Position(s.board, empty="d4")
    assert s.finish == pegsat.Position(s.board, "d4")
    positions = s.positions()  # the start, then the position after each move
    assert len(positions) == 19 and positions[0] == s.start and positions[-1] == s.finish
    assert sum(len(m) for m in s) == 31 == len(s.jumps)
    for k, (move, p) in enumerate(zip(s, positions[1:]), 1):
        # The verifier replays the file's first k moves, forward from the start and
        # backward from this finish: it accepts exactly the position reached.
        v = pegsat.verify(prefix_text(s, k, p), s.board)
        assert v.ok and v.moves == k, (k, v)
        assert len(p) == 32 - sum(len(m) for m in s[:k])
        before = positions[k - 1]
        assert pegsat.Move(move.jumps[0]) in before.legal_jumps()
        assert move in before.legal_moves()
        assert before.after(move) == p
        wrong = p.pegs[0]
        other = pegsat.Position(s.board, [h for h in p.pegs if h != wrong])
        assert not pegsat.verify(prefix_text(s, k, other), s.board).ok


def test_legal_jumps_are_what_the_verifier_accepts_on_every_board():
    # Brute force: every ordered pair of holes as a one-jump solution, judged by
    # the independent verifier (jump 0: legal, the finish just not reached).
    for name in pegsat.boards():
        board = pegsat.Board(name)
        start = board.position()
        finish = board.holes[0]
        legal = set()
        for a in board.holes:
            for c in board.holes:
                if a == c:
                    continue
                text = f"start: {' '.join(start.empty)}\nfinish: {finish}\n{a}-{c}\n"
                try:
                    v = pegsat.verify(text, board)
                except pegsat.InputError:
                    continue
                if v.jump == 0:
                    legal.add(f"{a}-{c}")
        assert {str(m) for m in start.legal_jumps()} == legal, name
        assert len(start.legal_jumps()) == len(legal) > 0, name
        for j in legal:
            after = start.after(j)
            assert len(after) == len(start) - 1


def test_after_refuses_an_illegal_jump():
    p = pegsat.Board("english").position()
    with pytest.raises(pegsat.IllegalJumpError, match="d4-d6") as e:
        p.after("d4-d6")
    assert e.value.jump == "d4-d6" and isinstance(e.value, ValueError)
    with pytest.raises(pegsat.IllegalJumpError, match="not a jump"):
        p.after("a3-a4")


def test_is_solvable():
    board = pegsat.Board("english")
    assert board.position().is_solvable() is True
    assert board.position().is_solvable("c4") is False          # parity
    assert board.position().after("d2-d4").is_solvable("d4") is True


def test_position_reads_back_its_picture():
    p = pegsat.Board("english").position().after("d2-d4").after("f3-d3")
    assert pegsat.Position.from_text(str(p)) == p
    grid = "\n".join(line[3:][::2] for line in str(p).splitlines()[1:])
    assert pegsat.Position.from_text(grid, p.board) == p
    tri = pegsat.Board("triangle").position()
    assert pegsat.Position.from_text(str(tri), tri.board) == tri


def values(central18, tmp_path):
    board = pegsat.Board("english")
    file_board = pegsat.Board.from_text("name: plus\n.o.\nooo\n.o.\n".replace(".", " "))
    game = pegsat.Problem(board)
    tri = pegsat.Problem("triangle", "a1", "a1")
    stopped = pegsat.solve(pegsat.Problem("french", "c1", "e7"), min_moves=True, timeout=0.05)
    return [
        board, file_board, pegsat.Board("triangle"), game, tri,
        board.position(), game.finish_position(), pegsat.Move("d2-d4-f4"),
        central18, pegsat.solve(game), stopped, pegsat.solve(pegsat.Problem(board, "d4", "c4")),
        pegsat.count(tri), pegsat.count(tri, levels=True), pegsat.verify(central18),
        pegsat.verify("d4-d2\n"), pegsat.encode(tri, max_moves=10),
        pegsat.Status.SOLVED,
    ]


def test_every_value_pickles_compares_and_hashes(central18, tmp_path):
    for v in values(central18, tmp_path):
        again = pickle.loads(pickle.dumps(v))
        assert again == v and hash(again) == hash(v), v
        assert type(again) is type(v)
    assert pegsat.Board("english") != pegsat.Board("french")
    assert pegsat.Problem() == pegsat.Problem("english", "d4", "d4")
    assert len({pegsat.Board("english"), pegsat.Board("english")}) == 1


def test_every_repr_evaluates(central18, tmp_path):
    for v in values(central18, tmp_path):
        if isinstance(v, pegsat.CNF):
            continue  # a CNF's repr is its size: its clauses run to thousands
        assert eval(repr(v), {"pegsat": pegsat}) == v, repr(v)[:200]


def test_values_are_immutable(central18):
    for v in (pegsat.Board(), pegsat.Problem(), pegsat.Board().position(), central18,
              pegsat.Move("d2-d4")):
        with pytest.raises(AttributeError):
            v.foo = 1
    r = pegsat.solve(pegsat.Problem())
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.status = "unknown"
    assert dataclasses.asdict(r)["status"] is pegsat.Status.SOLVED


def test_status_is_an_enum_of_the_json_words():
    assert [s.value for s in pegsat.Status] == ["solved", "no solution", "unknown"]
    r = pegsat.solve(pegsat.Problem("english", "d4", "c4"))
    assert r.status is pegsat.Status.NO_SOLUTION and r.status == "no solution" and not r


def test_a_stopped_fewest_moves_search_keeps_its_bounds():
    r = pegsat.solve(pegsat.Problem("french", "c1", "e7"), min_moves=True, timeout=0.3)
    if r.status is pegsat.Status.SOLVED:
        pytest.skip("solved within the timeout on this machine")
    assert r.status is pegsat.Status.UNKNOWN and r.reason == "time limit"
    assert r.lower_bound is not None and r.lower_bound >= 1
    assert r.upper_bound is None or r.upper_bound >= r.lower_bound
    best = pegsat.solve(pegsat.Problem(), min_moves=True)
    assert best.lower_bound == best.upper_bound == len(best.solution) == 18
    assert pegsat.solve(pegsat.Problem()).lower_bound is None


def test_max_memory_is_in_gib():
    # 4 GiB is far above a 1 ms solve's tables; as bytes it stopped it at once.
    r = pegsat.solve(pegsat.Problem("triangle", "a1", "a1"), min_moves=True, max_memory=4)
    assert r.status is pegsat.Status.SOLVED
    tiny = pegsat.count(pegsat.Problem("english"), max_memory=1 / 1024)  # 1 MiB
    assert tiny.status is pegsat.Status.UNKNOWN and tiny.reason == "memory limit"


def test_draw(central18):
    game = pegsat.Problem("english")
    both = pegsat.draw(game)
    assert both.count('class="board"') == 2 and both.count("<svg") == 3
    assert pegsat.draw(central18, columns=3).count('class="board"') == 19
    animated = pegsat.draw(central18, animate=True)
    assert animated.count('class="jump"') == 31 and 'class="board"' not in animated
    for v in (game.board, game, game.board.position(), central18, pegsat.solve(game)):
        assert v._repr_svg_().lstrip().startswith(("<svg", "<?xml"))


def test_multiprocessing_takes_problems_and_returns_results():
    import multiprocessing
    problems = [pegsat.Problem("triangle", h, h) for h in ("a1", "c3", "a5")]
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        results = pool.map(pegsat.solve, problems)
    assert [r.problem for r in results] == problems
    assert all(r.status is pegsat.Status.SOLVED and r.solution.verify().ok for r in results)
