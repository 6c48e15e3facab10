// SPDX-License-Identifier: GPL-3.0-or-later
// Solution files (FORMATS.md): optional "board:", "start:", "finish:" and
// "moves:" header lines, then jumps "from-to" or chains "from-to-to" separated by white space.
// The parser is shared by the verifier and the solvers; it checks names and
// syntax, never whether a jump is legal (that is the verifier's job).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "peg/board.hpp"
#include "util/input_file.hpp"
#include "util/result.hpp"

namespace pegsat {

// The "moves:" header: how many moves the solution makes, and whether its
// writer claims no solution of the problem makes fewer ("moves: 18 (minimum)").
// It lets the expected outcome travel with the file, for a verifier in CI.
struct MovesClaim {
  int count = 0;
  bool minimum = false;
  int line = 0;  // the header's line; 0 when not read from a file
};

// A solution file as written, before its hole names are looked up.
struct SolutionText {
  std::string file;
  struct Field {
    std::string value;
    int line = 0;
  };
  std::optional<Field> board, start, finish;
  std::optional<MovesClaim> moves;
  struct Token {
    std::string text;  // "g5-g3-e3"
    int line;
  };
  std::vector<Token> tokens;
};

// A solution has fewer jumps than the board has holes (at most kMaxCells), so
// a solution file is a few KiB; this limit leaves room for any comments, and
// bounds what a stranger's file costs (the parser keeps a line's place for
// each line).
inline constexpr size_t kMaxSolutionFileBytes = size_t(1) << 20;

Result<SolutionText> parseSolutionText(std::string_view text, const std::string& file);

// One written move: a chain of jumps by one peg through `cells`.
struct WrittenMove {
  std::vector<int> cells;  // at least two
  std::string text;
  int line;
};

struct Solution {
  Cells start = 0;   // pegs at the start
  Cells finish = 0;  // pegs at the end
  std::vector<WrittenMove> moves;
};

// Looks the holes up on `board`. Without headers, start and finish are the
// board's usual start and its vacancies.
Result<Solution> resolveSolution(const SolutionText& text, const Board& board);

// The board a solution file names: its "board:" header (a built-in name, or a
// board file relative to the solution file's folder, read only inside
// `roots`), else `fallback`.
Result<Board> loadSolutionBoard(const SolutionText& text, const std::string& fallback,
                                const InputRoots& roots = {});

// Parses a list of hole names (space or comma separated) into a set of cells.
Result<Cells> parseHoleList(const Board& board, std::string_view list, const std::string& file = "",
                            int line = 0);

// Why a start and a finish make no problem to solve, or nothing: every jump
// removes one peg, so the finish must hold fewer pegs than the start, or be
// the start itself (solved by no jump).
std::optional<std::string> problemError(Cells start, Cells finish);

// Writes a solution file: headers, then the jumps grouped into moves (a chain
// of jumps by the same peg is one move), several moves a line. With `moves`,
// a "moves:" header states the count (its line is ignored). `writtenTo` is
// the file the text goes to, empty for standard output: a board file is named
// from that file's folder, where a reader looks for it.
std::string formatSolution(const Board& board, Cells start, Cells finish,
                           const std::vector<Jump>& jumps,
                           std::optional<MovesClaim> moves = std::nullopt,
                           const std::string& writtenTo = "");

}  // namespace pegsat
