// SPDX-License-Identifier: GPL-3.0-or-later
// The public API's boards: the built-in ones, board files, and what a Board
// tells about itself.
#include "api/handles.hpp"
#include "job/boards.hpp"

namespace pegsat::api {

Board::Board(std::shared_ptr<const detail::BoardData> data) : data_(std::move(data)) {}

const std::string& Board::name() const { return data_->board.name; }

int Board::holeCount() const { return data_->board.holeCount(); }

std::vector<std::string> Board::holes() const {
  const pegsat::Board& b = data_->board;
  std::vector<std::string> names;
  forEachBit(b.holes, [&](int cell) { names.push_back(b.holeName(cell)); });
  return names;
}

std::string Board::usualStart() const {
  const pegsat::Board& b = data_->board;
  return b.holeNames(b.initialVacancies());
}

int Board::directions() const { return data_->board.directions; }

std::vector<std::string> Board::jumps() const {
  return detail::jumpNames(data_->board, data_->board.jumps);
}

std::vector<std::vector<std::string>> Board::symmetries() const {
  const pegsat::Board& b = data_->board;
  std::vector<std::vector<std::string>> images;
  for (const std::vector<int>& map : b.symmetries) {
    std::vector<std::string>& image = images.emplace_back();
    forEachBit(b.holes, [&](int cell) { image.push_back(b.holeName(map[size_t(cell)])); });
  }
  return images;
}

std::string Board::file() const {
  const pegsat::Board& b = data_->board;
  return b.fileText ? b.source : std::string();
}

std::string Board::text() const { return boardFileText(data_->board); }

namespace {

Result<Board> wrapBoard(pegsat::Result<pegsat::Board> loaded) {
  if (!loaded) return detail::toPublic(loaded.error());
  return detail::BoardData::wrap(std::move(*loaded));
}

}  // namespace

std::vector<std::string> builtinBoards() {
  try {
    return builtinBoardList();
  } catch (const std::exception&) {
    return {};
  }
}

Result<Board> loadBoard(const std::string& nameOrPath) {
  try {
    return wrapBoard(openBoard(nameOrPath));
  } catch (const std::exception& e) {
    return Error{nameOrPath, 0, detail::describeFailure(e)};
  }
}

Result<Board> parseBoard(std::string_view text, const std::string& file) {
  try {
    return wrapBoard(readBoardText(text, file));
  } catch (const std::exception& e) {
    return Error{file, 0, detail::describeFailure(e)};
  }
}

}  // namespace pegsat::api
