# SPDX-License-Identifier: GPL-3.0-or-later
# Every key a result's to_dict() gives is a field of its command's report, as
# docs/JSON.md lists it (the C++ test json_fields_test holds the docs and the
# command line to the same tables): one vocabulary in Python and JSON.
import pytest

import pegsat

CENTRAL = "data/solutions/english-c1-c1.sol"


def names(command, prefix=""):
    head = {f.name for f in pegsat.report_fields("head")}
    own = {f.name[len(prefix):] for f in pegsat.report_fields(command)
           if f.name.startswith(prefix) and "." not in f.name[len(prefix):]}
    return head | own


def test_every_report_has_fields_and_an_unknown_one_is_an_error():
    assert {f.name for f in pegsat.report_fields("head")} >= {"pegsat", "command", "status"}
    with pytest.raises(ValueError):
        pegsat.report_fields("no such report")


@pytest.mark.parametrize("kwargs", [{}, {"min_moves": True}])
def test_solve_result_keys_are_solve_fields(kwargs):
    d = pegsat.solve(pegsat.Problem("triangle", "a1", "a1"), **kwargs).to_dict()
    assert set(d) <= names("solve"), sorted(set(d) - names("solve"))


def test_count_result_and_level_keys_are_count_fields():
    r = pegsat.count(pegsat.Problem("triangle", "a1", "a1"), levels=True)
    d = r.to_dict()
    assert set(d) <= names("count"), sorted(set(d) - names("count"))
    level = r.levels[0].to_dict()
    assert set(level) <= names("count", "levels[]."), sorted(set(level) - names("count", "levels[]."))


def test_verdict_keys_are_verify_file_fields(source):
    files = names("verify", "files[].")
    v = pegsat.verify(source / CENTRAL)
    assert v and set(v.to_dict()) <= files, sorted(set(v.to_dict()) - files)
    wrong = pegsat.verify("board: triangle\nstart: a1\na3-a1\n")
    assert not wrong and wrong.reason
    assert set(wrong.to_dict()) <= files
