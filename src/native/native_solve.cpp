// SPDX-License-Identifier: GPL-3.0-or-later
#include "native/native_solve.hpp"

#include <algorithm>
#include <vector>

#include "peg/pagoda.hpp"

namespace pegsat {

CountResult countByCases(const Board& board, Cells start, Cells finish,
                         const CountOptions& options) {
  const std::vector<JumpCase> cases = jumpCases(board, start, finish);
  std::vector<const JumpCase*> left;
  for (const JumpCase& c : cases) {
    if (const Stop s = options.budget.poll(); s != Stop::None) {
      CountResult stopped;
      stopped.status = s;
      return stopped;
    }
    if (!findPagoda(board, c.after, c.before)) left.push_back(&c);
  }
  // Nothing ruled out: the whole count keeps the symmetries that the pairs
  // would split among them (the English central game's 16 pairs are 3 up to
  // symmetry).
  if (left.size() == cases.size()) return countSolutions(board, start, finish, options);
  CountResult total;
  total.solutions = 0;
  // The budget's deadline is absolute: every pair counts within what is left.
  for (const JumpCase* c : left) {
    const CountResult r = countSolutions(board, c->after, c->before, options);
    total.stats.positions += r.stats.positions;
    total.stats.peakPositions = std::max(total.stats.peakPositions, r.stats.peakPositions);
    total.stats.peakBytes = std::max(total.stats.peakBytes, r.stats.peakBytes);
    if (r.status != Stop::None) return total.status = r.status, total;
    total.solutions += r.solutions;
  }
  return total;
}

NativeAnswer solveNatively(const Board& board, Cells start, Cells finish, const NativeOptions& options) {
  const SolveOptions& limits = options.search;
  NativeAnswer d;
  // Without room for the count after the first budget, the search has it all.
  if (limits.maxNodes && limits.maxNodes <= options.searchFirst) {
    d.result = solve(board, start, finish, limits);
    return d;
  }
  // The budget is absolute (util/budget.hpp): each part runs within what the
  // earlier ones left, and says itself which limit stopped it. The search's
  // cpuTime is its thread's; the count runs on every core, so its share is
  // the same span of wall time from here.
  const Budget countBudget =
      limits.cpuTime.count() > 0 ? limits.budget.narrower(limits.cpuTime) : limits.budget;
  SolveOptions first = limits;
  first.maxNodes = options.searchFirst;
  d.result = solve(board, start, finish, first);
  const uint64_t searched = d.result.stats.nodes;
  // Stopped by a limit of the caller's (time, memory), not by the first budget.
  if (d.result.status != Outcome::Unknown || searched < options.searchFirst) return d;

  CountOptions co;
  co.threads = options.countThreads;
  co.budget = countBudget;
  co.progress = options.countProgress;
  d.count = countByCases(board, start, finish, co);
  if (d.count->status == Stop::None && d.count->solutions == 0) {
    d.result.status = Outcome::NoSolution;
    d.result.jumps.clear();
    d.byCount = true;
    return d;
  }
  if (d.count->status == Stop::TimeLimit || d.count->status == Stop::Interrupted ||
      d.count->status == Stop::CpuLimit) {
    d.result.stop = d.count->status;
    return d;
  }
  // Solvable (or too large to count): the search goes on, with what is left.
  SolveOptions rest = limits;
  if (rest.maxNodes) rest.maxNodes -= searched;
  d.result = solve(board, start, finish, rest);
  return d;
}

}  // namespace pegsat
