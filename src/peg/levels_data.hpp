// SPDX-License-Identifier: GPL-3.0-or-later
// The level data of a `levels` certificate (docs/FORMATS-CERTIFICATES.md):
// each level a sorted list of positions, every position a set of holes
// numbered in board order (bit r = the r-th hole from a1, row by row), stored
// as the differences between consecutive keys in LEB128 (7 bits a byte, the
// high bit set on every byte but a number's last). Sorted keys of one peg
// count lie close together, so a difference takes two or three bytes where
// the key takes sixteen. The coding is shared by the writer and the
// independent checker; whether the keys are sorted, and what they prove, is
// the checker's to decide.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "peg/board.hpp"
#include "util/result.hpp"

namespace pegsat {

// The first bytes of a level data file, before the first level.
inline constexpr std::string_view kLevelsMagic = "pegsat levels 1\n";

// A position on the board's cells as a set of hole numbers, and back. The
// map keeps the order of positions (holes are numbered in cell order), so a
// list sorted one way is sorted the other.
class HoleNumbering {
 public:
  explicit HoleNumbering(const Board& board);
  Cells pack(Cells cells) const;
  Cells unpack(Cells packed) const;
  int holes() const { return int(cellOf_.size()); }
  int cellOf(int hole) const { return cellOf_[size_t(hole)]; }

 private:
  std::vector<int> cellOf_;
  std::vector<int> holeOf_;  // -1 off the board
};

// Appends the coding of `keys` (hole-number sets, in the order given: each
// stored as its difference from the one before, modulo 2^128) to `out`.
void encodeLevel(const std::vector<Cells>& keys, std::string& out);

// Decodes exactly `count` keys from `bytes`, which must hold nothing more.
// `what` names the level in errors ("forward level 3"); the Error has no
// line (the data file is binary).
Result<std::vector<Cells>> decodeLevel(std::string_view bytes, uint64_t count,
                                       const std::string& file, const std::string& what);

}  // namespace pegsat
