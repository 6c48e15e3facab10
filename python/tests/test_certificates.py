# SPDX-License-Identifier: GPL-3.0-or-later
# Certificates of "no solution", written and checked through Python, and a
# damaged one rejected by the independent checker.
import pegsat


def test_certificate_of_an_impossible_problem(tmp_path):
    p = pegsat.Problem("english", start="d4", finish="c4")
    assert pegsat.solve(p).status == "no solution"
    path = tmp_path / "d4-c4.cert"
    c = pegsat.certify(p, path)
    assert c.status == "no solution", c.reason
    assert c.kind in ("parity", "pagoda", "cases", "drat")
    assert c.files[0] == str(path) and path.exists()
    v = pegsat.verify_certificate(path)
    assert v.ok and v.kind == c.kind and v.board == "english"
    assert c.verify().ok and pegsat.verify(c).ok


def test_a_damaged_certificate_fails(tmp_path):
    p = pegsat.Problem("english", start="d4", finish="c4")
    path = tmp_path / "x.cert"
    pegsat.certify(p, path)
    text = path.read_text()
    # The same argument claimed for a solvable problem: the checker must say no.
    damaged = text.replace("finish: c4", "finish: d4")
    assert damaged != text
    path.write_text(damaged)
    try:
        v = pegsat.verify_certificate(path)
    except pegsat.InputError:
        return
    assert not v.ok and v.reason


def test_no_certificate_for_a_solvable_problem(tmp_path):
    c = pegsat.certify(pegsat.Problem("triangle", "a1", "a1"), tmp_path / "t.cert")
    assert c.status == "solved" and not (tmp_path / "t.cert").exists()
