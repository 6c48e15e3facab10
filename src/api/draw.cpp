// SPDX-License-Identifier: GPL-3.0-or-later
// The public API's pictures: the SVG of `pegsat draw`, for a position and for
// a solution that the independent verifier has replayed first.
#include "api/handles.hpp"
#include "draw/peg_animation.hpp"
#include "draw/peg_picture.hpp"
#include "peg/solution_file.hpp"
#include "verifier/verifier.hpp"

namespace pegsat::api {

Result<std::string> drawPosition(const Board& board, std::string_view pegs) {
  try {
    const pegsat::Board& b = detail::BoardData::of(board);
    Cells position = b.initial;
    if (!pegs.empty()) {
      auto holes = parseHoleList(b, pegs, "pegs");
      if (!holes) return detail::toPublic(holes.error());
      position = *holes;
    }
    const int n = popcount(position);
    return draw::drawPosition(b, position,
                              b.name + " board, " + std::to_string(n) + (n == 1 ? " peg" : " pegs"));
  } catch (const std::exception& e) {
    return Error{"", 0, detail::describeFailure(e)};
  }
}

Result<std::string> drawSolution(const Board& board, std::string_view solution,
                                 const std::string& file) {
  return drawSolution(board, solution, file, DrawOptions{});
}

Result<std::string> drawSolution(const Board& board, std::string_view solution,
                                 const std::string& file, const DrawOptions& options) {
  if (options.columns < 1)
    return Error{"", 0, "columns must be 1 or more, not " + std::to_string(options.columns)};
  try {
    const pegsat::Board& b = detail::BoardData::of(board);
    auto text = parseSolutionText(solution, file);
    if (!text) return detail::toPublic(text.error());
    auto sol = resolveSolution(*text, b);
    if (!sol) return detail::toPublic(sol.error());
    // The picture replays the jumps without checking them: only a verified
    // solution is drawn.
    const VerifyReport report = verifySolution(b, *sol);
    if (!report.ok)
      return Error{file, report.line, "not a solution: " + report.pass + ": " + report.reason};
    if (options.animate) return draw::animateSolution(b, *sol);
    return draw::drawSolution(b, *sol, draw::SolutionPictureOptions{options.columns});
  } catch (const std::exception& e) {
    return Error{file, 0, detail::describeFailure(e)};
  }
}

}  // namespace pegsat::api
