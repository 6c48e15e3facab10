// SPDX-License-Identifier: GPL-3.0-or-later
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

#include <cstdint>
#include <vector>

#ifdef __AVX2__
#include <immintrin.h>
#endif

#include "count/vector_lanes.hpp"
#include "peg/board.hpp"
#include "peg/pagoda.hpp"

namespace pegsat::counting {

class PagodaFilter {
 public:
  static constexpr int kLanes = 48;  // pagodas at most, padded with neutral ones

  // A parent's slack in every pagoda, one byte a lane. A jump never raises a
  // pagoda's value (that is what makes it one), so a child's slack is the
  // parent's minus at most the jump's drop; kept between -1 and 127, a parent's
  // slack plus a drop of at most 127 cannot wrap, and its sign is the verdict.
  // Bytes make the test of a child two vector adds where 16-bit lanes took
  // three, and its sign bits are read with one mask instead of a reduction.
  struct Slack {
    I8x32 lo, hi;  // lanes 0..31, 32..63 (48..63 unused, 0)
  };

  // Pagodas whose values could leave 16 bits, or whose drop on a jump passes
  // 127, are left out (none on the built-in boards, whose learned weights are small).
  PagodaFilter(const Board& board, const std::vector<Pagoda>& pagodas) {
    std::vector<Sums> perCell(board.cells(), Sums{});
    Sums threshold{};
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
      for (int c = 0; c < board.cells(); ++c) setLane(perCell[c], count_, g.weight[c]);
      setLane(threshold, count_, g.threshold);
      ++count_;
    }
    for (const Jump& j : board.jumps)  // a drop of 0..127 fits a byte as it is
      delta_.push_back(bytes(perCell[j.to] - perCell[j.from] - perCell[j.over], -128));
    // The sums of every byte of a position, by the byte's value, so that a
    // parent's sums take one lookup a byte instead of one a peg.
    start_ = Sums{} - threshold;
    for (int i = 0; i * 8 < board.cells(); ++i) {
      if (!((board.holes >> (8 * i)) & 255)) continue;
      byteAt_.push_back(i);
      for (int v = 0; v < 256; ++v) {
        Sums t{};
        for (int b = 0; b < 8; ++b)
          if ((v >> b & 1) && board.isHole(8 * i + b)) t = t + perCell[8 * i + b];
        byteSums_.push_back(t);
      }
    }
  }

  int size() const { return count_; }

  template <class B>
  PEGSAT_CLONE_INLINE void slack(B pegs, Slack& s) const {
    Sums sum = start_;
    const Sums* t = byteSums_.data();
    for (int i : byteAt_) {
      sum = sum + t[uint8_t(pegs >> (8 * i))];
      t += 256;
    }
    s = bytes(sum, -1);
  }

  // Whether the parent's child by jump j passes every pagoda: no lane's sign
  // bit is set.
  PEGSAT_CLONE_INLINE bool keeps(const Slack& s, int j) const {
    const Slack& d = delta_[j];
    const I8x32 any = (s.lo + d.lo) | (s.hi + d.hi);
#ifdef __AVX2__
    return _mm256_movemask_epi8(__m256i(any)) == 0;  // the 32 sign bits at once
#else
    const U64x4 w = U64x4(any);
    return ((w[0] | w[1] | w[2] | w[3]) & 0x8080808080808080ull) == 0;
#endif
  }

 private:
  // Sums of pagoda values, 16 bits a lane.
  struct Sums {
    I16x16 a, b, c;  // lanes 0..15, 16..31, 32..47
    PEGSAT_CLONE_INLINE Sums operator+(const Sums& o) const { return {a + o.a, b + o.b, c + o.c}; }
    Sums operator-(const Sums& o) const { return {a - o.a, b - o.b, c - o.c}; }
  };
  // (Not a subscript of `k < 16 ? s.a : ...`: GCC 12 with AddressSanitizer
  // at -O1 wrote that to a copy.)
  static void setLane(Sums& s, int k, int v) {
    if (k < 16)
      s.a[k] = int16_t(v);
    else if (k < 32)
      s.b[k - 16] = int16_t(v);
    else
      s.c[k - 32] = int16_t(v);
  }
  // The lanes clamped to least..127, in bytes.
  PEGSAT_CLONE_INLINE static I8x16 clampBytes(I16x16 x, int16_t least) {
    x = x < least ? least : x;
    return __builtin_convertvector(x > 127 ? 127 : x, I8x16);
  }
  PEGSAT_CLONE_INLINE static Slack bytes(Sums s, int16_t least) {
    const I8x16 a = clampBytes(s.a, least), b = clampBytes(s.b, least),
                c = clampBytes(s.c, least), zero{};
    return {
        __builtin_shufflevector(a, b, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
                                18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31),
        __builtin_shufflevector(c, zero, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
                                17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31)};
  }

  std::vector<Slack> delta_;    // per jump: the change of every pagoda's value
  Sums start_{};                // minus the thresholds
  std::vector<int> byteAt_;     // the bytes of a position that hold holes
  std::vector<Sums> byteSums_;  // [byte][value]: the pagodas' sums over its pegs
  int count_ = 0;
};

}  // namespace pegsat::counting
