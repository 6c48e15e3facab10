// SPDX-License-Identifier: GPL-3.0-or-later
// The bench job: the native answer (solveNatively, what `pegsat solve` runs) timed,
// on one problem run again and again, or once on every single-vacancy start /
// single-survivor finish of a board, with a certificate of each impossible
// pair when asked. The positions searched are deterministic, a regression
// signature as in Stockfish's bench. `pegsat bench` is this job with a front
// end.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "job/certify.hpp"
#include "job/job.hpp"
#include "search/solver.hpp"

namespace pegsat {

struct BenchJob {
  // Every pair of the board once (the problem's start and finish play no
  // part), or the problem `runs` times.
  bool allPairs = false;
  int runs = 21;
  // Per problem: seconds of the solving thread's CPU time before it counts
  // as unknown (0: none), so that a loaded machine gives the same table.
  double pairCpuSeconds = 10;
  // The whole job: its wall seconds (the problem they interrupt is left out,
  // the ones done are reported) and the stop flag; maxMemoryBytes is what
  // the tables of each problem may take, which bounds the whole job too, as
  // each problem frees its memory before the next; the threads are those of
  // the count that decides a problem the search has not; the progress says
  // which start the pairs are at.
  Limits limits;
  // With allPairs: a folder to write a certificate of every impossible pair
  // into, as BOARD-START-FINISH.cert; empty for none.
  std::string certificates;
  double certificateTimeoutSeconds = 60;  // for CaDiCaL's DRAT proofs
};

struct BenchSample {
  std::string problem;  // with allPairs: "START-FINISH"
  SolveResult result;
  double milliseconds = 0, cpuMilliseconds = 0;
};

// The certificates of one kind: how many, and the time to find and check them.
struct CertificateTally {
  int count = 0;
  double findMs = 0, findMaxMs = 0, checkMs = 0, checkMaxMs = 0;
  uint64_t bytes = 0, lemmas = 0, checkedLemmas = 0;
};

struct BenchReport {
  // With runs: the problem's answer (its last run's), Unknown when no run
  // was done. With allPairs: Solved when every pair ran, else Unknown. The
  // Stop says whether the whole job's limit cut it short.
  Outcome outcome = Outcome::Unknown;
  Stop stop = Stop::None;
  int asked = 0;                     // runs or pairs asked for
  std::vector<BenchSample> samples;  // those done, in order
  std::map<std::string, CertificateTally> certificates;  // by kind
  int uncertified = 0;  // impossible pairs with no certificate found in time
  // An internal error: a certificate that does not check, or the plain CNF
  // of a pair said to have no solution satisfiable. The job stops there.
  std::string bug;
};

// The Error is a certificate or its folder that could not be written.
Result<BenchReport> runBench(const Problem& problem, const BenchJob& job);

}  // namespace pegsat
