// The symmetries a count may use, and canonical forms. A position's images
// under a group of symmetries are found with one table lookup per byte, or on
// a square grid of at most 64 cells by mirrors and a transposition made of
// shifts; a child's images then cost one XOR each from its parent's
// (Engine::imageMask), so only layer entries pay for either.
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <type_traits>
#include <vector>

#include "peg/bits.hpp"
#include "peg/board.hpp"

namespace pegsat::counting {

constexpr int kMaxGroup = 12;

// The 8 symmetries of an n x n grid (n <= 8, cell x + n*y in one 64-bit word)
// as delta swaps (Knuth, TAOCP 7.1.3: each exchanges the bits of a mask with
// those some places above). Why not the byte tables: on the 7 x 7 grid of the
// English board they take 7 lookups an image in 100 KB, beyond the L1 cache,
// where they also pushed out the count's other data. With these the English
// count took 1.39 s of CPU time instead of 1.61 s (medians of 15 runs, README).
class GridFlips {
 public:
  explicit GridFlips(int n) {
    // Reversing a row: exchange its two halves (the middle cell of an odd
    // length stays), then reverse each half the same way; all blocks of a
    // stage have one length, so one swap does the whole stage, in every row.
    std::vector<std::pair<int, int>> blocks{{0, n}};  // (offset, length)
    for (int k = 0; blocks[0].second > 1; ++k) {
      const int len = blocks[0].second, half = len / 2;
      uint64_t cols = 0, rows = 0;
      std::vector<std::pair<int, int>> next;
      for (auto [o, l] : blocks) {
        for (int i = 0; i < half; ++i)
          for (int y = 0; y < n; ++y) {
            cols |= uint64_t(1) << (y * n + o + i);
            rows |= uint64_t(1) << ((o + i) * n + y);
          }
        next.push_back({o, half});
        next.push_back({o + l - half, half});
      }
      mirrorX_[k] = {cols, len - half};
      mirrorY_[k] = {rows, (len - half) * n};
      blocks = std::move(next);
    }
    // The transposition, diagonal by diagonal: cell (x, y) with x - y = d > 0
    // and cell (y, x) are d * (n - 1) apart.
    for (int d = 1; d < n; ++d) {
      uint64_t m = 0;
      for (int y = 0; y + d < n; ++y) m |= uint64_t(1) << (y * n + y + d);
      transpose_[d - 1] = {m, d * (n - 1)};
    }
  }

  // out[k] for k = 0..7: identity, mirror x, mirror y, both (a half turn),
  // then the same four after the transposition.
  void all(uint64_t x, uint64_t* out) const {
    const uint64_t t = apply(transpose_, x);
    out[0] = x;
    out[1] = apply(mirrorX_, x);
    out[2] = apply(mirrorY_, x);
    out[3] = apply(mirrorX_, out[2]);
    out[4] = t;
    out[5] = apply(mirrorX_, t);
    out[6] = apply(mirrorY_, t);
    out[7] = apply(mirrorX_, out[6]);
  }

 private:
  struct Swap {
    uint64_t mask = 0;  // 0: no-op (a padded stage)
    int shift = 0;
  };
  template <size_t N>
  static uint64_t apply(const std::array<Swap, N>& stages, uint64_t x) {
    for (const Swap& w : stages) {
      const uint64_t t = ((x >> w.shift) ^ x) & w.mask;
      x ^= t ^ (t << w.shift);
    }
    return x;
  }
  std::array<Swap, 3> mirrorX_{}, mirrorY_{};  // 3 halvings reverse up to 8 cells
  std::array<Swap, 7> transpose_{};
};

template <class B>
class SymmetryImages {
 public:
  // `syms` are indices into board.symmetries; the identity (index 0) comes first.
  SymmetryImages(const Board& board, std::vector<int> syms)
      : syms_(std::move(syms)), bytes_((board.cells() + 7) / 8) {
    if (useFlips(board)) return;
    table_.assign(syms_.size() * bytes_ * 256, B(0));
    for (size_t g = 0; g < syms_.size(); ++g)
      for (int i = 0; i < bytes_; ++i)
        for (int v = 0; v < 256; ++v) {
          Cells in = Cells(v) << (8 * i);
          table_[(g * bytes_ + i) * 256 + v] = B(board.apply(syms_[g], in & board.holes));
        }
  }

  int size() const { return int(syms_.size()); }
  // Whether images come from GridFlips rather than the byte tables.
  bool usesFlips() const { return flips_.has_value(); }
  const std::vector<int>& symmetries() const { return syms_; }
  // The board.symmetries index of group element g, for Engine::imageMask.
  int symmetry(int g) const { return syms_[g]; }

  // out[g] = the image of pegs under group element g.
  void images(B pegs, B* out) const {
    if constexpr (sizeof(B) == 8) {
      if (flips_) {
        B all[8];
        flips_->all(pegs, all);
        for (size_t g = 0; g < syms_.size(); ++g) out[g] = all[flipOf_[g]];
        return;
      }
    }
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
  // Takes the grid flips if the board is a square grid in one word and each
  // group element is one of them on every hole (a triangle's turns are not).
  bool useFlips(const Board& board) {
    if (sizeof(B) != 8 || board.width != board.height || board.width > 8) return false;
    GridFlips f(board.width);
    for (size_t g = 0; g < syms_.size(); ++g) {
      int found = -1;
      for (int k = 0; k < 8 && found < 0; ++k) {
        bool same = true;
        forEachBit(board.holes, [&](int c) {
          uint64_t all[8];
          f.all(uint64_t(1) << c, all);
          same = same && Cells(all[k]) == board.apply(syms_[g], bitAt<Cells>(c));
        });
        if (same) found = k;
      }
      if (found < 0) return false;
      flipOf_[g] = uint8_t(found);
    }
    flips_.emplace(f);
    return true;
  }

  std::vector<int> syms_;
  int bytes_;
  std::vector<B> table_;  // [g][byte][value] -> image bits, without flips_
  std::optional<GridFlips> flips_;
  std::array<uint8_t, kMaxGroup> flipOf_{};  // group element -> GridFlips::all index
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
