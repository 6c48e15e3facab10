// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/crosscheck.hpp"

#include "peg/board_file.hpp"

namespace pegsat {

Result<CrosscheckReport> runCrosscheck(const CrosscheckJob& job) {
  auto board = loadBoard(job.board);
  if (!board) return board.error();
  return crosscheckBoard(std::move(*board), job);
}

CrosscheckReport crosscheckBoard(Board board, const CrosscheckJob& job) {
  CrosscheckOptions options = job.check;
  options.budget = job.limits.budget;
  CrosscheckReport r{std::move(board), {}, false, Stop::None, 0};
  r.result = crosscheckCounts(r.board, options);
  r.stop = r.result.stop;
  r.right = r.result.ok() || (r.result.stopped && r.result.samples.empty());
  for (size_t i = 0; i < r.result.samples.size(); ++i)
    if (!r.result.samples[i].agree()) {
      r.firstDifference = i + 1;
      break;
    }
  return r;
}

}  // namespace pegsat
