# The CNF round trip: pegsat encodes, the external cadical command solves,
# pegsat decodes its model into a solution that the verifier replays; and
# the clause lists are exactly the DIMACS file's, as PySAT would read them.
import subprocess

import pytest

import pegsat


def dimacs_clauses(text):
    """The header and clauses of a DIMACS text, read independently."""
    nv = None
    clauses, current = [], []
    for line in text.splitlines():
        if line.startswith("c") or not line.strip():
            continue
        if line.startswith("p cnf"):
            nv = int(line.split()[2])
            continue
        for lit in map(int, line.split()):
            if lit == 0:
                clauses.append(current)
                current = []
            else:
                current.append(lit)
    return nv, clauses


def run_cadical(cadical, cnf, tmp_path):
    path = tmp_path / "p.cnf"
    cnf.to_file(path)
    out = subprocess.run([cadical, "-q", str(path)], capture_output=True, text=True, timeout=120)
    assert out.returncode in (10, 20), out.stderr
    if out.returncode == 20:
        return None
    return [int(x) for line in out.stdout.splitlines() if line.startswith("v")
            for x in line.split()[1:]]


def test_clauses_are_the_dimacs_file():
    cnf = pegsat.encode(pegsat.Problem("triangle", "a1", "a1"))
    nv, clauses = dimacs_clauses(cnf.to_dimacs())
    assert cnf.nv == nv and [list(c) for c in cnf.clauses] == clauses
    assert all(isinstance(c, tuple) and c and all(isinstance(x, int) and x != 0 and abs(x) <= nv
                                                 for x in c) for c in cnf.clauses)
    assert cnf.steps == 13  # one jump a step: 14 pegs to 1


def test_round_trip_through_cadical(cadical, tmp_path):
    p = pegsat.Problem("triangle", "a1", "a1")
    cnf = pegsat.encode(p)
    model = run_cadical(cadical, cnf, tmp_path)
    assert model is not None
    r = pegsat.decode(cnf, model)
    assert r.status == "solved"
    assert pegsat.verify(r.solution).ok and len(r.solution.jumps) == 13
    # The DIMACS text alone decodes too (its comments name every variable).
    assert pegsat.decode(cnf.dimacs, model).solution.jumps == r.solution.jumps


def test_bounded_moves_through_cadical(cadical, tmp_path):
    p = pegsat.Problem("triangle", "a1", "a1")
    ten = pegsat.encode(p, max_moves=10)
    model = run_cadical(cadical, ten, tmp_path)
    r = pegsat.decode(ten, model)
    assert r.status == "solved" and len(r.solution) <= 10
    nine = pegsat.encode(p, max_moves=9)
    assert run_cadical(cadical, nine, tmp_path) is None
    no = pegsat.decode(nine, None)
    assert no.status == "no solution" and "9 moves" in no.reason


def test_impossible_problem_is_unsatisfiable(cadical, tmp_path):
    cnf = pegsat.encode(pegsat.Problem("triangle", "a1", "a2"))
    model = run_cadical(cadical, cnf, tmp_path)
    assert pegsat.solve(pegsat.Problem("triangle", "a1", "a2")).status == (
        "solved" if model else "no solution")


def test_a_model_of_something_else_is_refused():
    cnf = pegsat.encode(pegsat.Problem("triangle", "a1", "a1"))
    with pytest.raises(pegsat.InputError):
        pegsat.decode(cnf, [-v for v in range(1, cnf.nv + 1)])
    with pytest.raises(pegsat.InputError):
        pegsat.decode(cnf, [cnf.nv + 5])
    with pytest.raises(pegsat.InputError):
        pegsat.decode("p cnf 1 1\n1 0\n", [1])
