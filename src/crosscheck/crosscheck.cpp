// SPDX-License-Identifier: GPL-3.0-or-later
// The count cross-check; see crosscheck.hpp.
#include "crosscheck/crosscheck.hpp"

#include <chrono>
#include <random>

#include "count/count.hpp"
#include "encodings/sat_solve.hpp"

namespace pegsat {
namespace {

// A random game from `start` played until no jump is left: the positions in
// order. Plain jump tests on the board's jump list, no engine: the samples
// need no speed, and stay independent of both counters' move generators.
std::vector<Cells> randomGame(const Board& board, Cells start, std::mt19937_64& rng) {
  std::vector<Cells> trail{start};
  Cells pegs = start;
  for (;;) {
    std::vector<const Jump*> legal;
    for (const Jump& j : board.jumps)
      if ((pegs >> j.from & 1) && (pegs >> j.over & 1) && !(pegs >> j.to & 1)) legal.push_back(&j);
    if (legal.empty()) return trail;
    const Jump& j = *legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)];
    pegs ^= j.mask();
    trail.push_back(pegs);
  }
}

}  // namespace

CrosscheckResult crosscheckCounts(const Board& board, const CrosscheckOptions& options) {
  CrosscheckResult r;
  auto stopped = [&] {
    if (!r.stopped) r.stopped = (r.stop = options.budget.poll()) != Stop::None;
    return r.stopped;
  };
  std::mt19937_64 rng(options.seed);
  // Bounded attempts, so that a board whose games are all short cannot loop.
  for (int attempt = 0;
       int(r.samples.size()) < options.samples && attempt < 100 * options.samples + 100;
       ++attempt) {
    if (stopped()) break;
    auto game = randomGame(board, board.initial, rng);
    if (int(game.size()) <= options.jumps) continue;
    CrosscheckSample s;
    s.start = game[game.size() - 1 - size_t(options.jumps)];
    s.finish = game.back();
    CountOptions co;
    co.threads = 1;
    co.budget = options.budget;
    const CountResult native = countSolutions(board, s.start, s.finish, co);
    // A count cut short by the stop holds no number: the sample is left out.
    if (native.status != Stop::None) {
      if (stopped()) break;
      continue;
    }
    s.native = native.solutions;
    if (s.native > options.maxCount) {
      ++r.redrawn;
      continue;
    }
    SatCountOptions so;
    // Each SAT count's own limit, from the option in seconds.
    so.sat.budget = options.timeoutSeconds > 0
                        ? options.budget.narrower(std::chrono::duration_cast<Budget::Clock::duration>(
                              std::chrono::duration<double>(options.timeoutSeconds)))
                        : options.budget;
    // One more than the native count is enough to see a difference.
    so.maxSolutions = uint64_t(s.native) + 1;
    auto sat = countBySat(board, s.start, s.finish, so);
    if (sat) {
      s.sat = sat->solutions;
      s.satComplete = sat->complete;
    }
    // An enumeration cut short by the stop, not by its own timeout, is no
    // difference.
    if (!s.satComplete && stopped()) break;
    r.samples.push_back(s);
    if (!s.agree()) break;
  }
  return r;
}

}  // namespace pegsat
