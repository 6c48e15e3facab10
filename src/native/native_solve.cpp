#include "native/native_solve.hpp"

#include <algorithm>
#include <chrono>
#include <vector>

#include "peg/pagoda.hpp"

namespace pegsat {

CountResult countByCases(const Board& board, Cells start, Cells finish,
                         const CountOptions& options) {
  const std::vector<JumpCase> cases = jumpCases(board, start, finish);
  std::vector<const JumpCase*> left;
  for (const JumpCase& c : cases)
    if (!findPagoda(board, c.after, c.before)) left.push_back(&c);
  // Nothing ruled out: the whole count keeps the symmetries that the pairs
  // would split among them (the English central game's 16 pairs are 3 up to
  // symmetry).
  if (left.size() == cases.size()) return countSolutions(board, start, finish, options);
  const auto t0 = std::chrono::steady_clock::now();
  CountResult total;
  total.solutions = 0;
  for (const JumpCase* c : left) {
    CountOptions o = options;
    if (o.maxSeconds > 0) {
      o.maxSeconds -= std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      if (o.maxSeconds <= 0) return total.status = Stop::TimeLimit, total;
    }
    const CountResult r = countSolutions(board, c->after, c->before, o);
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
  // The count's share of maxSeconds is measured on the wall clock, even under
  // cpuClock: it runs on every core.
  const auto t0 = std::chrono::steady_clock::now();
  auto secondsLeft = [&] {
    const double used =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return limits.maxSeconds - used;
  };
  SolveOptions first = limits;
  first.maxNodes = options.searchFirst;
  d.result = solve(board, start, finish, first);
  const uint64_t searched = d.result.stats.nodes;
  // Stopped by a limit of the caller's (time, memory), not by the first budget.
  if (d.result.status != Outcome::Unknown || searched < options.searchFirst) return d;
  if (limits.maxSeconds > 0 && secondsLeft() <= 0) return d;

  CountOptions co;
  co.threads = options.countThreads;
  co.maxMemoryBytes = limits.maxMemoryBytes;
  co.maxSeconds = limits.maxSeconds > 0 ? secondsLeft() : 0;
  co.progress = options.countProgress;
  co.stop = limits.stop;
  d.count = countByCases(board, start, finish, co);
  if (d.count->status == Stop::None && d.count->solutions == 0) {
    d.result.status = Outcome::NoSolution;
    d.result.jumps.clear();
    d.byCount = true;
    return d;
  }
  if (d.count->status == Stop::TimeLimit || (limits.maxSeconds > 0 && secondsLeft() <= 0) ||
      (limits.stop && *limits.stop))
    return d;
  // Solvable (or too large to count): the search goes on, with what is left.
  SolveOptions rest = limits;
  if (rest.maxNodes) rest.maxNodes -= searched;
  if (rest.maxSeconds > 0) rest.maxSeconds = secondsLeft();
  d.result = solve(board, start, finish, rest);
  return d;
}

}  // namespace pegsat
