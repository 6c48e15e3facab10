// SPDX-License-Identifier: GPL-3.0-or-later
// The symmetries a count may use, and canonical forms. A position's images
// under a group of symmetries are found with one table lookup per byte, which
// gives the byte's images under every group element at once; a child's images
// then cost one XOR each from its parent's (Engine::imageMask), so only layer
// entries pay for the lookups.
#pragma once

#include <algorithm>
#include <type_traits>
#include <vector>

#include "count/vector_lanes.hpp"
#include "peg/bits.hpp"
#include "peg/board.hpp"

namespace pegsat::counting {

template <class B>
class SymmetryImages {
 public:
  // `syms` are indices into board.symmetries; the identity (index 0) comes first.
  SymmetryImages(const Board& board, std::vector<int> syms) : syms_(std::move(syms)) {
    // Only the bytes that hold holes.
    for (int i = 0; i * 8 < board.cells(); ++i)
      if ((board.holes >> (8 * i)) & 255) byteAt_.push_back(i);
    const size_t n = syms_.size();
    table_.assign(byteAt_.size() * 256 * n, B(0));
    for (size_t k = 0; k < byteAt_.size(); ++k)
      for (int v = 0; v < 256; ++v) {
        const Cells in = (Cells(v) << (8 * byteAt_[k])) & board.holes;
        for (size_t g = 0; g < n; ++g)
          table_[(k * 256 + size_t(v)) * n + g] = B(board.apply(syms_[g], in));
      }
  }

  int size() const { return int(syms_.size()); }
  const std::vector<int>& symmetries() const { return syms_; }
  // The board.symmetries index of group element g, for Engine::imageMask.
  int symmetry(int g) const { return syms_[g]; }

  // out[g] = the image of pegs under group element g.
  void images(B pegs, B* out) const { images(pegs, out, size()); }
  // The same, with the group's size n an int or (see withGroupSize) a
  // std::integral_constant: an entry holds a byte's images under every group
  // element side by side, so with n known the ORs unroll into a few vector
  // ones. (The 8 images of an English position took 7 lookups each from
  // tables by element, then about 160 instructions of mirrors and a
  // transposition made of shifts; the English count ran 6% fewer
  // instructions with these, and 4% less time on one thread. README.)
  template <class N>
  PEGSAT_CLONE_INLINE void images(B pegs, B* out, N n) const {
    for (int g = 0; g < int(n); ++g) out[g] = 0;
    const B* t = table_.data();
    for (int i : byteAt_) {
      const B* e = t + size_t(uint8_t(pegs >> (8 * i))) * size_t(int(n));
      for (int g = 0; g < int(n); ++g) out[g] |= e[g];
      t += 256 * size_t(int(n));
    }
  }

  // The canonical form of an orbit: its numerically smallest image.
  B smallest(const B* img) const { return smallest(img, size()); }
  // The smallest and largest of n images, n an int or (see withGroupSize) a
  // std::integral_constant, with which the loop unrolls into registers.
  template <class N>
  PEGSAT_CLONE_INLINE static B smallest(const B* img, N n) {
    B m = img[0];
    for (int g = 1; g < int(n); ++g) m = std::min(m, img[g]);
    return m;
  }
  template <class N>
  static B largest(const B* img, N n) {
    B m = img[0];
    for (int g = 1; g < int(n); ++g) m = std::max(m, img[g]);
    return m;
  }
  // How many group elements fix the position; the orbit has size() / that many.
  int stabilizer(const B* img) const { return stabilizer(img, size()); }
  template <class N>
  static int stabilizer(const B* img, N n) {
    int k = 0;
    for (int g = 0; g < int(n); ++g) k += img[g] == img[0];
    return k;
  }

 private:
  std::vector<int> syms_;
  std::vector<int> byteAt_;  // the bytes of a position that hold holes
  std::vector<B> table_;     // [byte][value][g] -> image bits
};

// The smallest images of four children of one parent, side by side in the
// lanes of one vector: child i's images are img[g] ^ mask[i][g] for g < G.
// For 64-bit positions and groups of 4 or 8 (the square boards). One child at
// a time, the least of a child's images was found across the lanes of its own
// vectors, three rounds of shuffles; four at a time, the rounds serve four
// children (the English count ran 2.5% fewer instructions, README).
template <int G>
inline U64x4 smallestOfFour(const uint64_t* img, const uint64_t* const* mask) {
  static_assert(G == 4 || G == 8);
  // AVX2 compares 64-bit lanes as signed numbers only: flipping the top bit
  // maps the unsigned order onto the signed one.
  const U64x4 flip = U64x4{} + (uint64_t(1) << 63);
  const auto smaller = [](U64x4 a, U64x4 b) { return I64x4(a) < I64x4(b) ? a : b; };
  const U64x4 lo = loadFour(img) ^ flip;
  const U64x4 hi = G == 8 ? loadFour(img + 4) ^ flip : lo;
  U64x4 m[4];
  for (int i = 0; i < 4; ++i) {
    m[i] = lo ^ loadFour(mask[i]);
    if constexpr (G == 8) m[i] = smaller(m[i], hi ^ loadFour(mask[i] + 4));
  }
  // Lane k of m[i] holds the least of child i's images k and k + 4; pairs of
  // lanes, then pairs of pairs, leave child i's least in lane i.
  const U64x4 u01 = smaller(__builtin_shufflevector(m[0], m[1], 0, 4, 2, 6),
                            __builtin_shufflevector(m[0], m[1], 1, 5, 3, 7));
  const U64x4 u23 = smaller(__builtin_shufflevector(m[2], m[3], 0, 4, 2, 6),
                            __builtin_shufflevector(m[2], m[3], 1, 5, 3, 7));
  return smaller(__builtin_shufflevector(u01, u23, 0, 1, 4, 5),
                 __builtin_shufflevector(u01, u23, 2, 3, 6, 7)) ^
         flip;
}

// Runs f(n) with n the group size g as a std::integral_constant for the sizes
// the square boards use, else as a plain int. A child's images are made and
// compared once per child: with the size known at compile time the loops over
// them unroll and stay in registers, which made the English count's expansion
// about a third faster than loops over a size read at run time.
template <class F>
decltype(auto) withGroupSize(int g, F&& f) {
  switch (g) {
    case 1:
      return f(std::integral_constant<int, 1>{});
    case 2:
      return f(std::integral_constant<int, 2>{});
    case 4:
      return f(std::integral_constant<int, 4>{});
    case 8:
      return f(std::integral_constant<int, 8>{});
    default:
      return f(g);
  }
}

}  // namespace pegsat::counting
