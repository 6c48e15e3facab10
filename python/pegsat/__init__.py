# SPDX-License-Identifier: GPL-3.0-or-later
"""pegsat from Python: peg solitaire boards, problems, positions and
solutions as values, solving, the fewest moves, exact counts, certificates
of "no solution", CNF for any SAT solver, and SVG pictures.

    >>> import pegsat
    >>> game = pegsat.Problem("english")                 # the central game
    >>> best = pegsat.solve(game, min_moves=True)
    >>> best.status, len(best.solution)
    (pegsat.Status.SOLVED, 18)
    >>> for move, position in zip(best.solution, best.solution.positions()):
    ...     print(move, len(position), position.legal_jumps()[:3])
    >>> pegsat.count(game).solutions
    40861647040079968

Holes are named as in G. I. Bell's notation ("d4"); a jump is "d2-d4", a
move (a chain of jumps by one peg) "d2-d4-f4". Statuses are pegsat.Status,
whose values are the words of `--json`. Boards, problems, positions,
solutions, moves and results are immutable values: equal by value,
hashable, picklable (multiprocessing works), with a repr that evaluates and
to_dict() giving the `--json` keys. Input that cannot be read raises
InputError (with the file and line), a jump that cannot be made
IllegalJumpError, both under PegsatError, a ValueError; a limit is a
status (UNKNOWN), never an exception; arguments of the wrong type raise
TypeError. Game plays a problem move by move, as python-chess plays chess. max_memory is in GiB everywhere, as `--max-memory`.
Long calls report progress as Progress events (tqdm_progress drives a tqdm
bar) and stop when a Stop handle passed to them is set; run_async awaits
one from asyncio, and cancelling it stops the C++ work.

The compiled core, pegsat._pegsat, wraps the C++ API of
include/pegsat/pegsat.hpp; each module here holds one concept.
"""

from ._errors import IllegalJumpError, InputError, PegsatError  # first: the core raises one
from . import _pegsat
from ._board import Board, boards
from ._position import Position
from ._problem import Problem
from ._solution import Move, Solution
from ._results import (CNF, Certificate, CertificateVerdict, CountResult, Level, PlanVerdict,
                       SolveResult, Status, Verdict)
from ._calls import (certify, count, decode, encode, solve, verify, verify_certificate,
                     verify_file, verify_plan, verify_text)
from ._game import Game, Outcome, Termination
from ._progress import Progress, tqdm_progress
from ._stop import Stop, run_async
from ._args import DEFAULT_MAX_MEMORY
from ._draw import SVG, draw
from ._fields import Field, report_fields

__version__ = _pegsat.version()

__all__ = [
    "Board", "Problem", "Position", "Move", "Solution", "Status", "SolveResult",
    "CountResult", "Level", "Verdict", "CNF", "Certificate", "CertificateVerdict",
    "PlanVerdict", "PegsatError", "InputError", "IllegalJumpError", "Game", "Outcome",
    "Termination", "verify_text", "verify_file", "boards", "solve", "count", "verify", "verify_certificate",
    "verify_plan", "certify", "encode", "decode", "draw", "SVG", "DEFAULT_MAX_MEMORY", "Field", "report_fields",
    "Progress", "tqdm_progress", "Stop", "run_async", "__version__",
]
