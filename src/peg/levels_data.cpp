// SPDX-License-Identifier: GPL-3.0-or-later
#include "peg/levels_data.hpp"

#include <fmt/format.h>

namespace pegsat {

HoleNumbering::HoleNumbering(const Board& board) : holeOf_(size_t(board.cells()), -1) {
  forEachBit(board.holes, [&](int c) {
    holeOf_[size_t(c)] = int(cellOf_.size());
    cellOf_.push_back(c);
  });
}

Cells HoleNumbering::pack(Cells cells) const {
  Cells out = 0;
  forEachBit(cells, [&](int c) {
    if (size_t(c) < holeOf_.size() && holeOf_[size_t(c)] >= 0)
      out |= bitAt<Cells>(holeOf_[size_t(c)]);
  });
  return out;
}

Cells HoleNumbering::unpack(Cells packed) const {
  Cells out = 0;
  forEachBit(packed, [&](int h) {
    if (size_t(h) < cellOf_.size()) out |= bitAt<Cells>(cellOf_[size_t(h)]);
  });
  return out;
}

void encodeLevel(const std::vector<Cells>& keys, std::string& out) {
  Cells prev = 0;
  for (Cells k : keys) {
    Cells d = k - prev;  // modulo 2^128: a key below the one before still decodes to itself
    prev = k;
    do {
      const unsigned char byte = static_cast<unsigned char>(d & 0x7f);
      d >>= 7;
      out.push_back(static_cast<char>(d ? byte | 0x80 : byte));
    } while (d);
  }
}

Result<std::vector<Cells>> decodeLevel(std::string_view bytes, uint64_t count,
                                       const std::string& file, const std::string& what) {
  std::vector<Cells> keys;
  // Each key takes at least a byte: a count larger than the bytes is wrong
  // before any memory is taken for it.
  if (count > bytes.size())
    return Error{file, 0,
                 fmt::format("{}: {} bytes cannot hold {} positions", what, bytes.size(), count)};
  keys.reserve(size_t(count));
  Cells prev = 0;
  size_t at = 0;
  while (at < bytes.size()) {
    if (keys.size() == count)
      return Error{file, 0,
                   fmt::format("{}: bytes left after its {} positions", what, count)};
    Cells d = 0;
    int shift = 0;
    while (true) {
      if (at == bytes.size())
        return Error{file, 0, fmt::format("{}: the data ends inside a number", what)};
      const auto byte = static_cast<unsigned char>(bytes[at++]);
      // 19 bytes of 7 bits hold 128 bits; a last byte 0 after others is a
      // second spelling of a shorter number, which the coding never writes.
      if (shift > 126 || (shift == 126 && (byte & 0x7c)))
        return Error{file, 0, fmt::format("{}: a number longer than 128 bits", what)};
      if (shift > 0 && byte == 0)
        return Error{file, 0, fmt::format("{}: a number with a needless last byte 0", what)};
      d |= Cells(byte & 0x7f) << shift;
      shift += 7;
      if (!(byte & 0x80)) break;
    }
    prev += d;
    keys.push_back(prev);
  }
  if (keys.size() != count)
    return Error{file, 0,
                 fmt::format("{}: {} positions, not the {} its level line says", what,
                             keys.size(), count)};
  return keys;
}

}  // namespace pegsat
