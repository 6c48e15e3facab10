# SPDX-License-Identifier: GPL-3.0-or-later
"""pegsat's exceptions: PegsatError, a ValueError, over InputError (input
that cannot be read) and IllegalJumpError (a jump or move that cannot be
made). A limit (timeout, max_memory) is never an exception: the result's
status says UNKNOWN and its reason names the limit."""

from __future__ import annotations

from typing import Any, Tuple


class PegsatError(ValueError):
    """The base of the exceptions pegsat raises for bad input (a
    ValueError, so that `except ValueError` still catches them)."""


class InputError(PegsatError):
    """Input that cannot be read: a board or solution text, a hole, a file.

    str() is "file:line: message"; the parts are the attributes `file`
    (empty for an argument), `line` (0 when about the whole input) and
    `message`. The compiled core raises it too (python/src/module.cpp finds
    it as pegsat.InputError).
    """

    def __init__(self, text: str, file: str = "", line: int = 0, message: str = ""):
        super().__init__(text)
        self.file = file
        self.line = line
        self.message = message or text

    def __reduce__(self) -> Tuple[Any, ...]:
        return (type(self), (str(self), self.file, self.line, self.message))


class IllegalJumpError(PegsatError):
    """A jump or move that cannot be made in a position: not a jump of the
    board, or the pegs are not there. `jump` is the jump "from-to"."""

    def __init__(self, text: str, jump: str = ""):
        super().__init__(text)
        self.jump = jump

    def __reduce__(self) -> Tuple[Any, ...]:
        return (type(self), (str(self), self.jump))
