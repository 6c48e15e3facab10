# SPDX-License-Identifier: GPL-3.0-or-later
"""Progress as events: each status line of a long call (the ones `pegsat
count` prints on standard error) as a Progress value with its phase, the
work done and the total (when the phase knows it) and the seconds since the
call began, so that a progress bar such as tqdm can follow it
(tqdm_progress)."""

from __future__ import annotations

import dataclasses
import re
import time
from typing import Any, Callable, Optional

# "layer 14: 612000/1050924 positions expanded, ...", "marking layer 9:
# 32/256 buckets, ...", "searching: 1048576 positions, ...", "forward level
# 7: 51233 positions", "counting: layer 3: 40/76 positions ...": the phase is
# what comes before the first ": " that a number follows, then the work done
# and, after a slash, the total.
_LINE = re.compile(r"(?P<phase>.*?): (?P<done>\d+)(?:/(?P<total>\d+))?(?!\S*\.)")


@dataclasses.dataclass(frozen=True)
class Progress:
    """One progress event of a long call: `phase` ("layer 14", "marking
    layer 9", "searching", "forward level 7"), the work `done` in it (positions,
    buckets), its `total` when known (None otherwise), the `seconds` since
    the call began and the status `line` itself, which str() gives, so that
    progress=print prints the lines."""

    phase: str
    done: int
    total: Optional[int]
    seconds: float
    line: str

    def __str__(self) -> str:
        return self.line


def parse(line: str, seconds: float) -> Progress:
    """The event of one status line; a line with no count is all phase."""
    m = _LINE.match(line)
    if not m:
        return Progress(line, 0, None, seconds, line)
    total = m.group("total")
    return Progress(m.group("phase"), int(m.group("done")), int(total) if total else None,
                    seconds, line)


def wrap(callback: Optional[Callable[[Progress], Any]]) -> Optional[Callable[[str], None]]:
    """What the core calls with each line: `callback` given its event, timed
    from now (the call's start)."""
    if callback is None:
        return None
    if not callable(callback):
        raise TypeError(f"progress must be callable or None, not {type(callback).__name__}")
    fn = callback
    t0 = time.monotonic()

    def on_line(line: str) -> None:
        fn(parse(line, time.monotonic() - t0))

    return on_line


def tqdm_progress(bar: Any) -> Callable[[Progress], None]:
    """A progress callback that drives `bar`, a tqdm bar (or any object
    with tqdm's total, n, reset(), set_description() and refresh()): each
    phase starts the bar again with its total, and each event sets how far
    it is, e.g. count(problem, progress=tqdm_progress(tqdm(unit="pos")))."""
    phase: Optional[str] = None

    def on_event(event: Progress) -> None:
        nonlocal phase
        if event.phase != phase:
            phase = event.phase
            bar.reset(total=event.total)
            bar.set_description(event.phase)
        bar.n = event.done
        bar.refresh()

    return on_event
