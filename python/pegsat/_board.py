# SPDX-License-Identifier: GPL-3.0-or-later
"""Board: a value naming a board's holes, jumps and symmetries.

A built-in board is its name; a board read from a file is that file's exact
text and the path it was read from, each kept as data (never spliced into a
header): the name comes from the text's "name:" line or the path's stem, as
it did when the file was read, so a pickle, a repr or a worker process gets
the same board, name and SHA-256. The compiled handle is made again where it
is needed. The geometry that stepping through positions uses
(each hole's bit, each jump's three holes) is worked out once per board."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Tuple, Union

from . import _pegsat
from ._args import check_type

if TYPE_CHECKING:
    from ._position import Position

# The compiled boards by built-in name, made once per process: loading one
# reads no file, but building its tables costs more than a call.
_builtin_cores: Dict[str, _pegsat.Board] = {}
_builtin_names = frozenset(_pegsat.builtin_boards())
_builtin_geometries: Dict[str, "_Geometry"] = {}


def _builtin_core(name: str) -> _pegsat.Board:
    core = _builtin_cores.get(name)
    if core is None:
        core = _builtin_cores[name] = _pegsat.load_board(name)
    return core


def _coordinates(hole: str) -> Tuple[int, int]:
    """Bell's notation: a column letter from a, then a row number from 1."""
    letters = hole.rstrip("0123456789")
    return ord(letters) - ord("a"), int(hole[len(letters):]) - 1


class _Geometry:
    """What stepping needs, from the core's hole and jump lists: a jump
    "from-to" passes over the hole halfway between (the steps of every
    direction are one hole in column and row, docs/FORMATS.md)."""

    __slots__ = ("holes", "index", "bits", "jumps", "over", "all_mask")

    def __init__(self, core: _pegsat.Board):
        self.holes: Tuple[str, ...] = tuple(core.holes)
        self.index = {h: i for i, h in enumerate(self.holes)}
        self.all_mask = (1 << len(self.holes)) - 1
        at = {_coordinates(h): i for i, h in enumerate(self.holes)}
        # (name, from bit, over bit, to bit) in the core's jump order, and
        # (from index, to index) -> over index.
        self.jumps: List[Tuple[str, int, int, int]] = []
        self.over: Dict[Tuple[int, int], int] = {}
        for name in core.jumps:
            a, c = name.split("-")
            (xa, ya), (xc, yc) = _coordinates(a), _coordinates(c)
            i, k = self.index[a], self.index[c]
            j = at[((xa + xc) // 2, (ya + yc) // 2)]
            self.jumps.append((name, 1 << i, 1 << j, 1 << k))
            self.over[(i, k)] = j


class Board:
    """A board: its holes, jumps and symmetries, and its usual start.

    Board("english") is a built-in board (see boards()); an os.PathLike or any
    other name is a board file's path. Board.from_text reads a board file's
    text. Immutable, hashable, equal by value and picklable.
    """

    __slots__ = ("_name", "_text", "_file", "_builtin", "_core", "_geometry")
    _name: str
    _text: str
    _file: Optional[str]
    _builtin: bool
    _core: _pegsat.Board
    _geometry: Optional[_Geometry]

    def __init__(self, name_or_path: Union[str, "os.PathLike[str]"] = "english"):
        if not isinstance(name_or_path, (str, os.PathLike)):
            raise TypeError("Board() takes a built-in board's name or a board file's path, "
                            f"not {type(name_or_path).__name__}")
        if isinstance(name_or_path, str) and name_or_path in _builtin_names:
            self._set(_builtin_core(name_or_path), True)
        else:
            self._set(_pegsat.load_board(os.fspath(name_or_path)), False)

    def _set(self, core: _pegsat.Board, builtin: bool) -> None:
        set_ = object.__setattr__
        set_(self, "_core", core)
        set_(self, "_name", core.name)
        set_(self, "_text", core.text)
        set_(self, "_file", core.file)
        set_(self, "_builtin", builtin)
        set_(self, "_geometry", None)

    @classmethod
    def from_text(cls, text: str, file: str = "<text>") -> "Board":
        """The board of a board file's text; `file` names it in errors and
        gives it its name unless the text has a "name:" line."""
        check_type(text, str, "text")
        check_type(file, str, "file")
        board = object.__new__(cls)
        board._set(_pegsat.parse_board(text, file), False)
        return board

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"pegsat.Board is immutable: cannot set {name}")

    def __reduce__(self) -> Tuple[Any, ...]:
        if self._builtin:
            return (_board, (self._name, None))
        return (_board, (self._name, self._text, self._file))

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Board) and self._name == other._name
                and self._text == other._text)

    def __hash__(self) -> int:
        return hash((self._name, self._text))

    @property
    def name(self) -> str:
        return self._name

    @property
    def holes(self) -> Tuple[str, ...]:
        """Every hole's name, row by row."""
        return self._geo().holes

    @property
    def directions(self) -> int:
        """4 (orthogonal), 6 (triangular) or 8 (with diagonals)."""
        return self._core.directions

    @property
    def jumps(self) -> Tuple[str, ...]:
        """Every jump as "from-to", in the solvers' order."""
        return tuple(j[0] for j in self._geo().jumps)

    @property
    def symmetries(self) -> List[Dict[str, str]]:
        """Each symmetry as a dict hole -> image; the identity first."""
        holes = self.holes
        return [dict(zip(holes, image)) for image in self._core.symmetries]

    @property
    def usual_start(self) -> Tuple[str, ...]:
        """The holes empty at the usual start: ('d4',) on the English board."""
        return tuple(self._core.usual_start.split())

    @property
    def text(self) -> str:
        """The board as a board file."""
        return self._text

    def position(self, pegs: Union[str, List[str], Tuple[str, ...], None] = None, *,
                 empty: Union[str, List[str], Tuple[str, ...], None] = None) -> "Position":
        """A position: the holes holding `pegs`, or every hole but `empty`;
        the usual start without either."""
        from ._position import Position
        return Position(self, pegs, empty=empty)

    def _geo(self) -> _Geometry:
        if self._geometry is None:
            geo = _builtin_geometries.get(self._name) if self._builtin else None
            if geo is None:
                geo = _Geometry(self._core)
                if self._builtin:
                    _builtin_geometries[self._name] = geo
            object.__setattr__(self, "_geometry", geo)
        assert self._geometry is not None
        return self._geometry

    def __len__(self) -> int:
        return len(self._geo().holes)

    def __str__(self) -> str:
        """The usual start with Bell's coordinates."""
        return str(self.position())

    def __repr__(self) -> str:
        if self._builtin:
            return f"pegsat.Board({self._name!r})"
        return f"pegsat.Board.from_text({self._text!r}, {self._file!r})"

    def _repr_svg_(self) -> str:
        return _pegsat.draw_position(self._core, "")


def _board(name: str, text: Optional[str], file: Optional[str] = None) -> Board:
    """A board again from its pickle: a built-in one by name, another from
    its file's text and path, which must give the name it had."""
    if text is None:
        return Board(name)
    board = Board.from_text(text, name if file is None else file)
    if board._name != name:
        raise ValueError(f"the pickled board {name!r} comes back as {board._name!r}")
    return board


def boards() -> List[str]:
    """The names of the built-in boards."""
    return list(_pegsat.builtin_boards())
