// SPDX-License-Identifier: GPL-3.0-or-later
// The public API's problems: a start and a finish on a board, checked once
// here so that solving and counting never meet a malformed one.
#include "api/handles.hpp"
#include "job/problem_load.hpp"

namespace pegsat::api {

Problem::Problem(Board board, std::shared_ptr<const detail::ProblemData> data)
    : board_(std::move(board)), data_(std::move(data)) {}

std::string Problem::start() const {
  const pegsat::Board& b = detail::BoardData::of(board_);
  return b.holeNames(b.holes & ~data_->start);
}

std::string Problem::finish() const {
  return detail::BoardData::of(board_).holeNames(data_->finish);
}

int Problem::jumps() const { return jumpsBetween(data_->start, data_->finish); }

Result<Problem> makeProblem(const Board& board, std::string_view emptyAtStart,
                            std::string_view pegsAtEnd) {
  try {
    // The same defaults and errors as the pegsat command's --start and
    // --finish (job/problem_load.hpp), named for the API's arguments.
    auto p = problemOn(detail::BoardData::of(board), emptyAtStart, pegsAtEnd, "start", "finish");
    if (!p) return detail::toPublic(p.error());
    return detail::ProblemData::wrap(board, p->start, p->finish);
  } catch (const std::exception& e) {
    return Error{"", 0, detail::describeFailure(e)};
  }
}

}  // namespace pegsat::api
