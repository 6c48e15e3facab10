// The symmetries a count may use, as bit-permutation tables, and canonical
// forms. A position's images under a group of symmetries are found with one
// table lookup per byte; a child's images then cost one XOR each from its
// parent's (Engine::imageMask), so only layer entries pay for the tables.
#pragma once

#include <algorithm>
#include <type_traits>
#include <vector>

#include "peg/board.hpp"

namespace pegsat::counting {

constexpr int kMaxGroup = 12;

template <class B>
class SymmetryImages {
 public:
  // `syms` are indices into board.symmetries; the identity (index 0) comes first.
  SymmetryImages(const Board& board, std::vector<int> syms)
      : syms_(std::move(syms)), bytes_((board.cells() + 7) / 8) {
    table_.assign(syms_.size() * bytes_ * 256, B(0));
    for (size_t g = 0; g < syms_.size(); ++g)
      for (int i = 0; i < bytes_; ++i)
        for (int v = 0; v < 256; ++v) {
          Cells in = Cells(v) << (8 * i);
          table_[(g * bytes_ + i) * 256 + v] = B(board.apply(syms_[g], in & board.holes));
        }
  }

  int size() const { return int(syms_.size()); }
  const std::vector<int>& symmetries() const { return syms_; }
  // The board.symmetries index of group element g, for Engine::imageMask.
  int symmetry(int g) const { return syms_[g]; }

  // out[g] = the image of pegs under group element g.
  void images(B pegs, B* out) const {
    out[0] = pegs;
    for (size_t g = 1; g < syms_.size(); ++g) {
      const B* t = &table_[g * bytes_ * 256];
      B r = 0;
      for (int i = 0; i < bytes_; ++i, t += 256) r |= t[uint8_t(pegs >> (8 * i))];
      out[g] = r;
    }
  }

  // The canonical form of an orbit: its numerically smallest image (seed 000).
  B smallest(const B* img) const { return smallest(img, size()); }
  // The smallest and largest of n images, n an int or (see withGroupSize) a
  // std::integral_constant, with which the loop unrolls into registers.
  template <class N>
  static B smallest(const B* img, N n) {
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
  int bytes_;
  std::vector<B> table_;  // [g][byte][value] -> image bits
};

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

// The symmetries of the board that keep every one of the given positions.
inline std::vector<int> stabilizer(const Board& board, std::initializer_list<Cells> keep) {
  std::vector<int> syms;
  for (int s = 0; s < int(board.symmetries.size()); ++s)
    if (std::all_of(keep.begin(), keep.end(), [&](Cells c) { return board.apply(s, c) == c; }))
      syms.push_back(s);
  return syms;
}

}  // namespace pegsat::counting
