// SPDX-License-Identifier: GPL-3.0-or-later
// The slide-bench job: every instance of a file solved in parallel, one
// instance a thread, with lengths checked against the file's optimal ones.
// `pegsat slide bench` and the API's slideBench are this job with other
// front ends.
#pragma once

#include <string>
#include <vector>

#include "job/slide_search.hpp"

namespace pegsat {

struct SlideBenchJob {
  std::string file;  // Korf lines with optimal lengths, or a Princeton file
  SlideSearch search;
  int first = 0;     // only the first N instances; 0: all
  // The time limit and stop flag of the whole file, the threads (one
  // instance each), the progress ("3/100 instances").
  Limits limits;
};

struct SlideBenchInstance {
  int instance = 0;  // 1-based, in the file's order
  int line = 0;
  Outcome outcome = Outcome::Unknown;
  int length = -1;   // moves found; -1 when not solved
  int optimal = -1;  // the file's optimal length; -1 when it gives none
  uint64_t nodes = 0;
  int initialH = 0;
  double seconds = 0;
  std::string verdict;  // "ok", "WRONG" (a length other than the file's), "unknown"
};

struct SlideBenchReport {
  Outcome outcome = Outcome::Solved;  // Unknown when a limit left instances out
  Stop stop = Stop::None;
  size_t asked = 0;                   // instances asked for
  std::vector<SlideBenchInstance> instances;  // those done, in the file's order
  int threads = 0;
  double pdbSeconds = 0;  // loading or building the heuristic's tables
  uint64_t totalNodes = 0;
  double wallSeconds = 0, cpuSeconds = 0;  // cpu: the instances' times summed
  double averageInitialH = 0;
  int wrong = 0, unknown = 0, notDone = 0;
  std::vector<std::string> warnings;  // pattern-database cache files bad or not written
};

// Errors: an unreadable file, instances of different sizes, settings the
// search cannot take, an instance the method refuses (with its line).
Result<SlideBenchReport> runSlideBench(const SlideBenchJob& job);

}  // namespace pegsat
