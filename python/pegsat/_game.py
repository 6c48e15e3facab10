# SPDX-License-Identifier: GPL-3.0-or-later
"""Game: a problem played move by move, as python-chess plays a chess game:
push() and pop(), the move stack, the legal moves and jumps, whether the
game is over and how it ended (an Outcome: won, or stuck with no jump left).

A game is mutable, as a chess board is; its positions are Position values.
It steps on a grid bitboard (pegsat/_grid.py), so that a push or a pop is a
few integer operations and the legal jumps of a position are found with a
few shifts per direction instead of a test per jump."""

from __future__ import annotations

import dataclasses
import enum
from typing import List, Optional, Tuple, Union

from ._args import check_type
from ._grid import Grid, grid
from ._position import Position
from ._problem import Problem
from ._solution import Move, Solution


class Termination(enum.Enum):
    """How a game ended: WON on the problem's finish, STUCK with no jump
    left elsewhere."""

    WON = "won"
    STUCK = "stuck"


@dataclasses.dataclass(frozen=True)
class Outcome:
    """The end of a game: how it ended, the pegs left and the moves made
    (Bell's measure: a chain of jumps by one peg is one move)."""

    termination: Termination
    pegs: int
    moves: int

    @property
    def won(self) -> bool:
        return self.termination is Termination.WON


class Game:
    """A problem played move by move: Game(problem) starts at the problem's
    start; push(move) makes a move (a Move, "d2-d4" or a chain "d2-d4-f4"),
    pop() takes the last one back; move_stack lists the moves made;
    legal_jumps and legal_moves (chains, Bell's measure) what can be made
    now; is_over() and outcome() how it stands. position is the current
    Position; solution() the moves made as a Solution."""

    __slots__ = ("_problem", "_grid", "_pegs", "_finish", "_stack", "_masks")

    def __init__(self, problem: Optional[Problem] = None):
        problem = Problem() if problem is None else problem
        check_type(problem, Problem, "problem")
        g = grid(problem.board)
        self._problem = problem
        self._grid: Grid = g
        self._pegs = g.to_grid(problem.start_position()._mask)
        self._finish = g.to_grid(problem.finish_position()._mask)
        self._stack: List[Move] = []
        self._masks: List[int] = []

    @property
    def problem(self) -> Problem:
        return self._problem

    @property
    def position(self) -> Position:
        """The position now."""
        return Position._of(self._problem.board, self._grid.from_grid(self._pegs))

    @property
    def move_stack(self) -> List[Move]:
        """The moves made, the first first (a copy)."""
        return list(self._stack)

    @property
    def legal_jumps(self) -> Tuple[Move, ...]:
        """The jumps that can be made now, each a Move of one jump."""
        g = self._grid
        moves = g.moves
        return tuple([moves[n] for n in g.legal(self._pegs)])

    @property
    def legal_moves(self) -> Tuple[Move, ...]:
        """The moves that can be made now (Bell's measure): every chain of one
        or more jumps by one peg."""
        g = self._grid
        return tuple(g.move_of(c) for c in g.chains(self._pegs))

    def push(self, move: Union[Move, str]) -> None:
        """Makes `move`: a Move, a jump "d2-d4" or a chain "d2-d4-f4".
        Raises IllegalJumpError (a ValueError) if it cannot be made, leaving
        the game as it was."""
        if not isinstance(move, Move):
            move = Move(move)
        holes = move._holes
        g = self._grid
        pegs = self._pegs
        if len(holes) == 2:
            n = g.by_holes.get(holes)
            if n is not None:
                a, b, c = g.jumps[n]
                if pegs & a and pegs & b and not pegs & c:
                    self._masks.append(pegs)
                    self._stack.append(move)
                    self._pegs = pegs ^ (a | b | c)
                    return
        after = g.step(pegs, holes)  # raises, naming the jump
        self._masks.append(pegs)
        self._stack.append(move)
        self._pegs = after

    def pop(self) -> Move:
        """Takes the last move back and returns it; IndexError when no move
        has been made."""
        move = self._stack.pop()
        self._pegs = self._masks.pop()
        return move

    def peek(self) -> Move:
        """The last move made; IndexError when none has been made."""
        return self._stack[-1]

    def is_over(self) -> bool:
        """Whether no jump can be made."""
        return not self._grid.legal(self._pegs)

    def is_won(self) -> bool:
        """Whether the pegs are on exactly the problem's finish."""
        return self._pegs == self._finish

    def outcome(self) -> Optional[Outcome]:
        """How the game ended: None while a jump can be made."""
        if not self.is_over():
            return None
        return Outcome(Termination.WON if self._pegs == self._finish else Termination.STUCK,
                       bin(self._pegs).count("1"), self.moves())

    def moves(self) -> int:
        """The moves made, by Bell's measure: a jump that continues the last
        move's peg joins that move, however it was pushed."""
        n = 0
        end = None
        for m in self._stack:
            if m.start != end:
                n += 1
            end = m.end
        return n

    def solution(self) -> Solution:
        """The moves made as a Solution of the problem."""
        return Solution.from_moves(self._problem, self._stack)

    def reset(self) -> None:
        """Back to the start, with no move made."""
        if self._masks:
            self._pegs = self._masks[0]
        self._stack.clear()
        self._masks.clear()

    def copy(self) -> "Game":
        other = Game.__new__(Game)
        other._problem = self._problem
        other._grid = self._grid
        other._pegs = self._pegs
        other._finish = self._finish
        other._stack = list(self._stack)
        other._masks = list(self._masks)
        return other

    def __len__(self) -> int:
        """The number of pegs now."""
        return bin(self._pegs).count("1")

    def __str__(self) -> str:
        return str(self.position)

    def __repr__(self) -> str:
        return f"<pegsat.Game {self.position.notation()!r} after {len(self._stack)} pushes>"
