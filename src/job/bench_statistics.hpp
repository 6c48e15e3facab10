// SPDX-License-Identifier: GPL-3.0-or-later
// The statistics of a bench report (job/bench.hpp): the tallies, the median
// and extreme times, the slowest problem and the slowest one answered, as
// `pegsat bench` prints them and the API returns them.
#pragma once

#include <string>
#include <vector>

#include "job/bench.hpp"

namespace pegsat {

struct BenchStatistics {
  int samples = 0;  // runs or problems done
  int solved = 0, noSolution = 0, unknown = 0;
  std::vector<std::string> unknownProblems;  // with allPairs: "START-FINISH" of each unknown
  uint64_t nodes = 0;                        // positions searched, all samples
  double totalMs = 0;
  double medianMs = 0, minMs = 0, maxMs = 0;  // wall time of one sample
  double medianCpuMs = 0, maxCpuMs = 0;       // CPU time of one sample
  // The sample of most CPU time; where some are unknown, that is one of
  // them, at the limit, so the slowest answered says how near the rest came.
  const BenchSample* slowest = nullptr;
  const BenchSample* slowestAnswered = nullptr;  // null when none was answered
};

// The statistics of the report's samples; they point into `report`, which
// must outlive them. All zero (and null) when no sample was done.
BenchStatistics benchStatistics(const BenchReport& report);

}  // namespace pegsat
