// SPDX-License-Identifier: GPL-3.0-or-later
// The crosscheck job: random end games of a board counted by the native
// counter and by SAT model enumeration (src/crosscheck), under a time limit
// for the whole check. `pegsat crosscheck` and the API's crosscheck are this
// job with other front ends.
#pragma once

#include <string>

#include "crosscheck/crosscheck.hpp"
#include "job/job.hpp"
#include "util/result.hpp"

namespace pegsat {

struct CrosscheckJob {
  std::string board = "english";  // built-in name or board file
  CrosscheckOptions check;        // samples, seed, jumps, largest count, SAT timeout
  Limits limits;                  // the time limit and stop flag of the whole check
};

struct CrosscheckReport {
  Board board;
  CrosscheckResult result;  // the samples, up to the first disagreement
  // A check (docs/JSON.md): "right" while every count agrees (or when a
  // limit stopped it before the first sample), else "wrong".
  bool right = false;
  Stop stop = Stop::None;
  // The first sample whose counts differ (1-based), 0 for none.
  size_t firstDifference = 0;
};

// The Error is a board that cannot be loaded.
Result<CrosscheckReport> runCrosscheck(const CrosscheckJob& job);

// The same on a board already loaded (the job's own `board` unused).
CrosscheckReport crosscheckBoard(Board board, const CrosscheckJob& job);

}  // namespace pegsat
