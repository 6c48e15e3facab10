// SPDX-License-Identifier: GPL-3.0-or-later
// The slide-verify job: a solution of a sliding puzzle replayed by the
// independent verifier (src/slide/verify.hpp) on its puzzle. `pegsat slide
// verify`, `pegsat draw --puzzle` and the API's slideVerify are this job
// with other front ends.
#pragma once

#include <string>
#include <vector>

#include "job/slide_search.hpp"
#include "slide/verify.hpp"

namespace pegsat {

struct SlideVerifyJob {
  std::string puzzle;    // a file holding one puzzle
  std::string solution;  // Princeton output or a move string of U D L R
  std::string goal = "auto";
};

struct SlideVerifyResult {
  slide::SlideVerifyReport check;  // ok, moves replayed, and where it went wrong
  bool noSolution = false;         // the solution says "No solution possible"
  // When right: the puzzle's positions from the start to the goal (the
  // start alone for "no solution").
  std::vector<slide::Puzzle> states;
};

// Errors: a file that cannot be read or parsed.
Result<SlideVerifyResult> runSlideVerify(const SlideVerifyJob& job, const char* verb = "verify");

}  // namespace pegsat
