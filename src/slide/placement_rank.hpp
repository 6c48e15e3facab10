// SPDX-License-Identifier: GPL-3.0-or-later
// The perfect hash of a pattern's placement: which cells the k tiles cover (a
// k-subset of the board, ranked in colexicographic order) and which tile is on
// each of those cells in cell order (a permutation of k, ranked by its Lehmer
// code). The rank runs over C(cells, k) * k! = cells! / (cells - k)! values,
// with no hole. Splitting the placement this way keeps a database build local:
// one move of a pattern tile changes the subset by one cell and moves one
// entry of the permutation from position j to position q, so the successors of
// a block of placements fall into a few small blocks, and the permutation's
// first min(j, q) entries, its leading Lehmer digits, stay (see pdb_build.cpp).
#pragma once

#include <array>
#include <cstdint>

namespace pegsat::slide {

// Bits set in x. Written out because without -mpopcnt the builtin becomes a
// library call, which showed as 10% of a database build.
inline uint32_t bitCount(uint32_t x) {
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0F0F0F0Fu;
  return (x * 0x01010101u) >> 24;
}

// Cells below c in the mask: the slot of cell c among the subset's cells.
inline int slotOf(uint32_t mask, int c) {
  return static_cast<int>(bitCount(mask & ((1u << c) - 1)));
}

class PlacementRank {
 public:
  static constexpr int kMaxCells = 32;
  static constexpr int kMaxTiles = 8;

  // binom_[c][j] = C(c, j).
  constexpr PlacementRank() {
    for (int c = 0; c <= kMaxCells; ++c) {
      binom_[c][0] = 1;
      for (int j = 1; j <= kMaxTiles; ++j)
        binom_[c][j] = c == 0 ? 0 : binom_[c - 1][j - 1] + binom_[c - 1][j];
    }
  }
  uint64_t binom(int c, int j) const { return binom_[c][j]; }

  // The colexicographic rank of a subset: sum over its cells c_1 < ... < c_k of
  // C(c_j, j) (the combinatorial number system). Gosper's next-subset step
  // enumerates the subsets in this order.
  uint64_t subsetRank(uint32_t mask) const {
    uint64_t r = 0;
    for (int j = 1; mask; ++j, mask &= mask - 1) r += binom_[__builtin_ctz(mask)][j];
    return r;
  }

  // The Lehmer rank of the permutation p[0..k-1] of 0..k-1, in the mixed
  // radix k, k-1, ..., 1: lexicographic order.
  static uint32_t permRank(const uint8_t* p, int k) {
    uint32_t used = 0, r = 0;
    for (int i = 0; i < k; ++i) {
      const uint32_t s = p[i];
      r = r * static_cast<uint32_t>(k - i) + (s - bitCount(used & ((1u << s) - 1)));
      used |= 1u << s;
    }
    return r;
  }

  // The inverse of permRank.
  static void permUnrank(uint32_t r, int k, uint8_t* p) {
    uint32_t digits[kMaxTiles];
    for (int i = k - 1; i >= 0; --i) {
      digits[i] = r % static_cast<uint32_t>(k - i);
      r /= static_cast<uint32_t>(k - i);
    }
    uint32_t used = 0;
    for (int i = 0; i < k; ++i) {
      uint32_t skip = digits[i], s = 0;
      for (;; ++s) {
        if (used >> s & 1) continue;
        if (skip-- == 0) break;
      }
      p[i] = static_cast<uint8_t>(s);
      used |= 1u << s;
    }
  }

  // The rank of a placement: cells[i] is the cell of the pattern's i-th tile.
  uint64_t rank(const uint8_t* cells, int k, uint32_t kFactorial) const {
    // A pattern has at most kMaxTiles tiles (PatternSpec refuses more); said
    // here, it lets the compiler see that no read passes a caller's array.
    if (k > kMaxTiles) __builtin_unreachable();
    uint32_t mask = 0;
    for (int i = 0; i < k; ++i) mask |= 1u << cells[i];
    uint8_t tileAt[kMaxTiles];
    for (int i = 0; i < k; ++i) tileAt[slotOf(mask, cells[i])] = static_cast<uint8_t>(i);
    return subsetRank(mask) * kFactorial + permRank(tileAt, k);
  }

 private:
  std::array<std::array<uint64_t, kMaxTiles + 1>, kMaxCells + 1> binom_{};
};

inline constexpr PlacementRank kPlacementRank{};

inline uint32_t factorial(int k) {
  uint32_t f = 1;
  for (int i = 2; i <= k; ++i) f *= static_cast<uint32_t>(i);
  return f;
}

}  // namespace pegsat::slide
