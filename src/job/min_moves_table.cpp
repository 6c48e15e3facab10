// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/min_moves_table.hpp"

#include <fmt/format.h>

#include "job/method_options.hpp"
#include "verifier/handed_out.hpp"

namespace pegsat {

MinMovesTableReport runMinMovesTable(const Board& b, const Limits& limits) {
  const auto t0 = std::chrono::steady_clock::now();
  MinMovesTableReport r;
  r.table = minMovesTable(b, minMovesOptions(limits));
  r.milliseconds = millisecondsSince(t0);
  for (const MinMovesTableProblem& p : r.table.problems) {
    if (p.status != Outcome::Solved) continue;
    auto checked = verifiedSolutionText(b, b.holes & ~bitAt<Cells>(p.start),
                                        bitAt<Cells>(p.finish), p.jumps,
                                        MovesClaim{p.moves, true, 0});
    if (!checked) {
      r.bug = fmt::format("{} -> {}: {}", b.holeName(p.start), b.holeName(p.finish),
                          checked.error().str());
      return r;
    }
  }
  r.outcome = r.table.status;
  if (r.outcome == Outcome::Unknown) r.stop = r.table.stop;
  return r;
}

}  // namespace pegsat
