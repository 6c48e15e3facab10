# SPDX-License-Identifier: GPL-3.0-or-later
# to_dict() says what `--json` says: for the same call, the command's keys
# (but the methods' statistics, which a result does not carry) with the same
# values, and the same names for the same things (units, levels, bounds).
import json
import subprocess

import pytest

import pegsat

# What a method did, which the command reports and a Python result does not
# carry (docs/PYTHON.md): the search's, the fewest-moves search's, SAT's and
# the counter's figures.
STATISTICS = {
    "nodes", "dead_positions", "symmetries", "pagodas", "direction", "found_by_beam",
    "decided_by_invariant", "decided_by_pagoda_cases", "decided_by_count", "count",
    "forward_levels", "backward_levels", "positions", "peak_bytes", "meet",
    "encoding", "solver", "steps", "variables", "clauses", "conflicts", "encode_ms",
    "solve_ms", "bounds", "ranks", "bytes_sent_per_layer",
}
# Measured, so equal only in name.
TIMINGS = {"milliseconds"}

CASES = [
    ("solve", ["--board", "english"], {}),
    ("solve", ["--board", "english", "--min-moves"], {"min_moves": True}),
    ("solve", ["--board", "english", "--start", "d4", "--finish", "c4"], {}),
    ("solve", ["--board", "triangle", "--start", "a1", "--finish", "a1", "--method", "sat",
               "--min-moves"], {"method": "sat", "min_moves": True}),
    ("count", ["--board", "triangle", "--start", "a1", "--finish", "a1"], {}),
    ("count", ["--board", "triangle", "--start", "a1", "--finish", "a1", "--levels"],
     {"levels": True}),
]


def problem_of(args):
    opts = dict(zip(args[::2], args[1::2]))
    return pegsat.Problem(opts["--board"], opts.get("--start"), opts.get("--finish"))


@pytest.mark.parametrize("command,args,kwargs", CASES)
def test_to_dict_has_the_json_keys(cli, command, args, kwargs):
    flags = [a for a in args if a in ("--min-moves", "--levels")]
    pairs = [a for a in args if a not in flags]
    run = subprocess.run([cli, command, *args, "--json"], capture_output=True, text=True)
    cli_json = json.loads(run.stdout)
    call = pegsat.solve if command == "solve" else pegsat.count
    result = call(problem_of(pairs), **kwargs)
    mine = result.to_dict()
    assert set(mine) <= set(cli_json), sorted(set(mine) - set(cli_json))
    assert set(mine) - STATISTICS == set(cli_json) - STATISTICS, sorted(cli_json)
    for key in set(mine) - TIMINGS - {"jumps", "solution"}:
        assert mine[key] == cli_json[key], key


def test_levels_carry_the_same_names_in_json_and_python(cli):
    run = subprocess.run([cli, "count", "--board", "triangle", "--start", "a1", "--finish", "a1",
                          "--levels", "--json"], capture_output=True, text=True, check=True)
    rows = json.loads(run.stdout)["levels"]
    assert set(rows[0]) == {f.name for f in pegsat.Level.__dataclass_fields__.values()}
    # "reachable" counts every position, the _up_to_symmetry one classes: never more.
    assert all(r["reachable"] >= r["reachable_up_to_symmetry"] for r in rows)
    assert any(r["reachable"] > r["reachable_up_to_symmetry"] for r in rows)


def test_stopped_fewest_moves_bounds_as_the_command_prints_them(cli):
    args = ["--board", "french", "--start", "c1", "--finish", "e7", "--min-moves",
            "--timeout", "0.5"]
    run = subprocess.run([cli, "solve", *args, "--json"], capture_output=True, text=True)
    j = json.loads(run.stdout)
    if j["status"] != "unknown":
        pytest.skip("solved within the timeout on this machine")
    r = pegsat.solve(pegsat.Problem("french", "c1", "e7"), min_moves=True, timeout=0.5)
    assert r.status is pegsat.Status.UNKNOWN
    d = r.to_dict()
    assert {"lower_bound", "upper_bound"} <= set(d) and d["reason"] == j["reason"] == "time limit"
    assert isinstance(d["lower_bound"], int) and d["lower_bound"] >= 1


@pytest.mark.parametrize("gib", [0.001, 4])
def test_max_memory_means_gib_here_and_on_the_command_line(cli, gib):
    args = ["--board", "english", "--max-memory", str(gib)]
    j = json.loads(subprocess.run([cli, "count", *args, "--json"], capture_output=True,
                                  text=True).stdout)
    r = pegsat.count(pegsat.Problem("english"), max_memory=gib)
    assert r.status.value == j["status"] and r.to_dict().get("reason") == j.get("reason")
    assert r.status is (pegsat.Status.UNKNOWN if gib < 1 else pegsat.Status.SOLVED)
