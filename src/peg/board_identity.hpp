// Which board a verdict is about. A built-in board's name ("english") means
// that board and nothing else: a board file may not take one, by its "name:"
// header or by its file name, unless it is that very board. A board file is
// named in a verdict by its path and a short hash of its content, so a report
// says exactly what was checked.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "peg/board.hpp"

namespace pegsat {

// The form two names are compared in: ASCII case folded; full-width Latin,
// and Cyrillic and Greek letters that look like Latin ones, mapped to those;
// combining marks, invisible and direction code points, spaces, '-', '_' and
// '.' dropped. "ENGLISH", "Eng_lish" and "еnglish" (a Cyrillic е) all give
// "english".
std::string nameSkeleton(std::string_view name);

// The built-in board whose name `name` looks like, if any.
std::optional<std::string> reservedBoardName(std::string_view name);

// Whether two boards have the same holes, directions and usual start: the
// same puzzle whatever they are called.
bool sameBoard(const Board& a, const Board& b);

// The digits of a content hash a verdict shows: 48 bits, enough to tell
// apart any two board files a person could mean.
inline constexpr size_t kShortHashDigits = 12;

// How a verdict names a board: "english board" for a built-in one; for a
// board file, "board file 'data/b.txt' (name 'mine', sha256 1a2b3c4d5e6f)".
std::string boardIdentity(const Board& board);

}  // namespace pegsat
