# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks of the arguments every call takes, so that a wrong type or value
is a TypeError or ValueError naming the argument before the core sees it,
and the one reader of files given as paths."""

from __future__ import annotations

import os
import stat
from typing import Any, Callable, List, Optional, Sequence, Tuple, Union

from ._errors import InputError

Holes = Union[str, Sequence[str], None]
Path = "os.PathLike[str]"

# A GiB, the unit of max_memory here as of `--max-memory` on the command line.
GIB = 1 << 30


def _physical_memory() -> int:
    try:
        return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError):
        return 0


# The default max_memory of solve() and count(), in GiB: 3/4 of the
# machine's memory, as `--max-memory` defaults on the command line
# (src/cli/common.cpp), so that a notebook's count stops with status
# UNKNOWN before the kernel's OOM killer ends the kernel. None: no limit.
DEFAULT_MAX_MEMORY: Optional[float] = (_physical_memory() // 4 * 3 / GIB) or None


def check_type(value: object, types: Union[type, Tuple[type, ...]], what: str) -> None:
    if not isinstance(value, types):
        names = " or ".join(t.__name__ for t in (types if isinstance(types, tuple) else (types,)))
        raise TypeError(f"{what} must be {names}, not {type(value).__name__}")


def hole_list(holes: Holes, what: str) -> str:
    """A hole list as the C++ API reads it: names separated by spaces."""
    if holes is None:
        return ""
    if isinstance(holes, str):
        return holes
    if isinstance(holes, (list, tuple, set, frozenset)):
        for h in holes:
            check_type(h, str, f"each hole of {what}")
        return " ".join(holes)
    raise TypeError(f"{what} must be a hole name, a list of them or None, "
                    f"not {type(holes).__name__}")


def seconds(timeout: Optional[float], what: str = "timeout") -> float:
    """Seconds as the core takes them: 0.0 for None (no limit)."""
    if timeout is None:
        return 0.0
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)):
        raise TypeError(f"{what} must be a number of seconds or None, not {type(timeout).__name__}")
    if not timeout > 0 or timeout == float("inf"):
        raise ValueError(f"{what} must be a positive number of seconds or None, not {timeout!r}")
    return float(timeout)


def count_arg(value: object, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{what} must be an int, not {type(value).__name__}")
    if not low <= value <= high:
        raise ValueError(f"{what} must be between {low} and {high}, not {value}")
    return value


def memory_bytes(max_memory: Optional[float]) -> int:
    """max_memory in GiB (as `--max-memory`), as the bytes the core takes; 0
    for None (no limit)."""
    if max_memory is None:
        return 0
    if isinstance(max_memory, bool) or not isinstance(max_memory, (int, float)):
        raise TypeError(f"max_memory must be a number of GiB or None, "
                        f"not {type(max_memory).__name__}")
    if not 0 < max_memory < 2**33:
        raise ValueError(f"max_memory must be a positive number of GiB or None, not {max_memory!r}")
    return max(1, int(max_memory * GIB))


def threads(value: object) -> int:
    return count_arg(value, "threads", 0, 4096)


def roots(value: Any) -> List[str]:
    """Folders a checked file may read from, as strings for the core."""
    if value is None:
        return []
    if isinstance(value, (str, os.PathLike)):
        value = [value]
    if not isinstance(value, (list, tuple)):
        raise TypeError(f"roots must be a path or a list of paths, not {type(value).__name__}")
    out = []
    for r in value:
        check_type(r, (str, os.PathLike), "each root")
        out.append(os.fspath(r))
    return out


# The largest file read: the C++ readers' own limit for solution files
# (peg/solution_file.hpp), far above any real solution, plan or PDDL problem.
MAX_FILE_BYTES = 16 << 20


def read_file(path: Union[str, "os.PathLike[str]"]) -> Tuple[str, str]:
    """(text, file name) of a file. It is opened without blocking (a FIFO
    would wait for a writer) and read only if it is a regular file within the
    size limit."""
    name = os.fspath(path)

    def fail(message: str) -> InputError:
        return InputError(f"{name}: {message}", name, 0, message)

    try:
        fd = os.open(name, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as e:
        raise fail(e.strerror) from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise fail("not a regular file")
        if st.st_size > MAX_FILE_BYTES:
            raise fail(f"larger than {MAX_FILE_BYTES} bytes")
        data = os.read(fd, MAX_FILE_BYTES + 1)
    finally:
        os.close(fd)
    if len(data) > MAX_FILE_BYTES:
        raise fail(f"larger than {MAX_FILE_BYTES} bytes")
    return data.decode("utf-8", errors="replace"), name


def text_or_path(value: object, what: str) -> Tuple[str, str]:
    """(text, file name): an os.PathLike is a file to read, a str is the
    text itself (one line or many: never a path, so that a one-line solution
    is not mistaken for a file name)."""
    if isinstance(value, os.PathLike):
        return read_file(value)
    if isinstance(value, bytes):
        raise TypeError(f"{what} must be a str (the text) or an os.PathLike (a file), not bytes")
    if not isinstance(value, str):
        raise TypeError(f"{what} must be str, not {type(value).__name__}")
    return value, ""
