# SPDX-License-Identifier: GPL-3.0-or-later
"""The grid bitboard that Game steps on: each hole is bit y * W + x of one
int, W the board's width plus two empty columns, so that a jump in
direction (dx, dy) is a shift by s = dy * W + dx, and the jumps of one
direction that can be made are found for all pegs at once with three ANDs:
    pegs & (pegs >> s) & (empty >> 2s)
(the bitboard trick of chess programs, for peg solitaire's straight jumps).
The padding keeps a row's last hole from jumping into the next row.

A board whose jumps are not every straight line of three holes in its
directions (a board file may list fewer) steps through its jump list instead.
"""

from __future__ import annotations

from typing import Dict, List, Optional, Sequence, Tuple

from ._board import Board, _coordinates
from ._errors import IllegalJumpError
from ._solution import Move


class Grid:
    """A board's grid layout, its jumps by direction and one Move per jump,
    made once per board (grid())."""

    __slots__ = ("board", "width", "bit", "hole_at", "all_mask", "dirs", "jump_at", "by_holes",
                 "jumps", "moves", "straight")

    def __init__(self, board: Board):
        geo = board._geo()
        coords = [_coordinates(h) for h in geo.holes]
        width = max(x for x, _ in coords) + 3
        self.board = board
        self.width = width
        # hole index -> grid bit, and back.
        self.bit: List[int] = [y * width + x for x, y in coords]
        self.hole_at: Dict[int, int] = {b: i for i, b in enumerate(self.bit)}
        self.all_mask = sum(1 << b for b in self.bit)
        # Each jump as grid masks (from, over, to) and as a Move.
        self.jumps: List[Tuple[int, int, int]] = []
        self.moves: List[Move] = []
        self.by_holes: Dict[Tuple[str, ...], int] = {}
        steps = set()
        for n, (name, a, b, c) in enumerate(geo.jumps):
            i, j, k = a.bit_length() - 1, b.bit_length() - 1, c.bit_length() - 1
            fi, fj, fk = self.bit[i], self.bit[j], self.bit[k]
            self.jumps.append((1 << fi, 1 << fj, 1 << fk))
            move = Move(name)
            self.moves.append(move)
            self.by_holes[move.holes] = n
            steps.add(fj - fi)
        # (shift, {grid bit of the from hole: jump index}) per direction.
        self.jump_at: Dict[Tuple[int, int], int] = {}
        for n, (a, b, _) in enumerate(self.jumps):
            self.jump_at[(a.bit_length() - 1, b.bit_length() - a.bit_length())] = n
        self.dirs: List[Tuple[int, Dict[int, int]]] = []
        for s in sorted(steps):
            self.dirs.append((s, {f: n for (f, d), n in self.jump_at.items() if d == s}))
        # The shifts find exactly the board's jumps when every line of three
        # holes in a direction is one of them.
        lines = 0
        for s in steps:
            for f in self.bit:
                if f + s in self.hole_at and f + 2 * s in self.hole_at:
                    lines += 1
        self.straight = lines == len(self.jumps)

    def to_grid(self, mask: int) -> int:
        out = 0
        bit = self.bit
        while mask:
            low = mask & -mask
            out |= 1 << bit[low.bit_length() - 1]
            mask ^= low
        return out

    def from_grid(self, grid: int) -> int:
        out = 0
        at = self.hole_at
        while grid:
            low = grid & -grid
            out |= 1 << at[low.bit_length() - 1]
            grid ^= low
        return out

    def legal(self, pegs: int) -> List[int]:
        """The indices of the jumps that can be made with `pegs` (a grid
        mask), in the board's jump order."""
        out: List[int] = []
        if self.straight:
            empty = self.all_mask & ~pegs
            for s, at in self.dirs:
                if s > 0:
                    m = pegs & (pegs >> s) & (empty >> (2 * s))
                else:
                    m = pegs & (pegs << -s) & (empty << (-2 * s))
                while m:
                    low = m & -m
                    out.append(at[low.bit_length() - 1])
                    m ^= low
            out.sort()  # the board's jump order, as Position.legal_jumps gives them
        else:
            for n, (a, b, c) in enumerate(self.jumps):
                if pegs & a and pegs & b and not pegs & c:
                    out.append(n)
        return out

    def from_hole(self, pegs: int, f: int) -> List[int]:
        """The jumps the peg on grid bit f can make."""
        out = []
        for s, at in self.dirs:
            n = at.get(f)
            if n is not None:
                _, b, c = self.jumps[n]
                if pegs & b and not pegs & c:
                    out.append(n)
        return out

    def chains(self, pegs: int) -> List[Tuple[int, ...]]:
        """Every move (a chain of one or more jumps by one peg, Bell's
        measure), as jump indices, depth first from each legal jump."""
        out: List[Tuple[int, ...]] = []

        def extend(p: int, f: int, chain: Tuple[int, ...]) -> None:
            for n in self.from_hole(p, f):
                a, b, c = self.jumps[n]
                longer = chain + (n,)
                out.append(longer)
                extend(p ^ a ^ b ^ c, c.bit_length() - 1, longer)

        for n in self.legal(pegs):
            a, b, c = self.jumps[n]
            out.append((n,))
            extend(pegs ^ a ^ b ^ c, c.bit_length() - 1, (n,))
        return out

    def move_of(self, chain: Sequence[int]) -> Move:
        if len(chain) == 1:
            return self.moves[chain[0]]
        holes = self.moves[chain[0]].holes + tuple(self.moves[n].end for n in chain[1:])
        return Move(holes)

    def step(self, pegs: int, holes: Sequence[str]) -> int:
        """The grid mask after the chain of jumps through `holes`; raises
        IllegalJumpError naming the first that cannot be made."""
        for x, y in zip(holes, holes[1:]):
            n = self.by_holes.get((x, y))
            if n is None:
                raise IllegalJumpError(f"{x}-{y} is not a jump of the {self.board.name} board",
                                       f"{x}-{y}")
            a, b, c = self.jumps[n]
            if not (pegs & a and pegs & b) or pegs & c:
                over = self.moves[n]
                raise IllegalJumpError(
                    f"{x}-{y} cannot be made here: it needs pegs on {x} and "
                    f"{_over_name(self, n)} and none on {over.end}", f"{x}-{y}")
            pegs ^= a | b | c
        return pegs


def _over_name(g: Grid, n: int) -> str:
    b = g.jumps[n][1]
    return g.board.holes[g.hole_at[b.bit_length() - 1]]


_grids: Dict[Board, Grid] = {}


def grid(board: Board) -> Grid:
    g: Optional[Grid] = _grids.get(board)
    if g is None:
        g = _grids[board] = Grid(board)
    return g
