// SPDX-License-Identifier: GPL-3.0-or-later
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

// The form two names are compared in, after Unicode's skeletons (UTS #39):
// ASCII case folded; I, i, L, l, 1, | and ! as l, 0 as o, then rn as m, vv
// as w and cl as d; full-width Latin, Cyrillic, Greek, Armenian and Cherokee
// letters that look like Latin ones, and the mathematical letters and
// letter-like symbols, mapped to those; every invisible code point
// (util/text.hpp), spaces, '-', '_' and '.' dropped. "ENGLISH", "Eng_lish",
// "EngIish" and "еnglish" (a Cyrillic е) all give "engllsh", as "english"
// does.
std::string nameSkeleton(std::string_view name);

// The built-in board whose name `name` looks like, if any.
std::optional<std::string> reservedBoardName(std::string_view name);

// Whether two boards have the same holes, directions and usual start: the
// same puzzle whatever they are called.
bool sameBoard(const Board& a, const Board& b);

// The digits of a content hash a text verdict shows: 64 bits, so that two
// board files that print alike cost a birthday search of about 2^32 hashes
// even to an adversary who writes both (48 bits took minutes on one core).
// JSON and JUnit give the whole hash.
inline constexpr size_t kShortHashDigits = 16;

// How a verdict names a board: "english board" for a built-in one; for a
// board file, "board file 'data/b.txt' (name 'mine', sha256 1a2b3c4d5e6f)".
std::string boardIdentity(const Board& board);

}  // namespace pegsat
