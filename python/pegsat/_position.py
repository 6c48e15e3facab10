"""Position: pegs on a board, a value that steps: its legal jumps, the
position after a jump or a move, and whether a finish can be reached.

A position is its board and a bit mask of the holes holding a peg (bit i is
board.holes[i]), so a step is three bit operations."""

from __future__ import annotations

import re
from typing import Optional, Tuple

from ._args import Holes, check_type, hole_list
from ._board import Board, _coordinates
from ._errors import InputError


def _names_to_mask(board: Board, holes: Holes, what: str) -> int:
    index = board._geo().index
    mask = 0
    for h in hole_list(holes, what).replace(",", " ").split():
        i = index.get(h)
        if i is None:
            message = f"'{h}' is not a hole of the {board.name} board"
            raise InputError(f"{what}: {message}", what, 0, message)
        mask |= 1 << i
    return mask


def _mask_to_names(board: Board, mask: int) -> Tuple[str, ...]:
    return tuple(h for i, h in enumerate(board._geo().holes) if mask >> i & 1)


class Position:
    """Pegs on a board: Position(board, pegs) names the holes holding a
    peg, Position(board, empty=...) the holes without; neither is the usual
    start. Prints as the board with Bell's coordinates ('o' a peg, '.' an
    empty hole), which Position.from_text reads back. Immutable, hashable,
    equal by value and picklable."""

    __slots__ = ("_board", "_mask")

    def __init__(self, board: Board, pegs: Holes = None, *, empty: Holes = None):
        check_type(board, Board, "board")
        if pegs is not None and empty is not None:
            raise ValueError("give pegs or empty, not both")
        if pegs is not None:
            mask = _names_to_mask(board, pegs, "pegs")
        else:
            vacant = board.usual_start if empty is None else empty
            mask = board._geo().all_mask & ~_names_to_mask(board, vacant, "empty")
        object.__setattr__(self, "_board", board)
        object.__setattr__(self, "_mask", mask)

    @classmethod
    def _of(cls, board: Board, mask: int) -> "Position":
        p = object.__new__(cls)
        object.__setattr__(p, "_board", board)
        object.__setattr__(p, "_mask", mask)
        return p

    @classmethod
    def from_text(cls, text: str, board: Optional[Board] = None) -> "Position":
        """The position drawn in `text` on `board` (default English): either
        as str(position) prints it (column letters across, row numbers down,
        cells one space apart) or as the grid of a board file (one character
        a cell). 'o' is a peg, '.' an empty hole, ' ' or '-' no hole."""
        check_type(text, str, "text")
        board = Board("english") if board is None else board
        check_type(board, Board, "board")
        lines = [line.rstrip() for line in text.splitlines()]
        while lines and not lines[0].strip():
            lines.pop(0)
        while lines and not lines[-1].strip():
            lines.pop()
        rows = []
        if lines and re.fullmatch(r"\s*a( [b-z])*", lines[0]):
            for line in lines[1:]:
                m = re.match(r"\s*\d+ ?", line)
                if not m:
                    raise InputError(f"text: a row of cells after the letters must start "
                                     f"with its number: {line[:40]!r}", "text", 0)
                rows.append(line[m.end():][::2])
        else:
            rows = lines
        at = {_coordinates(h): h for h in board.holes}
        pegs = []
        seen = set()
        for y, row in enumerate(rows):
            for x, cell in enumerate(row):
                hole = at.get((x, y))
                if cell in "o.":
                    if hole is None:
                        message = (f"a cell at column {chr(ord('a') + x)}, row {y + 1} "
                                   f"is not a hole of the {board.name} board")
                        raise InputError(f"text: {message}", "text", 0, message)
                    seen.add(hole)
                    if cell == "o":
                        pegs.append(hole)
                elif cell not in " -":
                    message = f"{cell!r} is not a cell ('o', '.', ' ' or '-')"
                    raise InputError(f"text: {message}", "text", 0, message)
        missing = [h for h in board.holes if h not in seen]
        if missing:
            message = f"holes of the {board.name} board not drawn: {' '.join(missing[:8])}"
            raise InputError(f"text: {message}", "text", 0, message)
        return cls(board, pegs)

    def __setattr__(self, name, value):
        raise AttributeError(f"pegsat.Position is immutable: cannot set {name}")

    def __reduce__(self):
        return (Position._of, (self._board, self._mask))

    @property
    def board(self) -> Board:
        return self._board

    @property
    def pegs(self) -> Tuple[str, ...]:
        """The holes holding a peg, in the board's order."""
        return _mask_to_names(self._board, self._mask)

    @property
    def empty(self) -> Tuple[str, ...]:
        """The holes without a peg, in the board's order."""
        return _mask_to_names(self._board, self._board._geo().all_mask & ~self._mask)

    def __len__(self) -> int:
        """The number of pegs."""
        return bin(self._mask).count("1")

    def __contains__(self, hole: str) -> bool:
        """Whether `hole` holds a peg."""
        i = self._board._geo().index.get(hole)
        return i is not None and bool(self._mask >> i & 1)

    def legal_jumps(self) -> Tuple[str, ...]:
        """Every jump that can be made here, "from-to", in the board's jump
        order: a peg on from and on the hole between, none on to."""
        m = self._mask
        return tuple(name for name, a, b, c in self._board._geo().jumps
                     if m & a and m & b and not m & c)

    def after(self, jump_or_move) -> "Position":
        """The position after a jump ("d2-d4"), a chain of jumps by one peg
        ("d2-d4-f4"), or a Move. Raises ValueError naming the jump that
        cannot be made here."""
        holes = _hole_chain(jump_or_move)
        geo = self._board._geo()
        m = self._mask
        for a, c in zip(holes, holes[1:]):
            i, k = geo.index.get(a), geo.index.get(c)
            j = geo.over.get((i, k)) if i is not None and k is not None else None
            if j is None:
                raise ValueError(f"{a}-{c} is not a jump of the {self._board.name} board")
            if not (m >> i & 1 and m >> j & 1) or m >> k & 1:
                raise ValueError(f"{a}-{c} cannot be made here: it needs pegs on {a} and "
                                 f"{geo.holes[j]} and none on {c}")
            m ^= (1 << i) | (1 << j) | (1 << k)
        return Position._of(self._board, m)

    def is_solvable(self, finish: Holes = None, **limits) -> Optional[bool]:
        """Whether the pegs here can end on exactly the holes `finish`
        (default: the board's usual start, as a problem's default finish):
        True or False, or None when a limit (timeout=, max_memory=, as
        solve() takes them) stopped the search first."""
        from ._calls import solve
        from ._problem import Problem
        from ._results import Status
        finish = self._board.usual_start if finish is None else finish
        target = _names_to_mask(self._board, finish, "finish")
        pegs, ends = len(self), bin(target).count("1")
        if pegs < ends or ends == 0:
            return False
        if pegs == ends:
            return self._mask == target
        status = solve(Problem(self._board, self.empty, finish), **limits).status
        return None if status is Status.UNKNOWN else status is Status.SOLVED

    def __eq__(self, other) -> bool:
        return (isinstance(other, Position) and self._mask == other._mask
                and self._board == other._board)

    def __hash__(self) -> int:
        return hash((self._board, self._mask))

    def __str__(self) -> str:
        """The board drawn in text with Bell's coordinates: column letters
        across, row numbers down, 'o' a peg, '.' an empty hole."""
        geo = self._board._geo()
        cells = {_coordinates(h): i for i, h in enumerate(geo.holes)}
        width = max(x for x, _ in cells) + 1
        height = max(y for _, y in cells) + 1
        lines = ["   " + " ".join(chr(ord("a") + x) for x in range(width))]
        for y in range(height):
            row = [("o" if self._mask >> cells[(x, y)] & 1 else ".") if (x, y) in cells else " "
                   for x in range(width)]
            lines.append(f"{y + 1:>2} " + " ".join(row).rstrip())
        return "\n".join(lines)

    def __repr__(self) -> str:
        pegs, empty = self.pegs, self.empty
        if len(empty) <= len(pegs):
            return f"pegsat.Position({self._board!r}, empty={' '.join(empty)!r})"
        return f"pegsat.Position({self._board!r}, {' '.join(pegs)!r})"

    def _repr_svg_(self) -> str:
        from . import _pegsat
        # An empty list means the usual start to the core: a board with no
        # peg is named by a hole list that the core reads as none.
        return _pegsat.draw_position(self._board._core, " ".join(self.pegs) or ",")


def _hole_chain(jump_or_move) -> Tuple[str, ...]:
    from ._solution import Move
    if isinstance(jump_or_move, Move):
        return jump_or_move.holes
    check_type(jump_or_move, str, "jump_or_move")
    holes = tuple(jump_or_move.strip().split("-"))
    if len(holes) < 2 or not all(holes):
        raise ValueError(f"a jump is written from-to ('d2-d4'), not {jump_or_move!r}")
    return holes
