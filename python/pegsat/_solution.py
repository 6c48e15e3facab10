# SPDX-License-Identifier: GPL-3.0-or-later
"""Move and Solution: a solution as a sequence of moves that can be stepped
through, each move a chain of jumps by one peg (G. I. Bell's measure)."""

from __future__ import annotations

import os
from typing import (TYPE_CHECKING, Any, Dict, Iterable, Iterator, List, Optional, Sequence,
                    Tuple, Union, overload)

from . import _pegsat
from ._args import check_type, read_file
from ._board import Board
from ._errors import InputError
from ._position import Position

if TYPE_CHECKING:
    from ._problem import Problem
    from ._results import Verdict


class Move:
    """One move: a peg's chain of one or more jumps, written "d2-d4" or
    "d2-d4-f4" (Bell's notation). `holes` are the holes it visits, `jumps`
    its jumps "from-to". Immutable, hashable, equal by value, picklable."""

    __slots__ = ("_holes",)
    _holes: Tuple[str, ...]

    def __init__(self, text: Union[str, Sequence[str]]):
        if isinstance(text, str):
            holes = tuple(text.strip().split("-"))
        elif isinstance(text, (list, tuple)):
            holes = tuple(text)
        else:
            raise TypeError(f"Move() takes 'd2-d4-f4' or a list of holes, "
                            f"not {type(text).__name__}")
        if len(holes) < 2 or not all(isinstance(h, str) and h for h in holes):
            raise ValueError(f"a move is written from-to or from-to-to..., not {text!r}")
        object.__setattr__(self, "_holes", holes)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"pegsat.Move is immutable: cannot set {name}")

    def __reduce__(self) -> Tuple[Any, ...]:
        return (Move, (self._holes,))

    @property
    def holes(self) -> Tuple[str, ...]:
        return self._holes

    @property
    def jumps(self) -> Tuple[str, ...]:
        h = self._holes
        return tuple(f"{a}-{b}" for a, b in zip(h, h[1:]))

    @property
    def start(self) -> str:
        """The hole the peg leaves."""
        return self._holes[0]

    @property
    def end(self) -> str:
        """The hole the peg ends on."""
        return self._holes[-1]

    def __len__(self) -> int:
        """The number of jumps."""
        return len(self._holes) - 1

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Move) and self._holes == other._holes

    def __hash__(self) -> int:
        return hash(self._holes)

    def __str__(self) -> str:
        return "-".join(self._holes)

    def __repr__(self) -> str:
        return f"pegsat.Move({str(self)!r})"


def _header(line: str) -> Tuple[str, str]:
    key, _, value = line.partition(":")
    return key.strip().lower(), value.split("#")[0].strip()


def _parse(text: str) -> Tuple[Dict[str, str], Tuple[Move, ...]]:
    """The headers and moves of a solution file (docs/FORMATS.md): optional
    "board:", "start:", "finish:" and "moves:" lines, then the jumps or
    chains of jumps separated by blanks; '#' starts a comment."""
    headers: Dict[str, str] = {}
    moves: List[Move] = []
    for line in text.splitlines():
        body = line.split("#")[0].strip()
        if not body:
            continue
        if ":" in body and not moves:
            key, value = _header(body)
            headers[key] = value
            continue
        for token in body.split():
            move = Move(token)
            # A peg that jumps on from where the last jump left it makes
            # one move (Bell), however the file splits it.
            if moves and moves[-1].end == move.start:
                move = Move(moves[-1].holes + move.holes[1:])
                moves[-1] = move
            else:
                moves.append(move)
    return headers, tuple(moves)


class Solution:
    """A solution: a sequence of Move (len() is the number of moves; Bell's
    measure), from `start` to `finish` (Positions) on `board`, and its
    solution file `text`, which str() prints. positions() steps through it.
    Immutable, hashable, equal by value and picklable (a pickle holds the
    board and the text)."""

    __slots__ = ("_board", "_text", "_moves", "_start", "_finish_holes")
    _board: Board
    _text: str
    _moves: Optional[Tuple[Move, ...]]
    _start: Optional[Position]
    _finish_holes: Optional[str]

    def __init__(self, text: str, board: Optional[Board] = None):
        """The solution in a solution file's text; `board` if given, else
        its "board:" line (a built-in board; a board file needs `board`),
        else the English board. The text is read when its moves are first
        asked for, not checked: verify() checks."""
        check_type(text, str, "text")
        if board is None:
            headers, _ = _parse(text)
            name = headers.get("board", "english")
            if name not in _pegsat.builtin_boards():
                raise InputError(f"board: '{name}' is not a built-in board; pass board=",
                                 "", 0)
            board = Board(name)
        check_type(board, Board, "board")
        set_ = object.__setattr__
        set_(self, "_board", board)
        set_(self, "_text", text)
        set_(self, "_moves", None)
        set_(self, "_start", None)
        set_(self, "_finish_holes", None)

    def _read(self) -> None:
        """Its moves, start and finish, from the text: a solve that returns a
        solution pays for them only when they are used."""
        if self._moves is not None:
            return
        headers, moves = _parse(self._text)
        start = Position(self._board, empty=headers.get("start") or None)
        set_ = object.__setattr__
        set_(self, "_start", start)
        set_(self, "_finish_holes", headers.get("finish") or " ".join(start.empty))
        set_(self, "_moves", moves)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"pegsat.Solution is immutable: cannot set {name}")

    def __reduce__(self) -> Tuple[Any, ...]:
        return (Solution, (self._text, self._board))

    @property
    def board(self) -> Board:
        return self._board

    @property
    def text(self) -> str:
        """The solution file."""
        return self._text

    @property
    def moves(self) -> Tuple[Move, ...]:
        self._read()
        assert self._moves is not None
        return self._moves

    @property
    def jumps(self) -> Tuple[str, ...]:
        """Every jump, "from-to", in order."""
        return tuple(j for m in self.moves for j in m.jumps)

    @property
    def start(self) -> Position:
        self._read()
        assert self._start is not None
        return self._start

    @property
    def finish(self) -> Position:
        """The finish the file names (its "finish:" line, else the start's
        vacancies), which the last move must reach."""
        self._read()
        return Position(self._board, self._finish_holes or "")

    def positions(self) -> Tuple[Position, ...]:
        """The start, then the position after each move: len(solution) + 1
        positions, positions()[k] after k moves, positions()[-1] the
        finish. Raises IllegalJumpError at a move that cannot be made."""
        self._read()
        p = self.start
        out = [p]
        for m in self.moves:
            p = p.after(m)
            out.append(p)
        return tuple(out)

    @classmethod
    def from_file(cls, path: Union[str, "os.PathLike[str]"],
                  board: Optional[Board] = None) -> "Solution":
        """The solution in the solution file at `path` (a str is a path
        here); its board as Solution(text, board) finds it."""
        if not isinstance(path, (str, os.PathLike)):
            raise TypeError(f"path must be a str or os.PathLike, not {type(path).__name__}")
        text, _ = read_file(path)
        return cls(text, board)

    @classmethod
    def from_moves(cls, problem: "Problem",
                   moves: Iterable[Union[str, Move]]) -> "Solution":
        """The solution of `problem` made of `moves` (Moves or "d2-d4-f4"),
        replayed here: raises IllegalJumpError at the first that cannot be
        made. Whether it reaches the finish is verify()'s to say."""
        from ._problem import Problem
        check_type(problem, Problem, "problem")
        chain = [m if isinstance(m, Move) else Move(m) for m in moves]
        p = problem.start_position()
        for m in chain:
            p = p.after(m)
        board = problem.board
        head = f"board: {board.name}\n" if board._builtin else ""
        text = (f"{head}start: {' '.join(problem.start)}\nfinish: {' '.join(problem.finish)}\n"
                + " ".join(str(m) for m in chain) + "\n")
        return cls(text, board)

    def verify(self, **options: Any) -> "Verdict":
        """The independent verifier's verdict (always ok for a solution pegsat made)."""
        from ._calls import verify
        from ._results import Verdict
        v = verify(self, **options)
        assert isinstance(v, Verdict)
        return v

    def __len__(self) -> int:
        return len(self.moves)

    def __iter__(self) -> Iterator[Move]:
        return iter(self.moves)

    @overload
    def __getitem__(self, i: int) -> Move: ...

    @overload
    def __getitem__(self, i: slice) -> Tuple[Move, ...]: ...

    def __getitem__(self, i: Union[int, slice]) -> Union[Move, Tuple[Move, ...]]:
        return self.moves[i]

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Solution) and self._board == other._board
                and self.moves == other.moves and self.start == other.start
                and self.finish == other.finish)

    def __hash__(self) -> int:
        return hash((self._board, self.moves, self.start))

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"pegsat.Solution({self._text!r}, {self._board!r})"

    def _repr_svg_(self) -> str:
        return _pegsat.draw_solution(self._board._core, self._text, "", False, 6)

    def to_dict(self) -> Dict[str, Any]:
        """The keys of a solved `pegsat solve --json` that describe the solution."""
        return {"jumps": list(self.jumps), "moves": len(self), "solution": self._text}
