// SPDX-License-Identifier: GPL-3.0-or-later
// Pagoda pruning for the native solver. A pagoda's value never rises with a
// jump (peg/pagoda.hpp), so a position whose value is below the finish's is
// dead: the search drops it without a memo lookup. The pagodas are learned per
// problem by LP (Bell, "A fast algorithm for finding pagoda functions", 2007).
//
// The search keeps each position's slack (value minus the finish's) for every
// pagoda; a child's slack is the parent's plus the jump's change, one vector
// add of fixed-width lanes, and the child is dead when any lane goes negative.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "peg/board.hpp"
#include "peg/pagoda.hpp"

namespace pegsat {

class PagodaPrune {
 public:
  // Pagodas at most; unused lanes stay at 0. Up to kFromPlay are learned from
  // random play before the search, the rest from positions the search itself
  // proved dead, which are the ones it spends its time on: the Wiegleb board's
  // e3 -> e3 needed more than 32 (docs/lab/2026-12.md).
  static constexpr int kLanes = 64, kFromPlay = 16;
  using Slack = std::array<int16_t, kLanes>;

  PagodaPrune() = default;
  // Pagodas whose values do not fit 16 bits are left out.
  PagodaPrune(const Board& board, const std::vector<Pagoda>& pagodas);

  int size() const { return count_; }
  const std::vector<Pagoda>& pagodas() const { return pagodas_; }
  // Whether some pagoda puts `pegs` below the finish.
  bool rejects(Cells pegs) const {
    const Slack s = slack(pegs);
    return std::any_of(s.begin(), s.begin() + count_, [](int16_t v) { return v < 0; });
  }
  // The slack of a position in every pagoda.
  Slack slack(Cells pegs) const;
  // The child's slack after jump j; false when some pagoda proves it dead.
  bool child(const Slack& parent, int j, Slack& out) const {
    if (count_ == 0) return true;
    const Slack& d = delta_[j];
    int16_t worst = 0;
    for (int k = 0; k < kLanes; ++k) {
      out[k] = int16_t(parent[k] + d[k]);
      worst = std::min<int16_t>(worst, out[k]);
    }
    return worst >= 0;
  }

 private:
  int count_ = 0;
  std::vector<Pagoda> pagodas_;
  std::vector<Slack> delta_;  // per jump: w(to) - w(from) - w(over), per pagoda
};

// Pagodas for the native search: the LP's cuts of positions met by random play
// from `start` with `seed`, closed under the symmetries that keep start and
// finish.
std::vector<Pagoda> searchPagodas(const Board& board, Cells start, Cells finish, uint64_t seed,
                                  const Budget& budget = {});

// A pagoda, checked in integers, that puts `position` below `finish`, with
// its images under `symmetries` (which must keep the finish); empty when the
// LP finds none.
std::vector<Pagoda> separatingPagodas(const Board& board, Cells position, Cells finish,
                                      const std::vector<int>& symmetries);

}  // namespace pegsat
