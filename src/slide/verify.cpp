// SPDX-License-Identifier: GPL-3.0-or-later
// Parsing and replaying sliding-tile solutions, with its own adjacency test.
#include "slide/verify.hpp"

#include <fmt/core.h>

#include <cctype>
#include <charconv>
#include <cstdlib>

#include "util/text.hpp"

namespace pegsat::slide {

namespace {

constexpr std::string_view kMinimum = "Minimum number of moves =";

struct Tok {
  long value;
  int line;
};

}  // namespace

Result<SlideSolution> parseSlideSolution(std::string_view text, const std::string& file) {
  SlideSolution sol;
  std::vector<Tok> toks;
  bool boards = false;
  for (const Line& line : splitLines(text)) {
    std::string_view body = trim(stripComment(line.text));
    if (body.empty()) continue;
    if (body == "No solution possible") {
      sol.kind = SlideSolution::Kind::NoSolution;
      sol.statedLine = line.number;
      continue;
    }
    if (body.substr(0, kMinimum.size()) == kMinimum) {
      if (sol.stated >= 0)
        return Error{file, line.number,
                     fmt::format("a second move count (the first is on line {})", sol.statedLine)};
      std::string_view num = trim(body.substr(kMinimum.size()));
      int v = 0;
      auto [ptr, ec] = std::from_chars(num.data(), num.data() + num.size(), v);
      if (ec != std::errc() || ptr != num.data() + num.size() || v < 0)
        return Error{file, line.number, fmt::format("bad move count {}", quoteInput(num))};
      sol.stated = v;
      sol.statedLine = line.number;
      boards = true;
      continue;
    }
    // After the move count come Princeton's boards (numbers) or, as `slide
    // solve --moves` writes them, the move letters.
    if (boards && (!toks.empty() || std::isdigit(static_cast<unsigned char>(body[0])))) {
      for (std::string_view w : words(body)) {
        long v = 0;
        auto [ptr, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
        if (ec != std::errc() || ptr != w.data() + w.size() || v < 0)
          return Error{file, line.number,
                       fmt::format("expected a tile number, found {}", quoteInput(w))};
        toks.push_back({v, line.number});
      }
    } else {
      for (char ch : body) {
        if (std::string_view(" \t,").find(ch) != std::string_view::npos) continue;
        if (std::string_view("UDLRudlr").find(ch) == std::string_view::npos)
          return Error{file, line.number,
                       fmt::format("{} is not a move: moves are the letters U D L R (where "
                                   "the blank goes)",
                                   quoteInput(std::string_view(&ch, 1)))};
        sol.moves += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
        sol.moveLines.push_back(line.number);
      }
    }
  }
  if (sol.kind == SlideSolution::Kind::NoSolution) {
    if (boards || !sol.moves.empty())
      return Error{file, sol.statedLine, "'No solution possible' together with a solution"};
    return sol;
  }
  // A file with nothing in it is most likely a solver's output cut off
  // before its first line, not an empty move string: a solution of no moves
  // says so with its count ("Minimum number of moves = 0").
  if (toks.empty() && sol.moves.empty() && sol.stated < 0)
    return Error{file, 1,
                 "no solution in the file: no move count, no moves and no boards (write "
                 "'Minimum number of moves = 0' for a puzzle already solved)"};
  if (toks.empty()) return sol;  // a move string (perhaps empty), perhaps with its count
  if (!sol.moves.empty())
    return Error{file, sol.moveLines.front(), "a move string and boards in one file"};
  sol.kind = SlideSolution::Kind::Boards;
  // Each board: n, then n*n tiles.
  for (size_t i = 0; i < toks.size();) {
    const Tok side = toks[i++];
    if (side.value < 2 || side.value > kMaxSide)
      return Error{file, side.line, fmt::format("board side {} is out of range", side.value)};
    const int n = static_cast<int>(side.value);
    if (toks.size() - i < static_cast<size_t>(n) * n)
      return Error{file, toks.back().line, "the last board is cut short"};
    Puzzle b;
    b.n = n;
    b.line = side.line;
    for (int k = 0; k < n * n; ++k, ++i) {
      if (toks[i].value >= n * n)
        return Error{file, toks[i].line, fmt::format("tile {} is out of range", toks[i].value)};
      b.tiles.push_back(static_cast<uint8_t>(toks[i].value));
    }
    sol.boards.push_back(std::move(b));
  }
  return sol;
}

namespace {

// The cell of the blank, or -1.
int blankOf(const std::vector<uint8_t>& t) {
  for (size_t c = 0; c < t.size(); ++c)
    if (t[c] == 0) return static_cast<int>(c);
  return -1;
}

// Whether `next` follows from `cur` by one slide on an n x n board: they differ
// on exactly two cells, the blank and an orthogonal neighbour, swapped.
bool oneSlide(int n, const std::vector<uint8_t>& cur, const std::vector<uint8_t>& next) {
  int diff[3], k = 0;
  for (size_t c = 0; c < cur.size(); ++c)
    if (cur[c] != next[c]) {
      if (k == 2) return false;
      diff[k++] = static_cast<int>(c);
    }
  if (k != 2) return false;
  const int a = diff[0], b = diff[1];
  if (cur[a] != next[b] || cur[b] != next[a]) return false;
  if (cur[a] != 0 && cur[b] != 0) return false;
  return std::abs(a / n - b / n) + std::abs(a % n - b % n) == 1;
}

}  // namespace

SlideVerifyReport verifySlide(const Puzzle& start, GoalKind goal, const SlideSolution& sol) {
  SlideVerifyReport r;
  const int n = start.n;
  const std::vector<uint8_t> goalTiles = goalPuzzle(n, goal).tiles;
  if (sol.kind == SlideSolution::Kind::NoSolution) {
    // Checked by the parity rule, which no search can contradict.
    r.ok = !isSolvable(start, goal);
    r.line = sol.statedLine;
    if (!r.ok) r.reason = "the puzzle is solvable (permutation and blank parities agree)";
    return r;
  }
  std::vector<uint8_t> cur = start.tiles;
  if (sol.kind == SlideSolution::Kind::Boards) {
    if (sol.boards.empty()) {
      r.reason = "no board after the move count";
      return r;
    }
    for (size_t i = 0; i < sol.boards.size(); ++i) {
      const Puzzle& b = sol.boards[i];
      r.line = b.line;
      if (b.n != n) {
        r.step = static_cast<int>(i);
        r.reason = fmt::format("board {} is {}x{}, the puzzle {}x{}", i + 1, b.n, b.n, n, n);
        return r;
      }
      if (i == 0) {
        if (b.tiles != start.tiles) {
          r.reason = "the first board is not the puzzle";
          return r;
        }
        continue;
      }
      if (!oneSlide(n, cur, b.tiles)) {
        r.step = static_cast<int>(i);
        r.reason = fmt::format("board {} does not follow from board {} by one slide", i + 1, i);
        return r;
      }
      cur = b.tiles;
      ++r.moves;
    }
    r.line = sol.boards.back().line;
  } else {
    for (size_t i = 0; i < sol.moves.size(); ++i) {
      r.line = sol.moveLines[i];
      const int b = blankOf(cur);
      int row = b / n, col = b % n;
      switch (sol.moves[i]) {
        case 'U':
          --row;
          break;
        case 'D':
          ++row;
          break;
        case 'L':
          --col;
          break;
        default:
          ++col;
          break;
      }
      if (row < 0 || row >= n || col < 0 || col >= n) {
        r.step = static_cast<int>(i) + 1;
        r.reason = fmt::format("move {} ({}) takes the blank off the board", i + 1, sol.moves[i]);
        return r;
      }
      std::swap(cur[b], cur[row * n + col]);
      ++r.moves;
    }
  }
  if (cur != goalTiles) {
    r.step = 0;
    r.reason = fmt::format("after {} moves the board is not the goal (blank {})", r.moves,
                           goal == GoalKind::BlankFirst ? "first" : "last");
    return r;
  }
  if (sol.stated >= 0 && sol.stated != r.moves) {
    r.line = sol.statedLine;
    r.reason = fmt::format("the file states {} moves but holds {}", sol.stated, r.moves);
    return r;
  }
  r.ok = true;
  return r;
}

}  // namespace pegsat::slide
