// Pagoda pruning for the layered count. Only positions from which the finish
// is reachable can contribute to a solution count, and a position that some
// pagoda puts below the finish is not one of them (peg/pagoda.hpp). Dropping
// such positions from the layers leaves every path count that matters exact,
// because every predecessor of a position that reaches the finish reaches it too.
//
// The test must cost little more than making the child: a parent's pagoda
// values are summed once, and a child's are the parent's plus the jump's
// change, for all pagodas at once in fixed-width lanes the compiler vectorizes.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "peg/board.hpp"
#include "peg/pagoda.hpp"

namespace pegsat::counting {

class PagodaFilter {
 public:
  static constexpr int kLanes = 48;  // pagodas at most, padded with neutral ones
  using Lanes = std::array<int16_t, kLanes>;

  // Pagodas whose values could leave 16 bits are left out (none on the
  // built-in boards, whose learned weights are small).
  PagodaFilter(const Board& board, const std::vector<Pagoda>& pagodas) {
    perCell_.assign(board.cells(), Lanes{});
    for (const Pagoda& g : pagodas) {
      if (count_ == kLanes) break;
      int64_t reach = 0;
      for (int w : g.weight) reach += w < 0 ? -w : w;
      if (reach + (g.threshold < 0 ? -g.threshold : g.threshold) > 16000) continue;
      for (int c = 0; c < board.cells(); ++c) perCell_[c][count_] = int16_t(g.weight[c]);
      threshold_[count_] = int16_t(g.threshold);
      ++count_;
    }
    for (const Jump& j : board.jumps) {
      Lanes d{};
      for (int k = 0; k < kLanes; ++k)
        d[k] = int16_t(perCell_[j.to][k] - perCell_[j.from][k] - perCell_[j.over][k]);
      delta_.push_back(d);
    }
  }

  int size() const { return count_; }

  // How far each pagoda keeps a position above the finish.
  using Slack = Lanes;
  // The sums start from the thresholds in lanes written out, not from a
  // zeroed array: the compiler zeroed that with a slow `rep stos` per parent.
  template <class B>
  void slack(B pegs, Slack& s) const {
    for (int k = 0; k < kLanes; ++k) s[k] = int16_t(-threshold_[k]);
    forEachBit(pegs, [&](int c) {
      for (int k = 0; k < kLanes; ++k) s[k] = int16_t(s[k] + perCell_[c][k]);
    });
  }

  // Whether the parent's child by jump j passes every pagoda.
  bool keeps(const Slack& s, int j) const {
    const Lanes& d = delta_[j];
    int16_t low = 0;
    for (int k = 0; k < kLanes; ++k) low = int16_t(low | (s[k] + d[k]));
    return low >= 0;  // the sign bit survives the OR when any lane is negative
  }

 private:
  std::vector<Lanes> perCell_;
  std::vector<Lanes> delta_;  // per jump: the change of every pagoda's value
  Lanes threshold_{};
  int count_ = 0;
};

}  // namespace pegsat::counting
