# SPDX-License-Identifier: GPL-3.0-or-later
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


def cadical_models(cadical, nv, clauses, tmp_path, limit):
    """The models of a CNF, enumerated by the cadical command with a clause
    that blocks each whole model."""
    blocked, found = [], []
    path = tmp_path / "enum.cnf"
    while len(found) < limit:
        all_clauses = list(clauses) + blocked
        path.write_text(f"p cnf {nv} {len(all_clauses)}\n" +
                        "".join(" ".join(map(str, c)) + " 0\n" for c in all_clauses))
        out = subprocess.run([cadical, "-q", str(path)], capture_output=True, text=True,
                             timeout=120)
        assert out.returncode in (10, 20), out.stderr
        if out.returncode == 20:
            break
        found.append([int(x) for line in out.stdout.splitlines() if line.startswith("v")
                      for x in line.split()[1:] if x != "0"])
        # The whole model blocked, as PySAT's enum_models does.
        blocked.append([-x for x in found[-1]])
        yield found[-1]
    return


def test_cnf_is_its_clauses_and_reads_back(tmp_path):
    cnf = pegsat.encode(pegsat.Problem("triangle", "a1", "a1"))
    assert list(cnf) == list(cnf.clauses) and len(cnf) == len(cnf.clauses)
    path = tmp_path / "t.cnf"
    cnf.to_file(path)
    back = pegsat.CNF.from_file(path)
    assert (back.nv, back.clauses, back.steps) == (cnf.nv, cnf.clauses, cnf.steps)
    assert back.board == cnf.board and back.models_are_solutions
    assert back.variable("c3-a1", 1) == cnf.variable("c3-a1", 1)
    # Another program's file: clauses, no names, no board.
    other = tmp_path / "o.cnf"
    other.write_text("c made elsewhere\np cnf 3 2\n1 -2 0\n2 3 0\n")
    o = pegsat.CNF.from_file(other)
    assert (o.nv, o.clauses, o.board) == (3, ((1, -2), (2, 3)), None)
    with pytest.raises(KeyError):
        o.meaning(1)
    bad = tmp_path / "bad.cnf"
    bad.write_text("p cnf 2 1\n1 5 0\n")
    with pytest.raises(pegsat.InputError) as e:
        pegsat.CNF.from_file(bad)
    assert e.value.file == str(bad) and e.value.line == 2


def test_variable_map_names_every_jump_and_peg():
    cnf = pegsat.encode(pegsat.Problem("triangle", "a1", "a1"))
    v = cnf.variable("c3-a1", step=1)
    assert cnf.meaning(v) == ("c3-a1", 1) and cnf.meaning(-v) == ("c3-a1", 1)
    assert cnf.meaning(cnf.variable("a1", step=0)) == ("a1", 0)
    # The start: every hole but a1 holds a peg, by a unit clause on its variable.
    units = {c[0] for c in cnf if len(c) == 1}
    assert -cnf.variable("a1", 0) in units and cnf.variable("b2", 0) in units
    named = {cnf.variable(*cnf.meaning(x)) for x in range(1, cnf.nv + 1)
             if _named(cnf, x)}
    assert len(named) == 15 * 14 + cnf.steps * len({cnf.meaning(x)[0] for x in named
                                                    if "-" in cnf.meaning(x)[0]})
    with pytest.raises(KeyError):
        cnf.variable("c3-a1", step=14)
    aux = [line for line in cnf.dimacs.splitlines() if line.startswith("c aux ")]
    assert aux
    with pytest.raises(KeyError):
        cnf.meaning(int(aux[0].split()[2].split("..")[0]))  # an auxiliary variable


def _named(cnf, x):
    try:
        cnf.meaning(x)
        return True
    except KeyError:
        return False


def test_first_jump_unit_keeps_the_central_game_solvable(cadical, tmp_path):
    p = pegsat.Problem("triangle", "a1", "a1")
    cnf = pegsat.encode(p)
    first = cnf.variable("c3-a1", step=1)
    model = next(cadical_models(cadical, cnf.nv, list(cnf) + [(first,)], tmp_path, 1), None)
    assert model is not None
    r = pegsat.decode(cnf, model)
    assert r.status == "solved" and str(r.solution.jumps[0]) == "c3-a1"


def test_models_are_the_counted_solutions(cadical, tmp_path):
    # The triangle's single-vacancy pair with the fewest solutions (720),
    # enumerated through the cadical command against the count.
    holes = [f"{chr(ord('a') + c)}{r}" for r in range(1, 6) for c in range(r)]
    counts = []
    for start in holes:
        for finish in holes:
            p = pegsat.Problem("triangle", start, finish)
            n = pegsat.count(p).solutions
            if n:
                counts.append((n, start, finish))
    counts.sort()
    for n, start, finish in counts[:1]:
        cnf = pegsat.encode(pegsat.Problem("triangle", start, finish))
        models = list(cadical_models(cadical, cnf.nv, cnf, tmp_path, n + 1))
        assert len(models) == n, (start, finish)
        jumps = {tuple(x for x in m if x > 0 and _named(cnf, x) and "-" in cnf.meaning(x)[0])
                 for m in models}
        assert len(jumps) == n


def test_faster_settings_say_models_are_not_solutions():
    p = pegsat.Problem("triangle", "a1", "a1")
    assert pegsat.encode(p).models_are_solutions
    fast = pegsat.encode(p, encoding="symmetry=on,order=on")
    assert not fast.models_are_solutions and "models \u2260 solutions" in fast.dimacs
    assert "options: amo=pairwise parallel=off" in fast.dimacs
    shuffled = pegsat.encode(p, shuffle=7)
    assert shuffled.nv == pegsat.encode(p).nv and shuffled.clauses != pegsat.encode(p).clauses
    assert shuffled.meaning(shuffled.variable("c3-a1", 1)) == ("c3-a1", 1)
    with pytest.raises(pegsat.InputError):
        pegsat.encode(p, encoding="symmetry=maybe")
    with pytest.raises(TypeError):
        pegsat.encode(p, encoding=1)
