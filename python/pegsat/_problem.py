# SPDX-License-Identifier: GPL-3.0-or-later
"""Problem: from a start to a finish on a board, a value."""

from __future__ import annotations

import os
from typing import Any, Optional, Tuple, Union

from . import _pegsat
from ._args import Holes, check_type, hole_list
from ._board import Board
from ._position import Position


class Problem:
    """From a start to a finish on a board.

    `start` names the holes empty at the start (default: the board's usual
    start), `finish` the holes holding a peg at the end (default: the
    start's vacancies), as `pegsat solve --start --finish` reads them: a name,
    a list of names, or names separated by spaces or commas. Immutable,
    hashable, equal by value and picklable.
    """

    __slots__ = ("_board", "_start", "_finish", "_core")
    _board: Board
    _start: Optional[Tuple[str, ...]]
    _finish: Optional[Tuple[str, ...]]
    _core: _pegsat.Problem

    def __init__(self, board: Union[Board, str, "os.PathLike[str]"] = "english",
                 start: Holes = None, finish: Holes = None):
        if type(board) is not Board:  # the common case first: no ABC check
            if isinstance(board, (str, os.PathLike)):
                board = Board(board)
            check_type(board, Board, "board")
        core = _pegsat.make_problem(board._core,
                                    start if type(start) is str else hole_list(start, "start"),
                                    finish if type(finish) is str else hole_list(finish, "finish"))
        set_ = object.__setattr__
        set_(self, "_board", board)
        set_(self, "_core", core)
        # The core names the holes when asked: a loop of small solves never asks.
        set_(self, "_start", None)
        set_(self, "_finish", None)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"pegsat.Problem is immutable: cannot set {name}")

    def __reduce__(self) -> Tuple[Any, ...]:
        return (Problem, (self._board, " ".join(self.start), " ".join(self.finish)))

    @property
    def board(self) -> Board:
        return self._board

    @property
    def start(self) -> Tuple[str, ...]:
        """The holes empty at the start."""
        if self._start is None:
            object.__setattr__(self, "_start", tuple(self._core.start.split()))
        assert self._start is not None
        return self._start

    @property
    def finish(self) -> Tuple[str, ...]:
        """The holes holding a peg at the end."""
        if self._finish is None:
            object.__setattr__(self, "_finish", tuple(self._core.finish.split()))
        assert self._finish is not None
        return self._finish

    @property
    def jumps(self) -> int:
        """The number of jumps every solution makes."""
        return self._core.jumps

    def start_position(self) -> Position:
        return Position(self._board, empty=self.start)

    def finish_position(self) -> Position:
        return Position(self._board, self.finish)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Problem) and self._board == other._board
                and self.start == other.start and self.finish == other.finish)

    def __hash__(self) -> int:
        return hash((self._board, self.start, self.finish))

    def __repr__(self) -> str:
        return (f"pegsat.Problem({self._board!r}, start={' '.join(self.start)!r}, "
                f"finish={' '.join(self.finish)!r})")

    def _repr_svg_(self) -> str:
        from ._draw import side_by_side
        return side_by_side([self.start_position()._repr_svg_(),
                             self.finish_position()._repr_svg_()])
