// SPDX-License-Identifier: GPL-3.0-or-later
#include "verifier/handed_out.hpp"

#include <fmt/format.h>

#include "verifier/verifier.hpp"

namespace pegsat {

Result<std::string> verifiedSolutionText(const Board& board, Cells start, Cells finish,
                                         const std::vector<Jump>& jumps,
                                         std::optional<MovesClaim> moves,
                                         const std::string& writtenTo) {
  const std::string name = "(the solution to hand out)";
  std::string text = formatSolution(board, start, finish, jumps, moves, writtenTo);
  auto written = parseSolutionText(text, name);
  if (!written) return Error{name, 0, "it does not read back: " + written.error().str()};
  auto sol = resolveSolution(*written, board);
  if (!sol) return Error{name, 0, "it does not read back: " + sol.error().str()};
  if (sol->start != start || sol->finish != finish)
    return Error{name, 0, "its headers name another problem than the one solved"};
  const VerifyReport v = verifySolution(board, *sol);
  if (!v.ok)
    return Error{name, v.line,
                 fmt::format("the verifier rejects it: {} jump {} ({}): {}", v.pass, v.jump,
                             v.jumpText, v.reason)};
  if (written->moves && written->moves->count != v.moves)
    return Error{name, written->moves->line,
                 fmt::format("it makes {} moves, its moves: header says {}", v.moves,
                             written->moves->count)};
  return text;
}

}  // namespace pegsat
