// SPDX-License-Identifier: GPL-3.0-or-later
// Bitboards: a position is a set of grid cells, one bit per cell (bit x + y*width).
// Boards whose grid has at most 64 cells use a 64-bit word, larger ones (up to
// 128 cells) a 128-bit word. Search code is templated on the word type, so the
// English board's hot paths never pay for the big boards (Stockfish keeps its
// bitboards as plain integers for the same reason).
#pragma once

#include <bit>
#include <cstdint>

namespace pegsat {

using u128 = unsigned __int128;

// Positions cross library interfaces as Cells, wide enough for every board.
using Cells = u128;

constexpr int kMaxCells = 128;

template <class B>
constexpr B bitAt(int i) {
  return B(1) << i;
}

constexpr int popcount(uint64_t x) { return std::popcount(x); }
constexpr int popcount(u128 x) {
  return std::popcount(uint64_t(x)) + std::popcount(uint64_t(x >> 64));
}

// The number of jumps from `start` to `finish`: each jump removes one peg.
constexpr int jumpsBetween(Cells start, Cells finish) { return popcount(start) - popcount(finish); }

// Index of the lowest set bit; x must not be zero.
constexpr int lowestBit(uint64_t x) { return std::countr_zero(x); }
constexpr int lowestBit(u128 x) {
  return uint64_t(x) ? std::countr_zero(uint64_t(x)) : 64 + std::countr_zero(uint64_t(x >> 64));
}

// Moves every bit by s places toward higher indices (s may be negative).
template <class B>
constexpr B shift(B x, int s) {
  return s >= 0 ? x << s : x >> -s;
}

// Calls f(i) for every set bit i, lowest first.
template <class B, class F>
constexpr void forEachBit(B x, F&& f) {
  while (x) {
    f(lowestBit(x));
    x &= x - 1;
  }
}

struct Hash128 {
  size_t operator()(u128 x) const {
    // Murmur-style mixing of the two halves; absl::Hash has no overload for
    // the compiler's __int128.
    uint64_t h = uint64_t(x) * 0x9E3779B97F4A7C15ull ^ uint64_t(x >> 64);
    h ^= h >> 32;
    h *= 0xD6E8FEB86659FD93ull;
    return h ^ (h >> 32);
  }
};

}  // namespace pegsat
