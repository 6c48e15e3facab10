// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/slide_encode.hpp"

#include <fmt/format.h>

#include "encodings/slide_encoding.hpp"

namespace pegsat {

using namespace pegsat::slide;

Result<SlideEncodeReport> runSlideEncode(const SlideEncodeJob& job) {
  auto file = loadOnePuzzle(job.puzzle, "encode");
  if (!file) return file.error();
  const Puzzle& p = file->puzzles.front();
  if (p.n > kMaxSatSide)
    return Error{job.puzzle, p.line, fmt::format("encode takes sides up to {}", kMaxSatSide)};
  SlideCnf cnf(p, slideGoal(job.goal, file->format), job.steps);
  return SlideEncodeReport{cnf.dimacs(), cnf.vars(), cnf.clauses().size()};
}

}  // namespace pegsat
