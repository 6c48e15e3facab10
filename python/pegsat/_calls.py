# SPDX-License-Identifier: GPL-3.0-or-later
"""The calls: solve, count, verify, certify, encode and decode, each checking
its arguments, handing them to the compiled core (which releases the GIL and
stops on Ctrl-C) and building a result value."""

from __future__ import annotations

import os
import pathlib
import time
from typing import Any, Callable, Dict, Optional, Sequence, Tuple, Union

from . import _args, _pegsat, _progress
from ._args import check_type
from ._board import Board
from ._errors import InputError
from ._problem import Problem
from ._results import (CNF, Certificate, CertificateVerdict, CountResult, Level, PlanVerdict,
                       SolveResult, Status, Verdict)
from ._solution import Move, Solution
from ._stop import Stop, core

# A callable given each progress event (pegsat.Progress; str() is its line).
Progress = Optional[Callable[[_progress.Progress], Any]]
_DEFAULT_BYTES = _args.memory_bytes(_args.DEFAULT_MAX_MEMORY)
# Folders (or files, meaning their folder) a checked file may read from.
Roots = Union[str, "os.PathLike[str]", Sequence[Union[str, "os.PathLike[str]"]], None]


def _solution(board: Board, d: Dict[str, Any]) -> Optional[Solution]:
    return Solution(d["solution"], board) if d["status"] == "solved" else None


def _bound(value: int) -> Optional[int]:
    return None if value < 0 else value


def solve(problem: Problem, method: str = "native", min_moves: bool = False,
          timeout: Optional[float] = None, threads: int = 0,
          max_memory: Optional[float] = _args.DEFAULT_MAX_MEMORY,
          progress: Progress = None, stop: Optional[Stop] = None) -> SolveResult:
    """Solves `problem`, or proves it has no solution.

    method "native" (the depth-first search, then the exact count on the few
    problems it leaves) or "sat" (CryptoMiniSat on the CNF); min_moves: a
    solution with the fewest moves, proved optimal (stopped by a limit, the
    result still carries lower_bound and upper_bound). timeout in seconds of
    wall clock; max_memory in GiB, as `--max-memory` (default 3/4 of the
    machine's memory, as the command's; None for no limit); threads 0 for all cores;
    progress, a callable given a pegsat.Progress event now and then (phase,
    done, total, seconds; str() the status line). Every solution returned
    has been replayed by the independent verifier. Releases the GIL; Ctrl-C
    stops it (KeyboardInterrupt), and so does stop.set() (a pegsat.Stop),
    with status UNKNOWN and the reason "interrupted".
    """
    check_type(problem, Problem, "problem")
    if method != "native" and method != "sat":
        check_type(method, str, "method")
        raise ValueError(f"method must be 'native' or 'sat', not {method!r}")
    check_type(min_moves, bool, "min_moves")
    t0 = time.perf_counter()
    # The defaults skip the checks: a loop of small solves pays for little
    # besides the solve (docs/PYTHON.md, Speed).
    d = _pegsat.solve(problem._core, method, min_moves,
                      0.0 if timeout is None else _args.seconds(timeout),
                      _DEFAULT_BYTES if max_memory is _args.DEFAULT_MAX_MEMORY
                      else 0 if max_memory is None else _args.memory_bytes(max_memory),
                      0 if threads == 0 and type(threads) is int else _args.threads(threads),
                      None if progress is None else _progress.wrap(progress),
                      None if stop is None else core(stop))
    ms = (time.perf_counter() - t0) * 1e3
    return SolveResult(Status(d["status"]), problem, _solution(problem.board, d), d["reason"],
                       method, min_moves, _bound(d["lower_bound"]) if min_moves else None,
                       _bound(d["upper_bound"]) if min_moves else None, ms)


def count(problem: Problem, levels: bool = False, timeout: Optional[float] = None,
          threads: int = 0, max_memory: Optional[float] = _args.DEFAULT_MAX_MEMORY,
          progress: Progress = None, stop: Optional[Stop] = None) -> CountResult:
    """The exact number of jump sequences that solve `problem`, as an int.

    levels: also the positions after each jump (as `pegsat count --levels`),
    a second pass. Stops incomplete (status UNKNOWN, solutions None) at the
    timeout or max_memory (GiB; default 3/4 of the machine's memory, as
    `pegsat count`; None for no limit). progress: a callable given a
    pegsat.Progress event now and then (tqdm_progress makes one of a tqdm
    bar). Releases the GIL; Ctrl-C stops it, and so does stop.set() (a
    pegsat.Stop).
    """
    check_type(problem, Problem, "problem")
    check_type(levels, bool, "levels")
    t0 = time.perf_counter()
    d = _pegsat.count(problem._core, levels, _args.seconds(timeout),
                      _args.memory_bytes(max_memory), _args.threads(threads),
                      _progress.wrap(progress), core(stop))
    rows = None
    if "levels" in d and d["complete"]:
        rows = tuple(Level(**row) for row in d["levels"])
    status = (Status.UNKNOWN if not d["complete"]
              else Status.NO_SOLUTION if d["solutions"] == 0 else Status.SOLVED)
    return CountResult(status, problem, d["solutions"] if d["complete"] else None, d["reason"],
                       rows, d.get("symmetries"), (time.perf_counter() - t0) * 1e3)


def _solution_text(solution: object) -> Tuple[str, str, Optional[Board]]:
    """(text, file, board) of every form verify() takes."""
    if isinstance(solution, Solution):
        return solution.text, "", solution.board
    if isinstance(solution, os.PathLike):
        text, file = _args.read_file(solution)
        return text, file, None
    if isinstance(solution, str):
        return solution, "", None
    if isinstance(solution, (list, tuple)):
        moves = []
        for m in solution:
            if not isinstance(m, (str, Move)):
                raise TypeError(f"each move must be a str or a Move, not {type(m).__name__}")
            moves.append(str(m))
        return " ".join(moves) + "\n", "", None
    raise TypeError("verify() takes a Solution, a list of moves, a solution text or an "
                    f"os.PathLike, not {type(solution).__name__}")


def verify(solution: Union[Solution, Sequence[Union[str, Move]], str, "os.PathLike[str]"],
           board: Union[Board, str, None] = None, *, roots: Roots = None,
           timeout: Optional[float] = None, max_memory: Optional[float] = None,
           certificate: Union[str, "os.PathLike[str]", Certificate, None] = None,
           stop: Optional[Stop] = None) -> Union[Verdict, CertificateVerdict]:
    """The independent verifier's verdict on a solution: a Solution, a list
    of moves ("d2-d4" or Move), a solution file's text (one line or many), or
    a file as an os.PathLike (a str is always the text). The board is `board`
    if given, else the Solution's, else the text's "board:" line, else the
    English board; a board file that line names is read only inside the
    checked file's folder and `roots` (a text reads no file unless `roots`
    is given). With `board`, a "board:" line naming another board makes the
    verdict not ok, as `pegsat verify --board` does.
    certificate: a levels certificate of the solution's problem (a path or a
    Certificate), checked with it and no search, as `pegsat verify S
    --certificate C`: the verdict's minimum is "certified" when it proves
    that no solution is shorter; an invalid one makes the verdict not ok.
    timeout (seconds) and max_memory (GiB) bound the check: one they stop
    has status "unknown" and the limit as its reason, never an exception.
    Releases the GIL; Ctrl-C stops it, and so does stop.set(). Raises
    InputError when the text or the certificate cannot be read. A
    Certificate goes to verify_certificate."""
    if isinstance(solution, Certificate):
        return verify_certificate(solution, roots=roots, timeout=timeout, max_memory=max_memory,
                                  stop=stop)
    cert = ""
    if certificate is not None:
        if isinstance(certificate, Certificate):
            certificate = certificate.files[0]
        if not isinstance(certificate, (str, os.PathLike)):
            raise TypeError("certificate must be a path or a pegsat.Certificate, "
                            f"not {type(certificate).__name__}")
        cert = os.fspath(certificate)
    text, file, own = _solution_text(solution)
    board = board if board is not None else own
    if isinstance(board, (str, os.PathLike)):
        board = Board(board)
    if board is not None:
        check_type(board, Board, "board")
    d = _pegsat.verify(text, file, board._core if board is not None else None,
                       _args.roots(roots), _args.seconds(timeout),
                       _args.memory_bytes(max_memory), cert, core(stop))
    return Verdict(**d)


def verify_text(text: str, board: Union[Board, str, None] = None, *,
                roots: Roots = None, timeout: Optional[float] = None,
                max_memory: Optional[float] = None,
                certificate: Union[str, "os.PathLike[str]", Certificate, None] = None,
                stop: Optional[Stop] = None) -> Verdict:
    """verify() of a solution file's text, whatever it looks like."""
    check_type(text, str, "text")
    return _verdict(text, board, roots, timeout, max_memory, certificate, stop)


def _verdict(solution: Union[str, "os.PathLike[str]"], board: Union[Board, str, None],
             roots: Roots, timeout: Optional[float], max_memory: Optional[float],
             certificate: Union[str, "os.PathLike[str]", Certificate, None],
             stop: Optional[Stop]) -> Verdict:
    v = verify(solution, board, roots=roots, timeout=timeout, max_memory=max_memory,
               certificate=certificate, stop=stop)
    assert isinstance(v, Verdict)
    return v


def verify_file(path: Union[str, "os.PathLike[str]"], board: Union[Board, str, None] = None, *,
                roots: Roots = None, timeout: Optional[float] = None,
                max_memory: Optional[float] = None,
                certificate: Union[str, "os.PathLike[str]", Certificate, None] = None,
                stop: Optional[Stop] = None) -> Verdict:
    """verify() of the solution file at `path` (a str is a path here)."""
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"path must be a str or os.PathLike, not {type(path).__name__}")
    return _verdict(pathlib.Path(path), board, roots, timeout, max_memory, certificate, stop)


def verify_certificate(path: Union[str, "os.PathLike[str]", Certificate], *, roots: Roots = None,
                       timeout: Optional[float] = None, max_memory: Optional[float] = None,
                       stop: Optional[Stop] = None) -> CertificateVerdict:
    """The independent checker's verdict on a certificate file (of "no
    solution", or a levels certificate of "at least k moves") and the CNF,
    proof or level data it names, which are read only inside the
    certificate's folder and `roots` (folders). timeout (seconds) and
    max_memory (GiB) bound the check: one they stop has status "unknown"
    and the limit as its reason, as a solve's limit is a status, never an
    exception. Releases the GIL; Ctrl-C stops it (KeyboardInterrupt), and
    so does stop.set()."""
    if isinstance(path, Certificate):
        path = path.files[0]
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"path must be a str or os.PathLike, not {type(path).__name__}")
    d = _pegsat.verify_certificate(os.fspath(path), _args.roots(roots), _args.seconds(timeout),
                                   _args.memory_bytes(max_memory), core(stop))
    return CertificateVerdict(**d)


def verify_plan(pddl_problem: Union[str, "os.PathLike[str]"],
                plan: Union[str, "os.PathLike[str]"]) -> PlanVerdict:
    """Checks a plan of the IPC's peg solitaire domain against its PDDL
    problem (each a file as an os.PathLike, or the text as a str), as a PDDL
    validator would. Releases the GIL."""
    problem_text, problem_file = _args.text_or_path(pddl_problem, "pddl_problem")
    plan_text, plan_file = _args.text_or_path(plan, "plan")
    return PlanVerdict(**_pegsat.verify_plan(problem_text, plan_text, problem_file, plan_file))


def certify(problem: Problem, path: Union[str, "os.PathLike[str]"],
            timeout: Optional[float] = 60, stop: Optional[Stop] = None) -> Certificate:
    """Finds a certificate that `problem` has no solution and writes it to
    `path` (a DRAT certificate's CNF and proof beside it), checked by the
    independent checker before it returns. timeout: seconds for CaDiCaL's
    DRAT proof, when no parity set or pagoda decides (None: no limit); stop:
    a pegsat.Stop whose set() ends the search (status UNKNOWN)."""
    check_type(problem, Problem, "problem")
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"path must be a str or os.PathLike, not {type(path).__name__}")
    d = _pegsat.certify(problem._core, os.fspath(path), _args.seconds(timeout), core(stop))
    return Certificate(Status(d["status"]), d["kind"], tuple(d["files"]), d["reason"])


def encode(problem: Problem, steps: Optional[int] = None,
           max_moves: Optional[int] = None, encoding: Optional[str] = None,
           shuffle: Optional[int] = None) -> CNF:
    """The CNF of `problem`, as `pegsat encode` writes it, with the same
    options. By default its models are exactly the solutions, one per jump
    sequence: unsatisfiable exactly when there is no solution, a model count
    is the solution count, and an added clause removes only what it names.
    steps: another horizon; max_moves: at most that many moves (a move
    counter; sets the steps); encoding: settings, comma separated, as
    `--encoding` takes them ("symmetry=on,order=on" solves faster, but then
    models != solutions, as cnf.models_are_solutions says); shuffle: rename
    variables and reorder clauses with this seed."""
    check_type(problem, Problem, "problem")
    s = -1 if steps is None else _args.count_arg(steps, "steps", 0, 1000)
    k = -1 if max_moves is None else _args.count_arg(max_moves, "max_moves", 0, 100000)
    if encoding is not None:
        check_type(encoding, str, "encoding")
    seed = 0 if shuffle is None else _args.count_arg(shuffle, "shuffle", 0, 2**64 - 1)
    d = _pegsat.encode(problem._core, s, k, encoding or "", seed)
    return CNF(d["nv"], tuple(map(tuple, d["clauses"])), d["steps"], d["dimacs"], problem.board)


def decode(cnf: Union[CNF, str], model: Optional[Sequence[int]]) -> SolveResult:
    """What a SAT solver's answer means for `cnf` (a CNF, or DIMACS text that
    pegsat wrote): a model (the true literals, as PySAT's get_model() gives
    them; variables left out are false) becomes a verified solution, status
    SOLVED; None (unsatisfiable) is NO_SOLUTION when the CNF covers every
    solution. Raises InputError when the model does not satisfy the CNF."""
    board = None
    if isinstance(cnf, CNF):
        dimacs, board = cnf.dimacs, cnf.board
    else:
        check_type(cnf, str, "cnf")
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
    if board is None:
        board = _board_of_dimacs(dimacs)
    problem = _problem_of_dimacs(dimacs, board)
    return SolveResult(Status(d["status"]), problem, _solution(board, d), d["reason"], "sat")


def _comment(dimacs: str, key: str) -> Optional[str]:
    for line in dimacs.splitlines():
        if line.startswith(f"c {key}:"):
            return line[len(f"c {key}:"):].strip()
        if line.startswith("p "):
            break
    return None


def _board_of_dimacs(dimacs: str) -> Board:
    """The board a pegsat CNF names in its "c board:" comment."""
    name = _comment(dimacs, "board")
    return Board(name) if name else Board("english")


def _problem_of_dimacs(dimacs: str, board: Board) -> Problem:
    """The problem a pegsat CNF names in its "c start:" and "c finish:" comments."""
    try:
        return Problem(board, _comment(dimacs, "start"), _comment(dimacs, "finish"))
    except InputError:
        return Problem(board)
