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

// Parses a board file's text; `file` names it in errors.
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
