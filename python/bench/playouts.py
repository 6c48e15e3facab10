# SPDX-License-Identifier: GPL-3.0-or-later
"""Random playouts of the central game (docs/PYTHON.md, Speed; docs/lab):

    playouts.py game N       N playouts with pegsat.Game (push until stuck)
    playouts.py plain N      the same with a plain-Python bitboard loop: the
                             board's jumps as (from, over, to) bit masks,
                             tested one by one, as one writes it by hand
    playouts.py position N   the same with pegsat.Position (legal_jumps, after)
    playouts.py pushpop N    Game.push then Game.pop of one jump, N times

Each playout starts at the usual start and makes random jumps (random.Random
seeded by the playout's number) until none is left. Prints the CPU seconds
and the total number of jumps made, which are the same for every way."""
import random
import sys
import time

import pegsat


def game(n):
    problem = pegsat.Problem("english")
    jumps = 0
    for i in range(n):
        rng = random.Random(i)
        g = pegsat.Game(problem)
        while True:
            legal = g.legal_jumps
            if not legal:
                break
            g.push(legal[rng.randrange(len(legal))])
            jumps += 1
    return jumps


def plain(n):
    board = pegsat.Board("english")
    index = {h: i for i, h in enumerate(board.holes)}
    masks = []
    for j in board.jumps:
        a, c = j.split("-")
        (xa, ya), (xc, yc) = (ord(a[0]) - 97, int(a[1:])), (ord(c[0]) - 97, int(c[1:]))
        b = f"{chr(97 + (xa + xc) // 2)}{(ya + yc) // 2}"
        masks.append((1 << index[a], 1 << index[b], 1 << index[c]))
    start = ((1 << len(board.holes)) - 1) & ~(1 << index["d4"])
    jumps = 0
    for i in range(n):
        rng = random.Random(i)
        m = start
        while True:
            legal = [(a, b, c) for a, b, c in masks if m & a and m & b and not m & c]
            if not legal:
                break
            a, b, c = legal[rng.randrange(len(legal))]
            m ^= a | b | c
            jumps += 1
    return jumps


def position(n):
    start = pegsat.Board("english").position()
    jumps = 0
    for i in range(n):
        rng = random.Random(i)
        p = start
        while True:
            legal = p.legal_jumps()
            if not legal:
                break
            p = p.after(legal[rng.randrange(len(legal))])
            jumps += 1
    return jumps


def pushpop(n):
    g = pegsat.Game(pegsat.Problem("english"))
    move = pegsat.Move("d2-d4")
    t0 = time.process_time()
    for _ in range(n):
        g.push(move)
        g.pop()
    t = time.process_time() - t0
    print(f"push + pop: {t / n * 1e6:.3f} µs")
    return 0


if __name__ == "__main__":
    what, n = sys.argv[1], int(sys.argv[2])
    t0 = time.process_time()
    jumps = {"game": game, "plain": plain, "position": position, "pushpop": pushpop}[what](n)
    print(f"{what}: {n} in {time.process_time() - t0:.3f} s CPU, {jumps} jumps")
