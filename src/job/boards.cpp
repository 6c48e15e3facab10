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

Result<Board> openBoard(const std::string& nameOrPath) { return loadBoard(nameOrPath); }

Result<Board> readBoardText(std::string_view text, const std::string& file) {
  return parseBoard(text, file);
}

std::vector<std::string> builtinBoardList() { return builtinBoardNames(); }

std::string boardFileText(const Board& b) {
  if (b.fileText) return *b.fileText;
  std::string out;
  if (!b.name.empty()) out += "name: " + b.name + "\n";
  if (b.directions != 4) out += "directions: " + std::to_string(b.directions) + "\n";
  return out + renderPosition(b, b.initial);
}

}  // namespace pegsat
