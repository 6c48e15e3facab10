// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/problem_load.hpp"

#include "peg/board_file.hpp"
#include "peg/solution_file.hpp"

namespace pegsat {

Result<Problem> problemOn(Board board, std::string_view emptyAtStart, std::string_view pegsAtEnd,
                          const std::string& startName, const std::string& finishName) {
  Problem p{std::move(board), 0, 0};
  p.start = p.board.initial;
  if (!emptyAtStart.empty()) {
    auto empty = parseHoleList(p.board, emptyAtStart, startName);
    if (!empty) return empty.error();
    if (*empty == 0) return Error{startName, 0, "no hole given"};
    p.start = p.board.holes & ~*empty;
  }
  p.finish = p.board.holes & ~p.start;
  if (!pegsAtEnd.empty()) {
    auto pegs = parseHoleList(p.board, pegsAtEnd, finishName);
    if (!pegs) return pegs.error();
    if (*pegs == 0) return Error{finishName, 0, "no hole given"};
    p.finish = *pegs;
  }
  if (auto e = problemError(p.start, p.finish)) return Error{finishName, 0, *e};
  return p;
}

Result<Problem> loadProblem(const std::string& boardSpec, std::string_view emptyAtStart,
                            std::string_view pegsAtEnd) {
  auto board = loadBoard(boardSpec);
  if (!board) return board.error();
  return problemOn(std::move(*board), emptyAtStart, pegsAtEnd);
}

}  // namespace pegsat
