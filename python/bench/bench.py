# SPDX-License-Identifier: GPL-3.0-or-later
"""The Python side of the module's speed figures (docs/PYTHON.md), the same
calls as solve_loop.cpp makes:

    bench.py solves N               N single-vacancy problems of the English board
    bench.py solves N BOARD HOLE    N times the one problem HOLE -> HOLE on BOARD
    bench.py count                  the English central game's count
    bench.py steps N                the positions of the 18-move central game, N times
    bench.py pickle N               a solution pickled and read back, N times

Prints the seconds of wall clock each took."""
import pickle
import sys
import time

import pegsat


def solves(n, board="english", hole=None):
    board = pegsat.Board(board)
    holes = [hole] if hole else board.holes
    solved = 0
    t0 = time.perf_counter()
    for i in range(n):
        h = holes[i % len(holes)]
        solved += pegsat.solve(pegsat.Problem(board, h, h)).status == "solved"
    print(f"{n} solves ({solved} solved) in {time.perf_counter() - t0:.3f} s")


def count():
    t0 = time.perf_counter()
    n = pegsat.count(pegsat.Problem("english")).solutions
    print(f"{n} in {time.perf_counter() - t0:.3f} s")


def steps(n):
    s = pegsat.solve(pegsat.Problem("english"), min_moves=True).solution
    s.positions()  # the board's geometry, worked out once per board
    t0 = time.perf_counter()
    for _ in range(n):
        s.positions()
    t = time.perf_counter() - t0
    print(f"{len(s)} positions, {n} times, in {t:.3f} s: {t / n * 1e3:.4f} ms each")


def pickles(n):
    s = pegsat.solve(pegsat.Problem("english"), min_moves=True).solution
    t0 = time.perf_counter()
    for _ in range(n):
        data = pickle.dumps(s)
    t1 = time.perf_counter()
    for _ in range(n):
        pickle.loads(data)
    t2 = time.perf_counter()
    print(f"a solution pickled in {(t1 - t0) / n * 1e3:.4f} ms ({len(data)} bytes), "
          f"read back in {(t2 - t1) / n * 1e3:.4f} ms")


if __name__ == "__main__":
    if sys.argv[1:2] == ["count"]:
        count()
    elif sys.argv[1:2] == ["steps"]:
        steps(int(sys.argv[2]))
    elif sys.argv[1:2] == ["pickle"]:
        pickles(int(sys.argv[2]))
    else:
        solves(int(sys.argv[2]) if len(sys.argv) > 2 else 10000, *sys.argv[3:5])
