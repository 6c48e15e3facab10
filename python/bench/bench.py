"""The Python side of the module's speed figures (docs/PYTHON.md), the same
calls as solve_loop.cpp makes:

    bench.py solves N               N single-vacancy problems of the English board
    bench.py solves N BOARD HOLE    N times the one problem HOLE -> HOLE on BOARD
    bench.py count                  the English central game's count

Prints the seconds of wall clock each took."""
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


if __name__ == "__main__":
    if sys.argv[1:2] == ["count"]:
        count()
    else:
        solves(int(sys.argv[2]) if len(sys.argv) > 2 else 10000, *sys.argv[3:5])
