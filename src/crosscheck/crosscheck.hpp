// SPDX-License-Identifier: GPL-3.0-or-later
// The count cross-check: random end games counted twice, by the
// native counter (src/count) and by SAT model enumeration, which share no code
// beyond the board. Any difference points at a bug in one of them.
#pragma once

#include <boost/multiprecision/cpp_int.hpp>
#include <cstdint>
#include <vector>

#include "peg/board.hpp"
#include "util/budget.hpp"

namespace pegsat {

struct CrosscheckOptions {
  int samples = 10;
  uint64_t seed = 1;
  // Each sample starts this many jumps before the end of a random game from
  // the board's usual start and finishes where that game got stuck, so that
  // every sample has a solution and counts stay small.
  int jumps = 8;
  // Samples whose native count passes this are drawn again: SAT enumeration
  // runs at hundreds of models a second.
  uint64_t maxCount = 5000;
  double timeoutSeconds = 120;  // per SAT count, within the budget
  // The whole check's limits (a front end's time limit, its stop flag),
  // polled by both counts: the sample it interrupts is left out, the samples
  // done are kept.
  Budget budget;
};

struct CrosscheckSample {
  Cells start = 0, finish = 0;
  boost::multiprecision::cpp_int native;
  uint64_t sat = 0;
  bool satComplete = false;
  bool agree() const { return satComplete && native == sat; }
};

struct CrosscheckResult {
  std::vector<CrosscheckSample> samples;  // up to and including the first disagreement
  int redrawn = 0;                        // samples drawn again for too large a count
  bool stopped = false;                   // the budget ended the check before all samples
  Stop stop = Stop::None;                 // which of its limits
  bool ok() const {
    for (const auto& s : samples)
      if (!s.agree()) return false;
    return !samples.empty();
  }
};

// Draws the samples (deterministic in the seed) and counts each both ways,
// stopping at the first disagreement.
CrosscheckResult crosscheckCounts(const Board& board, const CrosscheckOptions& options = {});

}  // namespace pegsat
