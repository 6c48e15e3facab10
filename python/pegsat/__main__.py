# SPDX-License-Identifier: GPL-3.0-or-later
"""`python -m pegsat` and the `pegsat` console script: the pegsat command.

The command is the C++ program itself (src/cli), which a wheel carries in
pegsat/_bin beside the module and a build tree puts there too
(python/CMakeLists.txt); this replaces the Python process with it, so that
its output, exit status and signals are exactly the command's."""

from __future__ import annotations

import os
import sys
from typing import List, Optional


def command_path() -> str:
    """The pegsat command this package carries; FileNotFoundError if none."""
    from . import __path__ as folders
    for folder in folders:
        path = os.path.join(folder, "_bin", "pegsat")
        if os.access(path, os.X_OK):
            return path
    raise FileNotFoundError("this pegsat package carries no pegsat command (pegsat/_bin/pegsat)")


def main(argv: Optional[List[str]] = None) -> int:
    """Runs the pegsat command with `argv` (default: this process's
    arguments); does not return when the command starts."""
    args = sys.argv[1:] if argv is None else list(argv)
    try:
        path = command_path()
    except FileNotFoundError as e:
        print(f"pegsat: {e}", file=sys.stderr)
        return 2
    sys.stdout.flush()
    sys.stderr.flush()
    os.execv(path, ["pegsat", *args])
    return 0  # not reached: execv returns only by raising


if __name__ == "__main__":
    sys.exit(main())
