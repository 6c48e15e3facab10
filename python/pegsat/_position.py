# SPDX-License-Identifier: GPL-3.0-or-later
"""Position: pegs on a board, a value that steps: its legal jumps, the
position after a jump or a move, and whether a finish can be reached.

A position is its board and a bit mask of the holes holding a peg (bit i is
board.holes[i]), so a step is three bit operations."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Tuple, Union

from ._args import Holes, check_type, hole_list
from ._board import Board, _coordinates
from ._errors import IllegalJumpError, InputError

if TYPE_CHECKING:
    from ._solution import Move


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
    _board: Board
    _mask: int

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

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"pegsat.Position is immutable: cannot set {name}")

    def __reduce__(self) -> Tuple[Any, ...]:
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

    def legal_jumps(self) -> Tuple["Move", ...]:
        """Every jump that can be made here, a Move of one jump, in the
        board's jump order: a peg on from and on the hole between, none on to."""
        from ._grid import grid
        g = grid(self._board)
        m = self._mask
        return tuple(g.moves[n] for n, (_, a, b, c) in enumerate(self._board._geo().jumps)
                     if m & a and m & b and not m & c)

    def legal_moves(self) -> Tuple["Move", ...]:
        """Every move that can be made here (Bell's measure): each chain of
        one or more jumps by one peg, the single jumps among them."""
        from ._grid import grid
        g = grid(self._board)
        return tuple(g.move_of(c) for c in g.chains(g.to_grid(self._mask)))

    def after(self, jump_or_move: Union[str, "Move"]) -> "Position":
        """The position after a jump ("d2-d4"), a chain of jumps by one peg
        ("d2-d4-f4"), or a Move. Raises IllegalJumpError (a ValueError)
        naming the jump that cannot be made here."""
        holes = _hole_chain(jump_or_move)
        geo = self._board._geo()
        m = self._mask
        for a, c in zip(holes, holes[1:]):
            i, k = geo.index.get(a), geo.index.get(c)
            j = geo.over.get((i, k)) if i is not None and k is not None else None
            if j is None or i is None or k is None:
                raise IllegalJumpError(f"{a}-{c} is not a jump of the {self._board.name} board",
                                       f"{a}-{c}")
            if not (m >> i & 1 and m >> j & 1) or m >> k & 1:
                raise IllegalJumpError(f"{a}-{c} cannot be made here: it needs pegs on {a} and "
                                       f"{geo.holes[j]} and none on {c}", f"{a}-{c}")
            m ^= (1 << i) | (1 << j) | (1 << k)
        return Position._of(self._board, m)

    def transform(self, symmetry: int) -> "Position":
        """The image of this position under the board's symmetry number
        `symmetry` (an index of board.symmetries; 0 is the identity)."""
        perms = _permutations(self._board)
        if isinstance(symmetry, bool) or not isinstance(symmetry, int):
            raise TypeError(f"symmetry must be an int, not {type(symmetry).__name__}")
        if not 0 <= symmetry < len(perms):
            raise ValueError(f"symmetry must be between 0 and {len(perms) - 1}, not {symmetry}")
        return Position._of(self._board, _image(perms[symmetry], self._mask))

    def canonical(self) -> "Position":
        """The representative of this position's class under the board's
        symmetries: the image whose peg mask (bit i for board.holes[i]) is
        the smallest, so that two positions are symmetric exactly when their
        canonical() are equal."""
        best = min(_image(p, self._mask) for p in _permutations(self._board))
        return Position._of(self._board, best)

    def notation(self) -> str:
        """The position in one line, as FEN writes a chess position: the
        board's name, a space, then its rows from row 1 down, separated by
        '/', each row its holes from column a across, 'o' a peg and '.' an
        empty hole (cells without a hole are left out). The English board's
        usual start is "english ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo".
        Position.from_notation reads it back."""
        rows = _rows(self._board)
        m = self._mask
        text = "/".join("".join("o" if m >> i & 1 else "." for i in row) for row in rows)
        return f"{self._board.name} {text}"

    @classmethod
    def from_notation(cls, text: str, board: Optional[Board] = None) -> "Position":
        """The position written by notation(): the board is `board` when
        given (a board file's board), else the built-in board the text names."""
        check_type(text, str, "text")
        parts = text.strip().rsplit(None, 1)
        if len(parts) != 2:
            raise InputError(f"text: a position is written 'BOARD ROWS', as "
                             f"'english ooo/ooo/...', not {text[:40]!r}", "text", 0)
        name, cells = parts
        if board is None:
            from . import _pegsat
            if name not in _pegsat.builtin_boards():
                message = f"'{name}' is not a built-in board; pass board="
                raise InputError(f"text: {message}", "text", 0, message)
            board = Board(name)
        check_type(board, Board, "board")
        if name != board.name:
            message = f"the text is about the {name} board, not the {board.name} board"
            raise InputError(f"text: {message}", "text", 0, message)
        rows = _rows(board)
        given = cells.split("/")
        if len(given) != len(rows):
            message = f"{len(given)} rows, the {board.name} board has {len(rows)}"
            raise InputError(f"text: {message}", "text", 0, message)
        mask = 0
        for y, (row, cell) in enumerate(zip(rows, given)):
            if len(cell) != len(row) or cell.strip("o."):
                message = (f"row {y + 1} must be {len(row)} cells of 'o' (a peg) or '.' "
                           f"(empty), not {cell!r}")
                raise InputError(f"text: {message}", "text", 0, message)
            for i, c in zip(row, cell):
                if c == "o":
                    mask |= 1 << i
        return cls._of(board, mask)

    def is_solvable(self, finish: Holes = None, **limits: Any) -> Optional[bool]:
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

    def __eq__(self, other: object) -> bool:
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


def _rows(board: Board) -> List[List[int]]:
    """The hole indices of each row, row 1 first, each from column a across."""
    by_row: Dict[int, List[Tuple[int, int]]] = {}
    for i, h in enumerate(board.holes):
        x, y = _coordinates(h)
        by_row.setdefault(y, []).append((x, i))
    top = max(by_row) if by_row else -1
    return [[i for _, i in sorted(by_row.get(y, []))] for y in range(top + 1)]


_perm_cache: Dict[Board, List[List[int]]] = {}


def _permutations(board: Board) -> List[List[int]]:
    """Each symmetry as the image index of every hole index."""
    perms = _perm_cache.get(board)
    if perms is None:
        index = board._geo().index
        perms = [[index[image[h]] for h in board.holes] for image in board.symmetries]
        _perm_cache[board] = perms
    return perms


def _image(perm: List[int], mask: int) -> int:
    out = 0
    while mask:
        low = mask & -mask
        out |= 1 << perm[low.bit_length() - 1]
        mask ^= low
    return out


def _hole_chain(jump_or_move: Union[str, "Move"]) -> Tuple[str, ...]:
    from ._solution import Move
    if isinstance(jump_or_move, Move):
        return jump_or_move.holes
    check_type(jump_or_move, str, "jump_or_move")
    holes = tuple(jump_or_move.strip().split("-"))
    if len(holes) < 2 or not all(holes):
        raise ValueError(f"a jump is written from-to ('d2-d4'), not {jump_or_move!r}")
    return holes
