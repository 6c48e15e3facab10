// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/boards.hpp"

#include "peg/board_file.hpp"
#include "peg/position_class.hpp"

namespace pegsat {

Result<std::vector<BoardFacts>> listBoards(const std::vector<std::string>& names) {
  std::vector<BoardFacts> out;
  for (const auto& name : names.empty() ? builtinBoardNames() : names) {
    auto b = loadBoard(name);
    if (!b) return b.error();
    const int classes = 1 << PositionClasses(*b).classBits();
    std::string picture = renderPosition(*b, b->initial);
    out.push_back({std::move(*b), classes, std::move(picture)});
  }
  return out;
}

}  // namespace pegsat
