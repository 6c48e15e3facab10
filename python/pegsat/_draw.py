# SPDX-License-Identifier: GPL-3.0-or-later
"""Pictures: the SVG of any drawable value, as `pegsat draw` makes them, as
an SVG object that Jupyter shows (_repr_svg_) and that is the SVG text
itself (a str). The options the C++ drawing does not take (a size, the
last jump's arrow, highlighted holes) are added to its SVG here, by the
hole centres it writes (each hole's name is a <text class="name"> at the
centre; docs/DRAW.md)."""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Dict, Iterable, List, Optional, Tuple, Union

from . import _pegsat
from ._args import check_type, count_arg

if TYPE_CHECKING:
    from ._board import Board
    from ._game import Game
    from ._position import Position
    from ._problem import Problem
    from ._results import SolveResult
    from ._solution import Move, Solution

_GAP = 16  # pixels between pictures side by side


class SVG(str):
    """An SVG document: a str (the SVG text, as `pegsat draw` writes it)
    that Jupyter and IPython show as the picture. `data` is the text;
    save(path) writes it."""

    @property
    def data(self) -> str:
        return str(self)

    def _repr_svg_(self) -> str:
        return str(self)

    def save(self, path: str) -> None:
        with open(path, "w", encoding="utf-8") as f:
            f.write(str(self))

    def __repr__(self) -> str:
        w, h = _size(self)
        return f"<pegsat.SVG {w:g}x{h:g}>"


def _size(svg: str) -> Tuple[float, float]:
    root = re.search(r"<svg\b[^>]*>", svg)
    if root is None:
        raise ValueError("not an SVG document")
    w = re.search(r'\bwidth="([\d.]+)', root.group(0))
    h = re.search(r'\bheight="([\d.]+)', root.group(0))
    if w is None or h is None:
        raise ValueError("an SVG document without width and height")
    return float(w.group(1)), float(h.group(1))


def side_by_side(svgs: List[str]) -> str:
    """One SVG showing each of `svgs` (whole SVG documents) left to right:
    each is kept whole as a nested <svg>, so its classes and data-hole
    attributes stay as `pegsat draw` wrote them."""
    sizes = [_size(s) for s in svgs]
    width = sum(w for w, _ in sizes) + _GAP * (len(svgs) - 1)
    height = max(h for _, h in sizes)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" '
             f'height="{height:g}" viewBox="0 0 {width:g} {height:g}">']
    x = 0.0
    for svg, (w, _) in zip(svgs, sizes):
        body = re.sub(r"^\s*<\?xml[^>]*>\s*", "", svg)
        body = re.sub(r"<svg\b", f'<svg x="{x:g}" y="0"', body, count=1)
        parts.append(body)
        x += w + _GAP
    parts.append("</svg>")
    return "\n".join(parts)


def _centres(svg: str) -> Dict[str, Tuple[float, float]]:
    """Each hole's centre in a one-board picture, from its name's <text>."""
    out: Dict[str, Tuple[float, float]] = {}
    for m in re.finditer(r'<text class="name[^"]*" x="([-\d.]+)" y="([-\d.]+)"[^>]*>([^<]+)</text>',
                         svg):
        out[m.group(3)] = (float(m.group(1)), float(m.group(2)))
    return out


def _unit(centres: Dict[str, Tuple[float, float]]) -> float:
    """The distance between neighbouring holes."""
    points = list(centres.values())
    best = math.inf
    for i, (x, y) in enumerate(points[:64]):
        for u, v in points[i + 1:]:
            d = math.hypot(u - x, v - y)
            if 0 < d < best:
                best = d
    return 20.0 if best == math.inf else best


def _decorate(svg: str, last_jump: Optional[Tuple[str, ...]], highlight: Tuple[str, ...]) -> str:
    if last_jump is None and not highlight:
        return svg
    centres = _centres(svg)
    unit = _unit(centres)
    parts = []
    for hole in highlight:
        if hole not in centres:
            raise ValueError(f"highlight: '{hole}' is not a hole of the board drawn")
        x, y = centres[hole]
        parts.append(f'<circle class="highlight" data-hole="{hole}" cx="{x:g}" cy="{y:g}" '
                     f'r="{0.46 * unit:g}" fill="none" stroke="#2e7d32" '
                     f'stroke-width="{max(2.0, 0.08 * unit):g}"/>')
    if last_jump is not None:
        for hole in last_jump:
            if hole not in centres:
                raise ValueError(f"last_jump: '{hole}' is not a hole of the board drawn")
        points = [centres[h] for h in last_jump]
        # The last leg stops short of the landing peg's centre, so that the
        # arrowhead sits on its rim, as `pegsat draw` draws a solution's moves.
        (px, py), (qx, qy) = points[-2], points[-1]
        points[-1] = (qx + (px - qx) * 0.15, qy + (py - qy) * 0.15)
        d = " ".join(f"{'M' if i == 0 else 'L'}{x:g} {y:g}" for i, (x, y) in enumerate(points))
        width = 0.16 * unit
        parts.append(f'<path class="halo" d="{d}" stroke-width="{width + 3:g}"/>')
        parts.append(f'<path class="arrow" d="{d}" stroke-width="{width:g}" '
                     f'marker-end="url(#arrowhead)"/>')
    end = svg.rfind("</svg>")
    return svg[:end] + "\n".join(parts) + "\n" + svg[end:]


def _resize(svg: str, size: Optional[float]) -> str:
    if size is None:
        return svg
    if isinstance(size, bool) or not isinstance(size, (int, float)) or not 0 < size < 1e5:
        raise ValueError(f"size must be a number of pixels above 0, not {size!r}")
    w, h = _size(svg)
    scale = size / max(w, h)
    root = re.search(r"<svg\b[^>]*>", svg)
    assert root is not None
    head = root.group(0)
    head = re.sub(r'\bwidth="[\d.]+"', f'width="{w * scale:.6g}"', head, count=1)
    head = re.sub(r'\bheight="[\d.]+"', f'height="{h * scale:.6g}"', head, count=1)
    if "viewBox" not in head:
        head = head[:-1] + f' viewBox="0 0 {w:g} {h:g}">'
    return svg[:root.start()] + head + svg[root.end():]


def draw(what: Union["Board", "Position", "Problem", "Solution", "SolveResult", "Game"], *,
         animate: bool = False, columns: int = 6, size: Optional[float] = None,
         last_jump: Union["Move", str, None] = None,
         highlight: Union[str, Iterable[str], None] = None) -> SVG:
    """The SVG picture of a Board (its usual start), a Position, a Game (its
    position, with its last move's arrow), a Problem (its start and its
    finish, side by side), or a Solution or SolveResult: a grid of boards,
    `columns` to a row, the start and the position after each move; with
    animate=True one board on which the pegs jump, in a loop.

    size: the picture's larger side in pixels (it scales; default as
    `pegsat draw`). For one board (a Board, Position or Game): last_jump,
    a Move or "d2-d4-f4" drawn as an arrow, and highlight, holes ringed."""
    from ._board import Board
    from ._game import Game
    from ._position import Position
    from ._problem import Problem
    from ._results import SolveResult
    from ._solution import Move, Solution
    check_type(animate, bool, "animate")
    count_arg(columns, "columns", 1, 1000)
    holes: Tuple[str, ...] = ()
    if highlight is not None:
        holes = tuple(highlight.replace(",", " ").split() if isinstance(highlight, str)
                      else highlight)
        for h in holes:
            check_type(h, str, "each hole of highlight")
    chain: Optional[Tuple[str, ...]] = None
    if last_jump is not None:
        chain = (last_jump if isinstance(last_jump, Move) else Move(last_jump)).holes
    if isinstance(what, Game):
        if chain is None and what.move_stack:
            chain = what.peek().holes
        what = what.position
    if isinstance(what, SolveResult):
        if what.solution is None:
            raise ValueError(f"no solution to draw: the result is {what.status.value}")
        what = what.solution
    one_board = isinstance(what, (Board, Position)) and not animate
    if (chain is not None or holes) and not one_board:
        raise ValueError("last_jump and highlight mark one board: a Board, Position or Game")
    if isinstance(what, Solution):
        svg = _pegsat.draw_solution(what.board._core, what.text, "", animate, columns)
    elif not isinstance(what, (Board, Position, Problem)):
        raise TypeError(f"draw() takes a Board, Position, Game, Problem, Solution or "
                        f"SolveResult, not {type(what).__name__}")
    elif animate:
        raise ValueError("animate=True draws a solution; this is a "
                         f"{type(what).__name__}")
    else:
        svg = what._repr_svg_()
    return SVG(_resize(_decorate(svg, chain, holes), size))
