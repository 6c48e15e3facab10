"""Pictures: the SVG of any drawable value, as `pegsat draw` makes them."""

from __future__ import annotations

import re
from typing import List

from . import _pegsat
from ._args import check_type, count_arg

_GAP = 16  # pixels between pictures side by side


def _size(svg: str):
    root = re.search(r"<svg\b[^>]*>", svg).group(0)
    w = re.search(r'\bwidth="([\d.]+)', root)
    h = re.search(r'\bheight="([\d.]+)', root)
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


def draw(what, *, animate: bool = False, columns: int = 6) -> str:
    """The SVG picture of a Board (its usual start), a Position, a Problem
    (its start and its finish, side by side), or a Solution or SolveResult:
    a grid of boards, `columns` to a row, the start and the position after
    each move; with animate=True one board on which the pegs jump, in a loop."""
    from ._board import Board
    from ._position import Position
    from ._problem import Problem
    from ._results import SolveResult
    from ._solution import Solution
    check_type(animate, bool, "animate")
    count_arg(columns, "columns", 1, 1000)
    if isinstance(what, SolveResult):
        if what.solution is None:
            raise ValueError(f"no solution to draw: the result is {what.status.value}")
        what = what.solution
    if isinstance(what, Solution):
        return _pegsat.draw_solution(what.board._core, what.text, "", animate, columns)
    if not isinstance(what, (Board, Position, Problem)):
        raise TypeError(f"draw() takes a Board, Position, Problem, Solution or SolveResult, "
                        f"not {type(what).__name__}")
    if animate:
        raise ValueError("animate=True draws a solution; this is a "
                         f"{type(what).__name__}")
    return what._repr_svg_()
