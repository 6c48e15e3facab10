// SPDX-License-Identifier: GPL-3.0-or-later
// Move generation by whole-board shifts, as chess engines do on bitboards: for
// every jump direction, the pegs that can jump that way are found with a few
// ANDs and shifts of the position, and a jump is one XOR of a three-bit mask. Templated on the
// bitboard word so each board runs on the narrowest word that holds its grid.
#pragma once

#include <cstdint>
#include <vector>

#include "peg/bits.hpp"
#include "peg/board.hpp"

namespace pegsat {

template <class B>
class Engine {
 public:
  explicit Engine(const Board& board) : board_(board), full_(B(board.holes)) {
    const int n = board.cells();
    for (Point d : board.directionVectors()) {
      Dir dir{d.x + d.y * board.width, 0, {}};
      dir.ids.assign(n, -1);
      dirs_.push_back(dir);
    }
    for (int j = 0; j < int(board.jumps.size()); ++j) {
      const Jump& jp = board.jumps[j];
      for (Dir& d : dirs_)
        if (jp.over - jp.from == d.step && jp.to - jp.over == d.step) {
          d.lines |= bitAt<B>(jp.from);
          d.ids[jp.from] = j;
        }
      masks_.push_back(jp.mask<B>());
    }
    for (int s = 0; s < int(board.symmetries.size()); ++s)
      for (int j = 0; j < int(board.jumps.size()); ++j)
        images_.push_back(B(board.apply(s, masks_[j])));
  }

  const Board& board() const { return board_; }
  B full() const { return full_; }
  int jumpCount() const { return int(masks_.size()); }
  // The three cells a jump changes; applying a jump is pegs ^ mask(j).
  B mask(int j) const { return masks_[j]; }
  // The mask of jump j seen through symmetry s: the image of a position after
  // the jump is the parent's image XOR this, so a child's images cost one XOR each.
  B imageMask(int s, int j) const { return images_[size_t(s) * masks_.size() + j]; }

  // The pegs that have a legal jump.
  B movablePegs(B pegs) const {
    const B holes = full_ & ~pegs;
    B m = 0;
    for (const Dir& d : dirs_) m |= d.lines & shift(pegs, -d.step) & shift(holes, -2 * d.step);
    return pegs & m;
  }

  // The holes that a peg of `from` can reach in one jump.
  B reachableHoles(B pegs, B from) const {
    const B holes = full_ & ~pegs;
    B m = 0;
    for (const Dir& d : dirs_) m |= shift(from & d.lines & shift(pegs, -d.step), 2 * d.step);
    return holes & m;
  }

  // Calls f(j) for every legal jump j of the position, direction by direction,
  // until f returns true; returns whether it did.
  template <class F>
  bool anyJump(B pegs, F&& f) const {
    for (int d = 0; d < directionCount(); ++d)
      for (B m = jumpers(pegs, d); m; m &= m - 1)
        if (f(dirs_[d].ids[lowestBit(m)])) return true;
    return false;
  }

  int directionCount() const { return int(dirs_.size()); }
  // The pegs that can jump in direction d.
  B jumpers(B pegs, int d) const {
    const Dir& dir = dirs_[d];
    return dir.lines & pegs & shift(pegs, -dir.step) & shift(full_ & ~pegs, -2 * dir.step);
  }
  // The jump from `cell` in direction d, or -1.
  int jumpAt(int d, int cell) const { return dirs_[d].ids[cell]; }

 private:
  struct Dir {
    int step;              // cell index difference of one step
    B lines = 0;           // cells from which a jump in this direction stays on the board
    std::vector<int> ids;  // from-cell -> jump index
  };
  const Board& board_;
  B full_;
  std::vector<Dir> dirs_;
  std::vector<B> masks_;
  std::vector<B> images_;
};

// Runs f(Engine<B>) with the narrowest word that holds the board's grid.
template <class F>
decltype(auto) withEngine(const Board& board, F&& f) {
  if (board.cells() <= 64) return f(Engine<uint64_t>(board));
  return f(Engine<u128>(board));
}

}  // namespace pegsat
