// The public API's problems: a start and a finish on a board, checked once
// here so that solving and counting never meet a malformed one.
#include "api/handles.hpp"
#include "peg/solution_file.hpp"

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
    // The same defaults as the pegsat command's --start and --finish.
    const pegsat::Board& b = detail::BoardData::of(board);
    Cells start = b.initial;
    if (!emptyAtStart.empty()) {
      auto empty = parseHoleList(b, emptyAtStart, "start");
      if (!empty) return detail::toPublic(empty.error());
      if (*empty == 0) return Error{"start", 0, "no hole given"};
      start = b.holes & ~*empty;
    }
    Cells finish = b.holes & ~start;
    if (!pegsAtEnd.empty()) {
      auto pegs = parseHoleList(b, pegsAtEnd, "finish");
      if (!pegs) return detail::toPublic(pegs.error());
      if (*pegs == 0) return Error{"finish", 0, "no hole given"};
      finish = *pegs;
    }
    if (auto e = problemError(start, finish)) return Error{"finish", 0, *e};
    return detail::ProblemData::wrap(board, start, finish);
  } catch (const std::exception& e) {
    return Error{"", 0, detail::describeFailure(e)};
  }
}

}  // namespace pegsat::api
