// SPDX-License-Identifier: GPL-3.0-or-later
// The public API's pictures: the draw job's SVG (job/draw.hpp), for a
// position and for a solution that the independent verifier has replayed
// first.
#include "api/handles.hpp"
#include "job/draw.hpp"

namespace pegsat::api {

Result<std::string> drawPosition(const Board& board, std::string_view pegs) {
  try {
    auto svg = pegsat::drawPegPosition(detail::BoardData::of(board), pegs);
    if (!svg) return detail::toPublic(svg.error());
    return std::move(*svg);
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
    auto svg = drawSolutionText(detail::BoardData::of(board), solution, file, options.animate,
                                options.columns);
    if (!svg) return detail::toPublic(svg.error());
    return std::move(*svg);
  } catch (const std::exception& e) {
    return Error{file, 0, detail::describeFailure(e)};
  }
}

}  // namespace pegsat::api
