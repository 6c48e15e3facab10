// SPDX-License-Identifier: GPL-3.0-or-later
// The slide-encode job: the DIMACS CNF of "is this sliding puzzle solvable
// in at most T moves?" (encodings/slide_encoding.hpp). `pegsat slide encode`
// and the API's slideEncode are this job with other front ends.
#pragma once

#include <string>

#include "job/slide_search.hpp"

namespace pegsat {

struct SlideEncodeJob {
  std::string puzzle;  // a file holding one puzzle
  int steps = 0;       // T
  std::string goal = "auto";
};

struct SlideEncodeReport {
  std::string dimacs;
  int vars = 0;
  size_t clauses = 0;
};

// Errors: an unreadable puzzle file, a side too large to encode.
Result<SlideEncodeReport> runSlideEncode(const SlideEncodeJob& job);

}  // namespace pegsat
