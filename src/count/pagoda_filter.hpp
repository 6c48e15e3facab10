// Pagoda pruning for the layered count. Only positions from which the finish
// is reachable can contribute to a solution count, and a position that some
// pagoda puts below the finish is not one of them (peg/pagoda.hpp). Dropping
// such positions from the layers leaves every path count that matters exact,
// because every predecessor of a position that reaches the finish reaches it too.
//
// The test must cost little more than making the child: a parent's pagoda
// values are summed once, and a child's are the parent's plus the jump's
// change, for all pagodas at once in byte lanes, two vector adds a child.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "peg/board.hpp"
#include "peg/pagoda.hpp"

namespace pegsat::counting {

// GCC and Clang vector types: element-wise operators that compile to one
// instruction per 32 bytes where the target has them (AVX2), and to plain
// code where it does not.
using I8x32 = int8_t __attribute__((vector_size(32)));
using U64x4 = uint64_t __attribute__((vector_size(32)));

class PagodaFilter {
 public:
  static constexpr int kLanes = 48;  // pagodas at most, padded with neutral ones
  using Sums = std::array<int16_t, kLanes>;

  // A parent's slack in every pagoda, one byte a lane. A jump never raises a
  // pagoda's value (that is what makes it one), so a child's slack is the
  // parent's minus at most the jump's drop; kept between -1 and 127, a parent's
  // slack plus a drop of at most 127 cannot wrap, and its sign is the verdict.
  // Bytes make the test of a child two vector adds where 16-bit lanes took
  // three, and its sign bits are read with one mask instead of a reduction.
  struct Slack {
    I8x32 lo, hi;
  };

  // Pagodas whose values could leave 16 bits, or whose drop on a jump passes
  // 127, are left out (none on the built-in boards, whose learned weights are small).
  PagodaFilter(const Board& board, const std::vector<Pagoda>& pagodas) {
    perCell_.assign(board.cells(), Sums{});
    for (const Pagoda& g : pagodas) {
      if (count_ == kLanes) break;
      int64_t reach = 0;
      for (int w : g.weight) reach += w < 0 ? -w : w;
      if (reach + (g.threshold < 0 ? -g.threshold : g.threshold) > 16000) continue;
      bool fits = true;  // every jump's drop in 0..127 (isPagoda gives the 0)
      for (const Jump& j : board.jumps) {
        const int drop = g.weight[j.from] + g.weight[j.over] - g.weight[j.to];
        fits = fits && drop >= 0 && drop <= 127;
      }
      if (!fits) continue;
      for (int c = 0; c < board.cells(); ++c) perCell_[c][count_] = int16_t(g.weight[c]);
      threshold_[count_] = int16_t(g.threshold);
      ++count_;
    }
    for (const Jump& j : board.jumps) {
      Slack d{};
      for (int k = 0; k < kLanes; ++k)
        setLane(d, k, int8_t(perCell_[j.to][k] - perCell_[j.from][k] - perCell_[j.over][k]));
      delta_.push_back(d);
    }
  }

  int size() const { return count_; }

  // The sums start from the thresholds in lanes written out, not from a
  // zeroed array: the compiler zeroed that with a slow `rep stos` per parent.
  template <class B>
  void slack(B pegs, Slack& s) const {
    Sums sum;
    for (int k = 0; k < kLanes; ++k) sum[k] = int16_t(-threshold_[k]);
    forEachBit(pegs, [&](int c) {
      for (int k = 0; k < kLanes; ++k) sum[k] = int16_t(sum[k] + perCell_[c][k]);
    });
    s = Slack{};
    for (int k = 0; k < kLanes; ++k) setLane(s, k, int8_t(std::clamp<int16_t>(sum[k], -1, 127)));
  }

  // Whether the parent's child by jump j passes every pagoda: no lane's sign
  // bit is set.
  bool keeps(const Slack& s, int j) const {
    const Slack& d = delta_[j];
    const U64x4 any = U64x4((s.lo + d.lo) | (s.hi + d.hi));
    return ((any[0] | any[1] | any[2] | any[3]) & 0x8080808080808080ull) == 0;
  }

 private:
  // (A vector's element takes a value, not a reference, in Clang.)
  static void setLane(Slack& s, int k, int8_t v) {
    if (k < 32)
      s.lo[k] = v;
    else
      s.hi[k - 32] = v;
  }

  std::vector<Sums> perCell_;
  std::vector<Slack> delta_;  // per jump: the change of every pagoda's value
  Sums threshold_{};
  int count_ = 0;
};

}  // namespace pegsat::counting
