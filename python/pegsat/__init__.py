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
InputError (a ValueError with the file and line); arguments of the wrong type
raise TypeError. max_memory is in GiB everywhere, as `--max-memory`.

The compiled core, pegsat._pegsat, wraps the C++ API of
include/pegsat/pegsat.hpp; each module here holds one concept.
"""

from ._errors import InputError  # first: the core raises it
from . import _pegsat
from ._board import Board, boards
from ._position import Position
from ._problem import Problem
from ._solution import Move, Solution
from ._results import (CNF, Certificate, CertificateVerdict, CountResult, Level, PlanVerdict,
                       SolveResult, Status, Verdict)
from ._calls import (certify, count, decode, encode, solve, verify, verify_certificate,
                     verify_plan)
from ._draw import draw
from ._fields import Field, report_fields

__version__ = _pegsat.version()

__all__ = [
    "Board", "Problem", "Position", "Move", "Solution", "Status", "SolveResult",
    "CountResult", "Level", "Verdict", "CNF", "Certificate", "CertificateVerdict",
    "PlanVerdict", "InputError", "boards", "solve", "count", "verify", "verify_certificate",
    "verify_plan", "certify", "encode", "decode", "draw", "Field", "report_fields",
    "__version__",
]
