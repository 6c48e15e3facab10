# SPDX-License-Identifier: GPL-3.0-or-later
"""The results of the calls, as frozen dataclasses of plain values: equal by
value, hashable, picklable, a repr that evaluates, and to_dict() with the
keys of the matching `pegsat ... --json` report (docs/JSON.md)."""

from __future__ import annotations

import dataclasses
import enum
import functools
import os
from typing import TYPE_CHECKING, Any, Dict, Iterator, List, Optional, Tuple, Union

from ._problem import Problem
from ._solution import Solution

if TYPE_CHECKING:
    import os

    from ._board import Board


class Status(str, enum.Enum):
    """How a job ended, in the words of every `--json` report; a str, so
    `result.status == "solved"` holds too."""

    SOLVED = "solved"            # a solution, checked by the verifier; an exact count
    NO_SOLUTION = "no solution"  # proved impossible (a count of 0)
    UNKNOWN = "unknown"          # stopped by a limit; `reason` says which

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"pegsat.Status.{self.name}"


class _Value:
    """A repr that evaluates with `import pegsat`."""

    def __repr__(self) -> str:
        fields = ", ".join(f"{f.name}={getattr(self, f.name)!r}"
                           for f in dataclasses.fields(self))
        return f"pegsat.{type(self).__name__}({fields})"


class _Check(_Value):
    """A verdict: true when what was checked is right; its dict is its fields,
    named as the files of `pegsat verify --json` name them."""

    ok: bool

    def __bool__(self) -> bool:
        return self.ok

    def to_dict(self) -> Dict[str, Any]:
        return dataclasses.asdict(self)


def _head(command: str, status: str, problem: Optional[Problem] = None) -> Dict[str, Any]:
    from . import __version__
    d = {"pegsat": __version__, "command": command, "status": status}
    if problem is not None:
        d.update(board=problem.board.name, start=" ".join(problem.start),
                 finish=" ".join(problem.finish))
    return d



@dataclasses.dataclass(frozen=True, repr=False)
class SolveResult(_Value):
    """status; the solution when solved; reason: why, in a few words (a
    limit for UNKNOWN, how it was proved for NO_SOLUTION). With min_moves,
    lower_bound and upper_bound: what is proved about the fewest moves, also
    when a limit stopped the search (upper_bound None until a solution is
    found); both the solution's length when solved."""

    status: Status
    problem: Problem
    solution: Optional[Solution] = None
    reason: str = ""
    method: str = "native"
    min_moves: bool = False
    lower_bound: Optional[int] = None
    upper_bound: Optional[int] = None
    milliseconds: float = dataclasses.field(default=0.0, compare=False)

    def __bool__(self) -> bool:
        return self.status is Status.SOLVED

    def to_dict(self) -> Dict[str, Any]:
        """The keys of `pegsat solve --json` for the same call, but the
        method's statistics (nodes, levels, SAT sizes), which the result
        does not carry."""
        d = _head("solve", self.status.value, self.problem)
        d.update(method=self.method, min_moves=self.min_moves, milliseconds=self.milliseconds)
        if self.status is Status.UNKNOWN:
            d["reason"] = self.reason
        elif self.status is Status.NO_SOLUTION and self.reason:
            d["decided_by"] = self.reason
        if self.min_moves and (self.status is not Status.NO_SOLUTION or self.method == "sat"):
            d.update(lower_bound=self.lower_bound, upper_bound=self.upper_bound)
        if self.solution is not None:
            d.update(jumps=list(self.solution.jumps), solution=self.solution.text)
            if self.min_moves:
                d["moves"] = len(self.solution)
        return d

    def _repr_svg_(self) -> Optional[str]:
        return self.solution._repr_svg_() if self.solution else None


@dataclasses.dataclass(frozen=True, repr=False)
class Level(_Value):
    """The positions after `jumps` jumps: those reachable from the start,
    and of those the ones from which the finish is reachable, each counted
    once and, in the _up_to_symmetry columns, once per class under the
    symmetries that keep start and finish (the same names in `pegsat count
    --levels --json`)."""

    jumps: int
    reachable: int
    reachable_up_to_symmetry: int
    on_solution_path: int
    on_solution_path_up_to_symmetry: int

    def to_dict(self) -> Dict[str, Any]:
        return dataclasses.asdict(self)


@dataclasses.dataclass(frozen=True, repr=False)
class CountResult(_Value):
    """status: SOLVED (an exact count), NO_SOLUTION (a count of 0) or
    UNKNOWN; solutions, an exact int unless unknown; with levels, the
    positions after each jump and the symmetries their classes are under."""

    status: Status
    problem: Problem
    solutions: Optional[int] = None
    reason: str = ""
    levels: Optional[Tuple[Level, ...]] = None
    symmetries: Optional[int] = None
    milliseconds: float = dataclasses.field(default=0.0, compare=False)

    def __bool__(self) -> bool:
        return self.status is not Status.UNKNOWN

    def to_dict(self) -> Dict[str, Any]:
        """The keys of `pegsat count --json` (with levels: `--levels --json`)
        for the same call, but the count's statistics. Counts are decimal
        strings there, as JSON numbers stop at 2^53."""
        d = _head("count", self.status.value, self.problem)
        if self.status is Status.UNKNOWN:
            d["reason"] = self.reason
        if self.levels is not None:
            d.update(symmetries=self.symmetries, levels=[x.to_dict() for x in self.levels])
        else:
            d.update(method="layers", milliseconds=self.milliseconds,
                     solutions=str(self.solutions if self.solutions is not None else 0))
        return d


# A verdict's status, as the files of `pegsat verify --json` say it, but a
# limit: there the file is "unreadable", here the check is UNKNOWN, as a
# solve or a count stopped by a limit is, with the limit as its reason.
RIGHT, WRONG, UNKNOWN = "right", "wrong", "unknown"


def _status_of(check: Union["Verdict", "CertificateVerdict"]) -> None:
    if not check.status:
        object.__setattr__(check, "status", RIGHT if check.ok else WRONG)


@dataclasses.dataclass(frozen=True, repr=False)
class Verdict(_Check):
    """The independent verifier's verdict on a solution: ok, its jumps and
    moves, the board it was checked on and its problem (start: the holes
    empty at the start, finish: those holding a peg at the end); when not
    ok, the first wrong jump (0: the finish is not reached), its line and
    why (`reason`, as the JSON names it). status "right", "wrong", or
    "unknown" when a limit (timeout, max_memory, a Stop) ended the check
    first, `reason` naming it. With a levels certificate: minimum
    "certified" when it proves that no solution is shorter (else "not
    proved"), and certified_moves, the moves it proves at least."""

    ok: bool
    jumps: int = 0
    moves: int = 0
    jump: int = 0
    line: int = 0
    reason: str = ""
    board: str = ""
    board_file: str = ""     # a board file's path, when the board is one
    board_sha256: str = ""   # and the SHA-256 of its content
    start: str = ""
    finish: str = ""
    minimum: str = ""
    certified_moves: int = 0
    status: str = ""

    def __post_init__(self) -> None:
        _status_of(self)


@dataclasses.dataclass(frozen=True, repr=False)
class CertificateVerdict(_Check):
    """The independent checker's verdict on a certificate: ok, its kind
    (parity, pagoda, cases, drat, levels), board and problem; a levels
    certificate's claim ("at least 18 moves") and bound. status as a
    Verdict's: "unknown" when a limit ended the check, `reason` naming it."""

    ok: bool
    kind: str = ""
    board: str = ""
    problem: str = ""
    reason: str = ""
    board_file: str = ""
    board_sha256: str = ""
    claim: str = ""
    bound: int = 0
    status: str = ""

    def __post_init__(self) -> None:
        _status_of(self)


@dataclasses.dataclass(frozen=True, repr=False)
class PlanVerdict(_Check):
    ok: bool
    actions: int
    cost: int
    action: int = 0
    action_text: str = ""
    line: int = 0
    reason: str = ""


@dataclasses.dataclass(frozen=True, repr=False)
class Certificate(_Value):
    """status NO_SOLUTION: the certificate `files` (the certificate, then a
    DRAT one's CNF and proof) are written and checked; SOLVED: the problem
    has a solution; UNKNOWN: no certificate found in time."""

    status: Status
    kind: str
    files: Tuple[str, ...]
    reason: str = ""

    def verify(self, **options: Any) -> CertificateVerdict:
        from ._calls import verify_certificate
        return verify_certificate(self.files[0], **options)

    def to_dict(self) -> Dict[str, Any]:
        return {"status": self.status.value, "kind": self.kind, "files": list(self.files),
                "reason": self.reason}


@dataclasses.dataclass(frozen=True, repr=False)
class CNF(_Value):
    """A problem as CNF: `nv` variables and `clauses` (tuples of nonzero
    ints), as PySAT's CNF holds them, e.g. Solver(bootstrap_with=cnf);
    iterating gives the clauses. `dimacs` (and to_dimacs()) is the DIMACS
    file with the comments that decode() reads, which also name the
    variables: cnf.variable("c3-a1", step=1) is "the first jump is c3-a1",
    cnf.variable("d4", step=0) "a peg in d4 at the start", and
    cnf.meaning(v) the other way round."""

    nv: int
    clauses: Tuple[Tuple[int, ...], ...]
    steps: int
    dimacs: str
    board: Optional["Board"] = None  # noqa: F821

    @classmethod
    def from_file(cls, path: Union[str, "os.PathLike[str]"]) -> "CNF":
        """A DIMACS CNF file, pegsat's or any other program's. Raises
        InputError naming the file and line of a malformed header or clause."""
        from . import _pegsat
        from ._calls import _board_of_dimacs, _comment
        path = os.fspath(path)
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        d = _pegsat.read_cnf(text, path)
        board = _board_of_dimacs(text) if _comment(text, "board") else None
        return cls(d["nv"], tuple(map(tuple, d["clauses"])), d["steps"], text, board)

    def __iter__(self) -> Iterator[Tuple[int, ...]]:
        return iter(self.clauses)

    def __len__(self) -> int:
        return len(self.clauses)

    @functools.cached_property
    def _names(self) -> Tuple[Dict[Tuple[str, int], int], Dict[int, Tuple[str, int]]]:
        """(name, step) -> variable and back, from the "c var" comments."""
        forward: Dict[Tuple[str, int], int] = {}
        back: Dict[int, Tuple[str, int]] = {}
        for line in self.dimacs.splitlines():
            if line.startswith("p "):
                break
            w = line.split()
            if len(w) == 6 and w[:2] == ["c", "var"] and w[3] in ("peg", "jump"):
                try:
                    v, step = int(w[2]), int(w[5])
                except ValueError:
                    continue
                forward[(w[4], step)] = v
                back[v] = (w[4], step)
        return forward, back

    @property
    def models_are_solutions(self) -> bool:
        """Whether each solution is exactly one model (the "c models:" comment
        of `encode`'s default), so that counting models counts solutions."""
        return any(line.startswith("c models: exactly")
                   for line in self.dimacs.split("\np cnf", 1)[0].splitlines())

    def variable(self, name: str, step: int) -> int:
        """The variable "step `step` is the jump `name`" ("c3-a1", steps from
        1) or "hole `name` holds a peg after step `step`" ("d4", 0 is the
        start). Raises KeyError when the CNF names no such variable."""
        try:
            return self._names[0][(name, step)]
        except KeyError:
            raise KeyError(f"no variable for {name!r} at step {step}") from None

    def meaning(self, var: int) -> Tuple[str, int]:
        """What variable `var` says, as (name, step) that variable() takes:
        ("c3-a1", 1) or ("d4", 0). Raises KeyError for an auxiliary variable."""
        try:
            return self._names[1][abs(var)]
        except KeyError:
            raise KeyError(f"variable {var} is auxiliary or not in the CNF") from None

    def to_dimacs(self) -> str:
        return self.dimacs

    def to_file(self, path: Union[str, "os.PathLike[str]"]) -> None:
        with open(path, "w", encoding="utf-8") as f:
            f.write(self.dimacs)

    def __repr__(self) -> str:
        return (f"<pegsat.CNF: {self.nv} variables, {len(self.clauses)} clauses, "
                f"{self.steps} steps>")
