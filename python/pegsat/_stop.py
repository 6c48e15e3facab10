# SPDX-License-Identifier: GPL-3.0-or-later
"""Stopping a call from elsewhere: a Stop handle that another thread sets,
and run_async, which runs a call in a worker thread for asyncio and stops
the C++ work when the awaiting task is cancelled."""

from __future__ import annotations

import asyncio
import functools
from typing import Any, Callable, Optional, TypeVar

from . import _pegsat

T = TypeVar("T")


class Stop:
    """A stop request for the long calls (solve, count, verify and its
    forms, verify_certificate, certify): pass it as stop=, and set() from any
    thread ends every call running with it as a time limit would, with
    status UNKNOWN and the reason "interrupted", within milliseconds on the
    native searches. It stays set, stopping later calls at once, until
    clear()."""

    __slots__ = ("_core",)

    def __init__(self) -> None:
        self._core = _pegsat.StopHandle()

    def set(self) -> None:
        self._core.set()

    def clear(self) -> None:
        self._core.clear()

    def is_set(self) -> bool:
        return self._core.is_set()

    def __repr__(self) -> str:
        return f"<pegsat.Stop {'set' if self.is_set() else 'clear'}>"


def core(stop: Optional[Stop]) -> Any:
    """The handle the compiled core takes, None for none."""
    if stop is None:
        return None
    if not isinstance(stop, Stop):
        raise TypeError(f"stop must be a pegsat.Stop or None, not {type(stop).__name__}")
    return stop._core


async def run_async(call: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """`await run_async(pegsat.count, problem, timeout=60)`: the call in the
    event loop's default executor (the GIL is released, so the loop runs on).
    Cancelling the awaiting task stops the C++ work through a Stop (the
    caller's stop=, or one of its own) and waits for it to end before the
    CancelledError goes on, so that no work runs on behind the caller's back."""
    stop = kwargs.get("stop")
    if stop is None:
        stop = kwargs["stop"] = Stop()
    loop = asyncio.get_running_loop()
    future = loop.run_in_executor(None, functools.partial(call, *args, **kwargs))
    try:
        return await asyncio.shield(future)
    except asyncio.CancelledError:
        stop.set()
        await asyncio.wait([future])
        raise
