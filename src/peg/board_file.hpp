// SPDX-License-Identifier: GPL-3.0-or-later
// Board files (FORMATS.md): one grid row a line, 'o' a hole with a peg, '.' an
// empty hole, ' ' or '-' no hole, after optional "name:" and "directions:"
// header lines. The built-in boards are the files of data/boards/, compiled in.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "peg/board.hpp"
#include "util/input_file.hpp"
#include "util/result.hpp"

namespace pegsat {

// A board has at most kMaxCells holes: a board file larger than this is no board.
inline constexpr size_t kMaxBoardFileBytes = size_t(1) << 20;

// A board's name, as verdicts, JSON and pickles carry it: 1 to 40 ASCII
// letters, digits, '-' and '_', so that it can neither hide a character nor
// pass for another script's letters, and is never spliced into a header or
// a line as anything but itself. A board file's name is its "name:" header,
// which must be one (else the file is refused), else its file name's stem
// if that is one, else kUnnamedBoard: a stranger's stem like "a#b", "b\n"
// or "plateau-à-trous" names no board, and the verdict names the file by
// its path and hash instead. A name that looks like a built-in board's
// (board_identity.hpp), by header or stem, is refused unless the file is
// that board.
inline constexpr size_t kMaxBoardNameLength = 40;
inline constexpr std::string_view kUnnamedBoard = "unnamed";
bool isBoardName(std::string_view name);
std::string nameFromFile(const std::string& file);

// Parses a board file's text; `file` names it in errors, and gives its name
// when the text has no "name:" header.
Result<Board> parseBoard(std::string_view text, const std::string& file);

// A built-in board name ("english", ...) or the path of a board file, read
// only inside `roots` (a built-in name is no path and is always allowed).
Result<Board> loadBoard(const std::string& spec, const InputRoots& roots = {});

// "unknown board 'x': not a built-in board (english, ...) nor a board file".
std::string unknownBoard(const std::string& spec);

// The names of the built-in boards, in the order `pegsat boards` lists them.
std::vector<std::string> builtinBoardNames();

// Renders a position in the board file format (rows of 'o', '.' and ' ').
std::string renderPosition(const Board& board, Cells pegs);

}  // namespace pegsat
