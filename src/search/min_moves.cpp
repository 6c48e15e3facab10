// SPDX-License-Identifier: GPL-3.0-or-later
// Breadth-first search by moves from both ends, meeting in the middle.
#include "search/min_moves.hpp"

#include <absl/container/flat_hash_set.h>
#include <fmt/format.h>
#include <tbb/blocked_range.h>
#include <tbb/enumerable_thread_specific.h>
#include <tbb/info.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <optional>
#include <utility>

#include "peg/pagoda.hpp"
#include "peg/position_class.hpp"
#include "search/chain_moves.hpp"
#include "search/move_search.hpp"
#include "search/solver.hpp"

namespace pegsat {
namespace {

using move_search::EndPruning;
using move_search::Meter;
using move_search::Side;
using move_search::walk;

template <class B>
MinMovesResult searchWith(const Engine<B>& e, B start, B finish, const MinMovesOptions& opt) {
  MinMovesResult r;
  // Before any search, the one bound known for free: another position is at
  // least a move away. A limit that stops the setup still reports it.
  r.lowerBound = start == finish ? 0 : 1;
  const Board& board = e.board();
  const ChainMoves<B> moves(e, board.symmetriesKeeping({Cells(start), Cells(finish)}));
  r.stats.symmetries = moves.imageCount();
  Meter budget(opt);
  tbb::task_arena arena(opt.threads > 0 ? opt.threads : tbb::info::default_concurrency());
  auto stopped = [&] {
    r.stoppedBy = budget.why();
    return r;
  };

  const EndPruning<B> pruning(opt.pagodas, board, e.full(), start, finish, moves.symmetries(),
                              opt.budget);
  r.stats.pagodas = pruning.size();
  if (opt.pagodas && budget.poll()) return stopped();

  // An upper bound from the depth-first solver, cheaply, for the report when a
  // limit stops the search; when it meets the lower bound it is the answer.
  std::vector<Jump> incumbent;
  {
    SolveOptions so;
    so.maxNodes = 1 << 20;
    so.budget = opt.budget.withBytes(opt.budget.bytes() ? opt.budget.bytes() / 4 : 256ull << 20);
    SolveResult sr = solve(board, Cells(start), Cells(finish), so);
    // Its own memory limit is a quarter of ours: only the clocks and the flag
    // stop us.
    if (sr.stop != Stop::None && sr.stop != Stop::MemoryLimit) {
      r.stoppedBy = sr.stop;
      return r;
    }
    if (sr.status == Outcome::NoSolution) {
      r.status = Outcome::NoSolution;
      r.stats.classRejected = sr.stats.classRejected;
      return r;
    }
    if (sr.status == Outcome::Solved) incumbent = sr.jumps, r.upperBound = countMoves(sr.jumps);
  }

  Side<B> fwd(moves, true, start, pruning.forwardTest());
  Side<B> bwd(moves, false, finish, pruning.backwardTest());
  auto finishStats = [&] {
    r.stats.forward.clear(), r.stats.backward.clear();
    for (const auto& l : fwd.levels()) r.stats.forward.push_back(l.size());
    for (const auto& l : bwd.levels()) r.stats.backward.push_back(l.size());
    r.stats.positions = fwd.positions() + bwd.positions();
    if (!opt.keepLevels || start == finish) return;
    LevelsProof& p = r.proof.emplace();
    p.bound = fwd.depth() + bwd.depth() + 1;
    for (auto [side, out] : {std::pair{&fwd, &p.forward}, std::pair{&bwd, &p.backward}})
      for (const auto& level : side->levels()) out->emplace_back(level.begin(), level.end());
    p.forwardPagodas = pruning.forwardPagodas;
    p.backwardPagodas = pruning.backwardPagodas;
  };
  auto optimal = [&](std::vector<Jump> jumps) {
    r.status = Outcome::Solved;
    r.jumps = std::move(jumps);
    r.moves = r.lowerBound = r.upperBound = countMoves(r.jumps);
    finishStats();
    return r;
  };
  if (start == finish) return optimal({});

  // No level of one side has met any level of the other so far: a solution
  // with fewer moves than the two depths together would have a position in
  // both (the one at forward distance max(0, L - backward depth)).
  while (true) {
    r.lowerBound = fwd.depth() + bwd.depth() + 1;
    if (r.upperBound == r.lowerBound) return optimal(incumbent);
    if (fwd.frontier().empty() || bwd.frontier().empty()) {
      r.status = Outcome::NoSolution;
      r.lowerBound = 0, r.upperBound = -1;
      finishStats();
      return r;
    }
    // Expand the smaller frontier (Pohl's cardinality rule): the other side's
    // larger level is never built.
    const bool forward = fwd.frontier().size() <= bwd.frontier().size();
    Side<B>& s = forward ? fwd : bwd;
    const Side<B>& o = forward ? bwd : fwd;
    budget.startLevel(fmt::format("{} level {}", forward ? "forward" : "backward", s.depth() + 1));
    const auto step = s.expand(&o, budget, o.bytes(), false, arena);
    r.stats.peakBytes = std::max(r.stats.peakBytes, fwd.bytes() + bwd.bytes());
    if (step == Side<B>::Step::Stopped) {
      r.stoppedBy = budget.why();
      finishStats();
      return r;
    }
    if (step == Side<B>::Step::Met) {
      // The meeting position lies at the new depth of s and, by the argument
      // above, at the last complete depth of o.
      const B m = s.meeting();
      const int fd = forward ? fwd.depth() + 1 : fwd.depth();
      const int bd = forward ? bwd.depth() : bwd.depth() + 1;
      std::vector<int> js;
      if (!walk(moves, fwd, true, m, fd, js) || !walk(moves, bwd, false, m, bd, js)) {
        // Unreachable if the levels are right; reported as unknown, never as
        // a wrong answer.
        finishStats();
        return r;
      }
      std::vector<Jump> jumps;
      for (int j : js) jumps.push_back(board.jumps[j]);
      r.stats.meetForward = fd, r.stats.meetBackward = bd;
      MinMovesResult out = optimal(std::move(jumps));
      // The meeting level of s was not stored; record its depth in the sizes.
      return out;
    }
    if (opt.progress)
      opt.progress(fmt::format("{} level {}: {} positions", forward ? "forward" : "backward",
                               s.depth(), s.frontier().size()));
  }
}

template <class B>
MoveLevelsResult levelsWith(const Engine<B>& e, B start, B finish, const MinMovesOptions& opt) {
  MoveLevelsResult r;
  const ChainMoves<B> moves(e, e.board().symmetriesKeeping({Cells(start), Cells(finish)}));
  r.stats.symmetries = moves.imageCount();
  Meter budget(opt);
  tbb::task_arena arena(opt.threads > 0 ? opt.threads : tbb::info::default_concurrency());
  r.status = Outcome::Solved;
  auto run = [&](bool forward, B root, std::vector<MoveLevels>& out, uint64_t otherBytes) {
    Side<B> s(moves, forward, root, nullptr);
    while (!s.frontier().empty()) {
      budget.startLevel(
          fmt::format("{} level {}", forward ? "forward" : "backward", s.depth() + 1));
      if (s.expand(nullptr, budget, otherBytes, true, arena) == Side<B>::Step::Stopped) {
        r.status = Outcome::Unknown;
        r.stop = budget.why();
        break;
      }
      if (opt.progress)
        opt.progress(fmt::format("{} level {}: {} positions", forward ? "forward" : "backward",
                                 s.depth(), s.frontier().size()));
    }
    for (int k = 0; k <= s.depth(); ++k)
      if (!s.levels()[k].empty()) out.push_back({k, s.levels()[k].size(), s.orbitSums()[k]});
    r.stats.positions += s.positions();
    r.stats.peakBytes = std::max(r.stats.peakBytes, s.bytes());
  };
  run(true, start, r.forward, 0);
  if (r.status == Outcome::Solved) run(false, finish, r.backward, 0);
  return r;
}

}  // namespace

int countMoves(const std::vector<Jump>& jumps) {
  int n = 0;
  for (size_t i = 0; i < jumps.size(); ++i) n += i == 0 || jumps[i].from != jumps[i - 1].to;
  return n;
}

MinMovesResult minMoves(const Board& board, Cells start, Cells finish,
                        const MinMovesOptions& options) {
  if (popcount(finish) > popcount(start) || (start & ~board.holes) || (finish & ~board.holes) ||
      !PositionClasses(board).sameClass(start, finish)) {
    MinMovesResult r;
    r.status = Outcome::NoSolution;
    r.stats.classRejected = true;
    return r;
  }
  return withEngine(board, [&](const auto& e) {
    using B = std::decay_t<decltype(e.full())>;
    return searchWith<B>(e, B(start), B(finish), options);
  });
}

MoveLevelsResult moveLevels(const Board& board, Cells start, Cells finish,
                            const MinMovesOptions& options) {
  return withEngine(board, [&](const auto& e) {
    using B = std::decay_t<decltype(e.full())>;
    return levelsWith<B>(e, B(start), B(finish), options);
  });
}

}  // namespace pegsat
