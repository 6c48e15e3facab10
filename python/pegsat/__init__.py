"""pegsat from Python: peg solitaire boards and problems, solving, the fewest
moves, exact counts, certificates of "no solution", CNF for any SAT solver,
and SVG pictures.

    >>> import pegsat
    >>> game = pegsat.Problem(pegsat.Board("english"))      # the central game
    >>> r = pegsat.solve(game)
    >>> r.status, r.solution.moves
    ('solved', ...)
    >>> pegsat.count(game).solutions
    40861647040079968

Holes are named as in G. I. Bell's notation ("d4"); a jump is "d2-d4".
Statuses are the strings of `pegsat solve --json`: "solved", "no solution",
"unknown". Input that cannot be read raises InputError (a ValueError with
the file and line); arguments of the wrong type raise TypeError.

The classes here are thin values over the compiled core, pegsat._pegsat,
which wraps the C++ API of include/pegsat/pegsat.hpp.
"""

from __future__ import annotations

import dataclasses
import os
import stat
from typing import Callable, List, Optional, Sequence, Union

__all__ = [
    "Board", "Problem", "Position", "Solution", "SolveResult", "CountResult", "Level",
    "Verdict", "CNF", "Certificate", "CertificateVerdict", "PlanVerdict", "InputError",
    "boards", "solve", "count", "verify", "verify_certificate", "verify_plan", "certify",
    "encode", "decode", "draw", "__version__",
]


class InputError(ValueError):
    """Input that cannot be read: a board or solution text, a hole, a file.

    str() is "file:line: message"; the parts are the attributes `file`
    (empty for an argument), `line` (0 when about the whole input) and
    `message`.
    """

    def __init__(self, text: str, file: str = "", line: int = 0, message: str = ""):
        super().__init__(text)
        self.file = file
        self.line = line
        self.message = message or text


from . import _pegsat  # noqa: E402  (its errors are InputError, defined above)

__version__ = _pegsat.version()

PathOrText = Union[str, "os.PathLike[str]"]
Holes = Union[str, Sequence[str], None]


def _check_type(value, types, what):
    if not isinstance(value, types):
        names = " or ".join(t.__name__ for t in (types if isinstance(types, tuple) else (types,)))
        raise TypeError(f"{what} must be {names}, not {type(value).__name__}")


def _hole_list(holes: Holes, what: str) -> str:
    """A hole list as the C++ API reads it: names separated by spaces."""
    if holes is None:
        return ""
    if isinstance(holes, str):
        return holes
    if isinstance(holes, (list, tuple, set, frozenset)):
        for h in holes:
            _check_type(h, str, f"each hole of {what}")
        return " ".join(holes)
    raise TypeError(f"{what} must be a hole name, a list of them or None, "
                    f"not {type(holes).__name__}")


def _seconds(timeout, what="timeout") -> float:
    if timeout is None:
        return 0.0
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)):
        raise TypeError(f"{what} must be a number of seconds or None, not {type(timeout).__name__}")
    if not timeout > 0 or timeout == float("inf"):
        raise ValueError(f"{what} must be a positive number of seconds or None, not {timeout!r}")
    return float(timeout)


def _count_arg(value, what, low, high) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{what} must be an int, not {type(value).__name__}")
    if not low <= value <= high:
        raise ValueError(f"{what} must be between {low} and {high}, not {value}")
    return value


def _memory(max_memory) -> int:
    if max_memory is None:
        return 0
    return _count_arg(max_memory, "max_memory", 1, 2**64 - 1)


# The largest file read: the C++ readers' own limit for solution files
# (peg/solution_file.hpp), far above any real solution, plan or PDDL problem.
_MAX_FILE_BYTES = 16 << 20


def _read(path_or_text: PathOrText, what: str):
    """(text, file name): a path is read, a str holding a newline is the text.

    The file is opened without blocking (a FIFO would wait for a writer) and
    read only if it is a regular file within the size limit."""
    if isinstance(path_or_text, os.PathLike) or (
            isinstance(path_or_text, str) and "\n" not in path_or_text):
        path = os.fspath(path_or_text)

        def fail(message):
            return InputError(f"{path}: {message}", path, 0, message)

        try:
            fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
        except OSError as e:
            raise fail(e.strerror) from None
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode):
                raise fail("not a regular file")
            if st.st_size > _MAX_FILE_BYTES:
                raise fail(f"larger than {_MAX_FILE_BYTES} bytes")
            data = os.read(fd, _MAX_FILE_BYTES + 1)
        finally:
            os.close(fd)
        if len(data) > _MAX_FILE_BYTES:
            raise fail(f"larger than {_MAX_FILE_BYTES} bytes")
        return data.decode("utf-8", errors="replace"), path
    _check_type(path_or_text, str, what)
    return path_or_text, ""


def _hole_names(board: "Board", holes: Holes, what: str) -> List[str]:
    names = _hole_list(holes, what).replace(",", " ").split()
    known = set(board.holes)
    for h in names:
        if h not in known:
            message = f"'{h}' is not a hole of the {board.name} board"
            raise InputError(f"{what}: {message}", what, 0, message)
    return names


def _grid(board: "Board", pegs) -> str:
    """The board drawn in text with Bell's coordinates: column letters across,
    row numbers down, 'o' a peg, '.' an empty hole."""
    cells = {}
    for h in board.holes:
        letters = h.rstrip("0123456789")
        cells[(ord(letters) - ord("a"), int(h[len(letters):]) - 1)] = h
    width = max(x for x, _ in cells) + 1
    height = max(y for _, y in cells) + 1
    pegs = set(pegs)
    lines = ["   " + " ".join(chr(ord("a") + x) for x in range(width))]
    for y in range(height):
        row = [("o" if cells[(x, y)] in pegs else ".") if (x, y) in cells else " "
               for x in range(width)]
        lines.append(f"{y + 1:>2} " + " ".join(row).rstrip())
    return "\n".join(lines)


class Board:
    """A board: its holes, jumps and symmetries, and its usual start.

    Board("english") is a built-in board (see boards()); any other name is a
    board file's path. Board.from_text reads a board file's text.
    """

    __slots__ = ("_b",)

    def __init__(self, name_or_path: Union[str, "os.PathLike[str]"] = "english"):
        if isinstance(name_or_path, _pegsat.Board):  # from the core
            self._b = name_or_path
            return
        if not isinstance(name_or_path, (str, os.PathLike)):
            raise TypeError("Board() takes a built-in board's name or a board file's path, "
                            f"not {type(name_or_path).__name__}")
        self._b = _pegsat.load_board(os.fspath(name_or_path))

    @classmethod
    def from_text(cls, text: str, file: str = "<text>") -> "Board":
        """The board of a board file's text; `file` names it in errors."""
        _check_type(text, str, "text")
        return cls(_pegsat.parse_board(text, file))

    @property
    def name(self) -> str:
        return self._b.name

    @property
    def holes(self) -> List[str]:
        """Every hole's name, row by row."""
        return self._b.holes

    @property
    def directions(self) -> int:
        """4 (orthogonal), 6 (triangular) or 8 (with diagonals)."""
        return self._b.directions

    @property
    def jumps(self) -> List[str]:
        """Every jump as "from-to"."""
        return self._b.jumps

    @property
    def symmetries(self) -> List[dict]:
        """Each symmetry as a dict hole -> image; the identity first."""
        holes = self._b.holes
        return [dict(zip(holes, image)) for image in self._b.symmetries]

    @property
    def usual_start(self) -> List[str]:
        """The holes empty at the usual start: ['d4'] on the English board."""
        return self._b.usual_start.split()

    @property
    def text(self) -> str:
        """The board as a board file."""
        return self._b.text

    def position(self, pegs: Holes = None, *, empty: Holes = None) -> "Position":
        """A position: the holes holding `pegs`, or every hole but `empty`;
        the usual start without either."""
        return Position(self, pegs, empty=empty)

    def __len__(self) -> int:
        return self._b.hole_count

    def __str__(self) -> str:
        """The usual start with Bell's coordinates."""
        return _grid(self, Position(self).pegs)

    def __repr__(self) -> str:
        return f"pegsat.Board({self.name!r})"

    def _repr_svg_(self) -> str:
        return _pegsat.draw_position(self._b, "")


class Position:
    """Pegs on a board. Prints as the board with Bell's coordinates."""

    __slots__ = ("board", "pegs")

    def __init__(self, board: Board, pegs: Holes = None, *, empty: Holes = None):
        _check_type(board, Board, "board")
        if pegs is not None and empty is not None:
            raise ValueError("give pegs or empty, not both")
        holes = board.holes
        if pegs is not None:
            chosen = set(_hole_names(board, pegs, "pegs"))
        else:
            vacant = board.usual_start if empty is None else _hole_names(board, empty, "empty")
            chosen = set(holes) - set(vacant)
        self.board = board
        self.pegs = [h for h in holes if h in chosen]

    @property
    def empty(self) -> List[str]:
        return [h for h in self.board.holes if h not in set(self.pegs)]

    def __str__(self) -> str:
        return _grid(self.board, self.pegs)

    def __repr__(self) -> str:
        return f"pegsat.Position({self.board!r}, {' '.join(self.pegs)!r})"

    def __eq__(self, other) -> bool:
        return (isinstance(other, Position) and other.board.name == self.board.name
                and other.pegs == self.pegs)

    def __hash__(self):
        return hash((self.board.name, tuple(self.pegs)))

    def _repr_svg_(self) -> str:
        return _pegsat.draw_position(self.board._b, " ".join(self.pegs) or "")


class Problem:
    """From a start to a finish on a board.

    `start` names the holes empty at the start (default: the board's usual
    start), `finish` the holes holding a peg at the end (default: the
    start's vacancies), as `pegsat solve --start --finish` reads them: a name,
    a list of names, or names separated by spaces or commas.
    """

    __slots__ = ("_p", "board")

    def __init__(self, board: Union[Board, str] = "english", start: Holes = None,
                 finish: Holes = None):
        if isinstance(board, (str, os.PathLike)):
            board = Board(board)
        _check_type(board, Board, "board")
        self.board = board
        self._p = _pegsat.make_problem(board._b, _hole_list(start, "start"),
                                       _hole_list(finish, "finish"))

    @property
    def start(self) -> List[str]:
        """The holes empty at the start."""
        return self._p.start.split()

    @property
    def finish(self) -> List[str]:
        """The holes holding a peg at the end."""
        return self._p.finish.split()

    @property
    def jumps(self) -> int:
        """The number of jumps every solution makes."""
        return self._p.jumps

    def start_position(self) -> Position:
        return Position(self.board, empty=self.start)

    def finish_position(self) -> Position:
        return Position(self.board, self.finish)

    def __repr__(self) -> str:
        return (f"pegsat.Problem({self.board!r}, start={' '.join(self.start)!r}, "
                f"finish={' '.join(self.finish)!r})")

    def _repr_svg_(self) -> str:
        return self.start_position()._repr_svg_()


class Solution:
    """A solution: its jumps, its moves (a chain of jumps by one peg is one
    move) and its solution file `text`, which str() prints."""

    __slots__ = ("board", "text", "jumps", "moves")

    def __init__(self, board: Board, text: str, jumps: Sequence[str], moves: int):
        self.board = board
        self.text = text
        self.jumps = list(jumps)
        self.moves = moves

    def verify(self) -> "Verdict":
        """The independent verifier's verdict (always ok for a solution pegsat made)."""
        return verify(self)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"<pegsat.Solution on {self.board.name}: {len(self.jumps)} jumps, {self.moves} moves>"

    def _repr_svg_(self) -> str:
        return _pegsat.draw_solution(self.board._b, self.text, "")


@dataclasses.dataclass(frozen=True)
class SolveResult:
    """status: "solved", "no solution" or "unknown"; the solution when
    solved; reason: why, in a few words (a limit, "interrupted", a proof)."""

    status: str
    solution: Optional[Solution]
    reason: str

    def __bool__(self) -> bool:
        return self.status == "solved"

    def _repr_svg_(self) -> Optional[str]:
        return self.solution._repr_svg_() if self.solution else None


@dataclasses.dataclass(frozen=True)
class Level:
    jumps: int
    reachable: int
    reachable_up_to_symmetry: int
    on_solution_path: int
    on_solution_path_up_to_symmetry: int


@dataclasses.dataclass(frozen=True)
class CountResult:
    """status: "solved", "no solution" (a count of 0) or "unknown" (as
    `pegsat count --json`); solutions, an exact int unless unknown; levels
    when asked for."""

    status: str
    solutions: Optional[int]
    reason: str
    levels: Optional[List[Level]] = None
    symmetries: Optional[int] = None


@dataclasses.dataclass(frozen=True)
class Verdict:
    """The independent verifier's verdict on a solution: ok, its jumps and
    moves; when not ok, the first wrong jump (0: the finish is not reached),
    its line and why."""

    ok: bool
    jumps: int
    moves: int
    jump: int
    line: int
    message: str

    def __bool__(self) -> bool:
        return self.ok


@dataclasses.dataclass(frozen=True)
class CertificateVerdict:
    ok: bool
    kind: str
    board: str
    problem: str
    reason: str

    def __bool__(self) -> bool:
        return self.ok


@dataclasses.dataclass(frozen=True)
class PlanVerdict:
    ok: bool
    actions: int
    cost: int
    action: int
    action_text: str
    line: int
    reason: str

    def __bool__(self) -> bool:
        return self.ok


@dataclasses.dataclass(frozen=True)
class Certificate:
    """status "no solution": the certificate `files` (the certificate, then
    a DRAT one's CNF and proof) are written and checked; "solved": the
    problem has a solution; "unknown": no certificate found in time."""

    status: str
    kind: str
    files: List[str]
    reason: str

    def verify(self) -> CertificateVerdict:
        return verify_certificate(self.files[0])


class CNF:
    """A problem as CNF: `nv` variables and `clauses` (lists of nonzero
    ints), as PySAT's CNF holds them, e.g. Solver(bootstrap_with=cnf.clauses);
    `dimacs` (and to_dimacs()) is the DIMACS file with the comments that
    decode() reads."""

    __slots__ = ("nv", "clauses", "steps", "dimacs", "board")

    def __init__(self, nv: int, clauses: List[List[int]], steps: int, dimacs: str,
                 board: Optional[Board] = None):
        self.nv = nv
        self.clauses = clauses
        self.steps = steps
        self.dimacs = dimacs
        self.board = board

    def to_dimacs(self) -> str:
        return self.dimacs

    def to_file(self, path: Union[str, "os.PathLike[str]"]) -> None:
        with open(path, "w", encoding="utf-8") as f:
            f.write(self.dimacs)

    def __repr__(self) -> str:
        return f"<pegsat.CNF: {self.nv} variables, {len(self.clauses)} clauses, {self.steps} steps>"


def boards() -> List[str]:
    """The names of the built-in boards."""
    return _pegsat.builtin_boards()


def _solve_result(board: Board, d: dict) -> SolveResult:
    solution = None
    if d["status"] == "solved":
        solution = Solution(board, d["solution"], d["jumps"], d["moves"])
    return SolveResult(d["status"], solution, d["reason"])


def _progress(progress):
    if progress is not None and not callable(progress):
        raise TypeError(f"progress must be callable or None, not {type(progress).__name__}")
    return progress


def _threads(threads) -> int:
    return _count_arg(threads, "threads", 0, 4096)


def solve(problem: Problem, method: str = "native", min_moves: bool = False,
          timeout: Optional[float] = None, threads: int = 0,
          max_memory: Optional[int] = None,
          progress: Optional[Callable[[str], None]] = None) -> SolveResult:
    """Solves `problem`, or proves it has no solution.

    method "native" (the depth-first search, then the exact count on the few
    problems it leaves) or "sat" (CryptoMiniSat on the CNF); min_moves: a
    solution with the fewest moves, proved optimal. timeout in seconds of wall
    clock; max_memory in bytes; threads 0 for all cores; progress, a callable
    given a status line now and then. Every solution returned has been
    replayed by the independent verifier. Releases the GIL; Ctrl-C stops it
    (KeyboardInterrupt).
    """
    _check_type(problem, Problem, "problem")
    _check_type(method, str, "method")
    if method not in ("native", "sat"):
        raise ValueError(f"method must be 'native' or 'sat', not {method!r}")
    _check_type(min_moves, bool, "min_moves")
    d = _pegsat.solve(problem._p, method, min_moves, _seconds(timeout), _memory(max_memory),
                      _threads(threads), _progress(progress))
    return _solve_result(problem.board, d)


def count(problem: Problem, levels: bool = False, timeout: Optional[float] = None,
          threads: int = 0, max_memory: Optional[int] = None,
          progress: Optional[Callable[[str], None]] = None) -> CountResult:
    """The exact number of jump sequences that solve `problem`, as an int.

    levels: also the positions after each jump (as `pegsat count --levels`),
    a second pass. Stops incomplete (status "unknown", solutions None) at the
    timeout or max_memory. Releases the GIL; Ctrl-C stops it.
    """
    _check_type(problem, Problem, "problem")
    _check_type(levels, bool, "levels")
    d = _pegsat.count(problem._p, levels, _seconds(timeout), _memory(max_memory),
                      _threads(threads), _progress(progress))
    rows = None
    if "levels" in d and d["complete"]:
        rows = [Level(**row) for row in d["levels"]]
    status = ("unknown" if not d["complete"]
              else "no solution" if d["solutions"] == 0 else "solved")
    return CountResult(status,
                       d["solutions"] if d["complete"] else None, d["reason"], rows,
                       d.get("symmetries"))


def verify(solution: Union[Solution, "Certificate", PathOrText],
           board: Union[Board, str, None] = None) -> Union[Verdict, "CertificateVerdict"]:
    """The independent verifier's verdict on a solution: a Solution, a
    solution file's text, or its path. The board is `board` if given, else
    the file's "board:" line, else the English board. Raises InputError when
    the text cannot be read. A Certificate goes to verify_certificate, a
    plan to verify_plan."""
    if isinstance(solution, Certificate):
        return verify_certificate(solution.files[0])
    if isinstance(solution, Solution):
        text, file = solution.text, ""
        board = board if board is not None else solution.board
    else:
        if not isinstance(solution, (str, os.PathLike)):
            raise TypeError("verify() takes a Solution, a solution text or a path, "
                            f"not {type(solution).__name__}")
        text, file = _read(solution, "solution")
    if isinstance(board, (str, os.PathLike)):
        board = Board(board)
    if board is not None:
        _check_type(board, Board, "board")
    d = _pegsat.verify(text, file, board._b if board is not None else None)
    return Verdict(**d)


def verify_certificate(path: Union[str, "os.PathLike[str]"]) -> CertificateVerdict:
    """The independent checker's verdict on a certificate file of "no
    solution" (and the CNF and proof it names)."""
    if isinstance(path, Certificate):
        path = path.files[0]
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"path must be a str or os.PathLike, not {type(path).__name__}")
    return CertificateVerdict(**_pegsat.verify_certificate(os.fspath(path)))


def verify_plan(pddl_problem: PathOrText, plan: PathOrText) -> PlanVerdict:
    """Checks a plan of the IPC's peg solitaire domain against its PDDL
    problem (each a path or the text itself), as a PDDL validator would."""
    problem_text, problem_file = _read(pddl_problem, "pddl_problem")
    plan_text, plan_file = _read(plan, "plan")
    return PlanVerdict(**_pegsat.verify_plan(problem_text, plan_text, problem_file, plan_file))


def certify(problem: Problem, path: Union[str, "os.PathLike[str]"],
            timeout: Optional[float] = 60) -> Certificate:
    """Finds a certificate that `problem` has no solution and writes it to
    `path` (a DRAT certificate's CNF and proof beside it), checked by the
    independent checker before it returns. timeout: seconds for CaDiCaL's
    DRAT proof, when no parity set or pagoda decides (None: no limit)."""
    _check_type(problem, Problem, "problem")
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"path must be a str or os.PathLike, not {type(path).__name__}")
    d = _pegsat.certify(problem._p, os.fspath(path), _seconds(timeout))
    return Certificate(**d)


def encode(problem: Problem, steps: Optional[int] = None,
           max_moves: Optional[int] = None) -> CNF:
    """The CNF of `problem`, as `pegsat encode` writes it: one jump a step,
    unsatisfiable exactly when there is no solution. steps: another horizon;
    max_moves: at most that many moves (a move counter; sets the steps)."""
    _check_type(problem, Problem, "problem")
    s = -1 if steps is None else _count_arg(steps, "steps", 0, 1000)
    k = -1 if max_moves is None else _count_arg(max_moves, "max_moves", 0, 100000)
    d = _pegsat.encode(problem._p, s, k)
    return CNF(d["nv"], d["clauses"], d["steps"], d["dimacs"], problem.board)


def decode(cnf: Union[CNF, str], model: Optional[Sequence[int]]) -> SolveResult:
    """What a SAT solver's answer means for `cnf` (a CNF, or DIMACS text that
    pegsat wrote): a model (the true literals, as PySAT's get_model() gives
    them; variables left out are false) becomes a verified solution, status
    "solved"; None (unsatisfiable) is "no solution" when the CNF covers every
    solution. Raises InputError when the model does not satisfy the CNF."""
    board = None
    if isinstance(cnf, CNF):
        dimacs, board = cnf.dimacs, cnf.board
    else:
        _check_type(cnf, str, "cnf")
        dimacs = cnf
    if model is not None:
        if isinstance(model, (str, bytes)) or not hasattr(model, "__iter__"):
            raise TypeError(f"model must be a list of ints or None, not {type(model).__name__}")
        model = list(model)
        for lit in model:
            if isinstance(lit, bool) or not isinstance(lit, int):
                raise TypeError(f"model must hold ints, not {type(lit).__name__}")
            if abs(lit) >= 2**31:
                raise ValueError(f"literal {lit} is out of range")
    d = _pegsat.decode(dimacs, model)
    if d["status"] == "solved" and board is None:
        board = _board_of_dimacs(dimacs)
    return _solve_result(board, d)


def _board_of_dimacs(dimacs: str) -> Board:
    """The board a pegsat CNF names in its "c board:" comment."""
    for line in dimacs.splitlines():
        if line.startswith("c board:"):
            return Board(line[len("c board:"):].strip())
        if line.startswith("p "):
            break
    return Board("english")


def draw(what: Union[Board, Position, Problem, Solution, SolveResult]) -> str:
    """The SVG picture of a board (its usual start), a position, a problem's
    start, or a solution move by move."""
    svg = getattr(what, "_repr_svg_", None)
    if not isinstance(what, (Board, Position, Problem, Solution, SolveResult)) or svg is None:
        raise TypeError(f"draw() takes a Board, Position, Problem, Solution or SolveResult, "
                        f"not {type(what).__name__}")
    out = svg()
    if out is None:
        raise ValueError("no solution to draw")
    return out
