# SPDX-License-Identifier: GPL-3.0-or-later
# A limit is a status, never an exception; a call stops on its own Stop
# handle or when the asyncio task awaiting it is cancelled; progress comes
# as events a progress bar can follow; a solution is checked together with
# a levels certificate of its minimum.
import asyncio
import subprocess
import threading
import time

import pytest

import pegsat

# The French board's c1 -> e7 (Meyrignac's 20 moves): a count of minutes,
# so that any call on it here ends by a limit or a stop, never by the count.
LONG = ("french", "c1", "e7")


def long_problem():
    return pegsat.Problem(*LONG)


def test_a_stop_handle_ends_a_running_count_with_a_status():
    stop = pegsat.Stop()
    timer = threading.Timer(0.5, stop.set)
    timer.start()
    r = pegsat.count(long_problem(), stop=stop, threads=1)
    timer.join()
    assert r.status is pegsat.Status.UNKNOWN
    assert r.reason == "interrupted" and r.solutions is None
    assert stop.is_set()


def test_a_set_stop_stops_every_call_until_cleared():
    stop = pegsat.Stop()
    stop.set()
    triangle = pegsat.Problem("triangle", "a1", "a1")
    assert pegsat.count(triangle, stop=stop).reason == "interrupted"
    assert pegsat.solve(long_problem(), stop=stop).status is pegsat.Status.UNKNOWN
    stop.clear()
    # 6,816 jump sequences solve the triangle's a1 -> a1 (Bell).
    assert pegsat.count(triangle, stop=stop).solutions == 6816
    with pytest.raises(TypeError, match="Stop"):
        pegsat.count(triangle, stop=True)


def test_cancelling_the_task_stops_the_cpp_work():
    events = []

    async def main():
        stop = pegsat.Stop()
        task = asyncio.ensure_future(pegsat.run_async(
            pegsat.count, long_problem(), threads=1, stop=stop, progress=events.append))
        # The loop runs while the count does (the GIL is released).
        ticks = 0
        while len(events) < 2:
            await asyncio.sleep(0.05)
            ticks += 1
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        return stop, ticks

    stop, ticks = asyncio.run(main())
    assert stop.is_set() and ticks > 0
    # The C++ count returned before the cancellation did: nothing reports any more.
    seen = len(events)
    time.sleep(1.0)
    assert len(events) == seen


def test_run_async_returns_the_result():
    r = asyncio.run(pegsat.run_async(pegsat.count, pegsat.Problem("triangle", "a1", "a1")))
    assert r.solutions == 6816


def test_progress_events_follow_the_layers():
    events = []
    r = pegsat.count(long_problem(), timeout=3, threads=1, progress=events.append)
    assert r.status is pegsat.Status.UNKNOWN and r.reason == "time limit"
    assert events and all(isinstance(e, pegsat.Progress) for e in events)
    layers = [e for e in events if e.phase.startswith("layer ")]
    assert layers
    for e in layers:
        assert e.total is not None and 0 < e.done <= e.total
        assert str(e) == e.line and f"{e.done}/{e.total}" in e.line
    seconds = [e.seconds for e in events]
    assert seconds == sorted(seconds) and seconds[-1] < 60


def test_progress_lines_parse():
    e = pegsat._progress.parse("layer 14: 612000/1050924 positions expanded, 1.20M/s, 3.1 s", 2.0)
    assert (e.phase, e.done, e.total, e.seconds) == ("layer 14", 612000, 1050924, 2.0)
    e = pegsat._progress.parse("searching: 1048576 positions, 3 dead stored, 12 MB", 1.0)
    assert (e.phase, e.done, e.total) == ("searching", 1048576, None)
    e = pegsat._progress.parse("counting: layer 3: 40/76 positions expanded, 0.50M/s, 0.2 s", 1.0)
    assert (e.phase, e.done, e.total) == ("counting: layer 3", 40, 76)
    e = pegsat._progress.parse("marking layer 9: 32/256 buckets, 2.1 s in this layer, 40.3 s", 1.0)
    assert (e.phase, e.done, e.total) == ("marking layer 9", 32, 256)
    e = pegsat._progress.parse("reading", 1.0)
    assert (e.phase, e.done, e.total) == ("reading", 0, None)


class Bar:
    """What tqdm_progress uses of a tqdm bar."""

    def __init__(self):
        self.total, self.n, self.resets, self.description = None, 0, [], ""

    def reset(self, total=None):
        self.resets.append(total)
        self.total, self.n = total, 0

    def set_description(self, text):
        self.description = text

    def refresh(self):
        assert self.total is None or self.n <= self.total


def test_tqdm_progress_drives_a_bar():
    bar = Bar()
    events = []
    drive = pegsat.tqdm_progress(bar)

    def both(e):
        events.append(e)
        drive(e)

    pegsat.count(long_problem(), timeout=2, threads=1, progress=both)
    assert events
    last = events[-1]
    assert (bar.description, bar.n, bar.total) == (last.phase, last.done, last.total)
    assert len(bar.resets) == len({e.phase for e in events})


def test_a_real_tqdm_bar():
    tqdm = pytest.importorskip("tqdm")
    with tqdm.tqdm(disable=True) as bar:
        pegsat.count(long_problem(), timeout=1, threads=1, progress=pegsat.tqdm_progress(bar))


def test_limits_of_checks_are_statuses(tmp_path):
    # A DRAT certificate (parity and pagodas do not decide the triangle's
    # a1 -> b3), whose check polls its limits as it replays the proof.
    c = pegsat.certify(pegsat.Problem("triangle", "a1", "b3"), tmp_path / "no.cert")
    assert c.kind == "drat"
    stop = pegsat.Stop()
    stop.set()
    v = pegsat.verify_certificate(c.files[0], stop=stop)
    assert (v.status, v.ok, v.reason) == ("unknown", False, "interrupted") and not v
    t = pegsat.verify_certificate(c.files[0], timeout=1e-6)
    assert (t.status, t.ok, t.reason) == ("unknown", False, "time limit")
    s = pegsat.verify(pegsat.solve(pegsat.Problem()).solution, stop=stop)
    assert (s.status, s.ok, s.reason) == ("unknown", False, "interrupted")
    stop.clear()
    assert pegsat.verify_certificate(c.files[0], stop=stop).status == "right"


def test_a_verdict_names_its_problem(source):
    v = pegsat.verify_file(source / "data" / "solutions" / "triangle-d4-a4.sol")
    assert v.ok and v.status == "right"
    assert (v.start, v.finish) == ("d4", "a4")
    wrong = pegsat.verify("board: triangle\nstart: a1\na3-a1\n")
    assert wrong.status == "wrong" and wrong.start == "a1"


def test_a_solution_with_its_levels_certificate(cli, source, tmp_path):
    cert, sol = tmp_path / "levels.cert", tmp_path / "best.sol"
    run = subprocess.run([cli, "solve", "--board", "triangle", "--min-moves", "-q",
                          "--certificate", str(cert), "-o", str(sol)])
    assert run.returncode == 10
    v = pegsat.verify(sol, certificate=cert)
    assert v.ok and v.minimum == "certified" and v.certified_moves == v.moves
    # A longer solution of the same problem (the usual a1 -> a1) is right,
    # but the certificate does not prove it minimal.
    longer = pegsat.Solution.from_moves(pegsat.Problem("triangle"), [
        "a3-a1", "c5-a3", "e5-c5", "b2-b4", "d4-b2", "a1-c3", "a4-a2", "b5-d5", "c3-c5",
        "d5-b5", "a5-c5-a3-a1"])
    lv = pegsat.verify(longer, certificate=cert)
    assert lv.ok and lv.moves == v.moves + 1
    assert (lv.minimum, lv.certified_moves) == ("not proved", v.moves)
    # It proves the minimum of its own problem only.
    other = pegsat.verify(source / "data" / "solutions" / "triangle-d4-a4.sol", certificate=cert)
    assert not other.ok and other.status == "wrong" and other.reason
    with pytest.raises(pegsat.InputError):
        pegsat.verify(sol, certificate=tmp_path / "missing.cert")
