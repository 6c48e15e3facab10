// SPDX-License-Identifier: GPL-3.0-or-later
// Sliding-tile puzzles: parsing, goals, solvability and the Princeton printout.
#include "slide/puzzle.hpp"

#include <fmt/core.h>

#include <charconv>
#include <cstdlib>

#include "util/text.hpp"

namespace pegsat::slide {

char dirLetter(Dir d) { return "UDLR"[static_cast<int>(d)]; }

Dir opposite(Dir d) {
  switch (d) {
    case Dir::Up:
      return Dir::Down;
    case Dir::Down:
      return Dir::Up;
    case Dir::Left:
      return Dir::Right;
    case Dir::Right:
      return Dir::Left;
  }
  return d;
}

int Puzzle::blank() const {
  for (int c = 0; c < cells(); ++c)
    if (tiles[c] == 0) return c;
  return -1;
}

int Puzzle::neighbor(int cell, Dir d) const {
  int r = cell / n, c = cell % n;
  switch (d) {
    case Dir::Up:
      return r > 0 ? cell - n : -1;
    case Dir::Down:
      return r + 1 < n ? cell + n : -1;
    case Dir::Left:
      return c > 0 ? cell - 1 : -1;
    case Dir::Right:
      return c + 1 < n ? cell + 1 : -1;
  }
  return -1;
}

bool Puzzle::move(Dir d) {
  int b = blank();
  int to = neighbor(b, d);
  if (to < 0) return false;
  std::swap(tiles[b], tiles[to]);
  return true;
}

int goalCell(int n, GoalKind goal, int tile) {
  if (goal == GoalKind::BlankFirst) return tile;
  return tile == 0 ? n * n - 1 : tile - 1;
}

Puzzle goalPuzzle(int n, GoalKind goal) {
  Puzzle p;
  p.n = n;
  p.tiles.assign(n * n, 0);
  for (int t = 0; t < n * n; ++t) p.tiles[goalCell(n, goal, t)] = static_cast<uint8_t>(t);
  return p;
}

namespace {

struct Number {
  long value;
  int line;
};

// Reads the numbers of one line; text where a number belongs is an error.
Result<std::vector<Number>> lineNumbers(const Line& line, const std::string& file) {
  std::vector<Number> out;
  for (std::string_view w : words(stripComment(line.text))) {
    long v = 0;
    auto [ptr, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
    if (ec != std::errc() || ptr != w.data() + w.size() || v < 0)
      return Error{file, line.number,
                   fmt::format("expected a whole number, 0 or more, found {}", quoteInput(w))};
    out.push_back({v, line.number});
  }
  return out;
}

// Checks that the n*n numbers are each tile 0..n*n-1 exactly once.
Result<Puzzle> makePuzzle(int n, const std::vector<Number>& nums, const std::string& file) {
  Puzzle p;
  p.n = n;
  p.line = nums.empty() ? 0 : nums.front().line;
  std::vector<int> seenOn(n * n, 0);
  for (const Number& x : nums) {
    if (x.value >= n * n)
      return Error{file, x.line,
                   fmt::format("tile {} is out of range: a {}x{} puzzle has tiles 0 to {}", x.value,
                               n, n, n * n - 1)};
    if (seenOn[x.value])
      return Error{
          file, x.line,
          fmt::format("tile {} appears twice (first on line {})", x.value, seenOn[x.value])};
    seenOn[x.value] = x.line;
    p.tiles.push_back(static_cast<uint8_t>(x.value));
  }
  // With n*n numbers in range and none repeated, none is missing; say so anyway
  // if the count was short, which the callers rule out.
  for (int t = 0; t < n * n; ++t)
    if (!seenOn[t]) return Error{file, p.line, fmt::format("tile {} is missing", t)};
  return p;
}

Result<PuzzleFile> parsePrinceton(const std::vector<std::vector<Number>>& lines,
                                  const std::string& file) {
  std::vector<Number> all;
  for (const auto& l : lines) all.insert(all.end(), l.begin(), l.end());
  const Number side = all.front();
  if (side.value < 2 || side.value > kMaxSide)
    return Error{file, side.line,
                 fmt::format("n = {}: the side must be between 2 and {}", side.value, kMaxSide)};
  int n = static_cast<int>(side.value);
  size_t want = static_cast<size_t>(n) * n;
  if (all.size() - 1 < want)
    return Error{file, all.back().line,
                 fmt::format("expected {} tiles for n = {}, found {}", want, n, all.size() - 1)};
  if (all.size() - 1 > want)
    return Error{file, all[want + 1].line,
                 fmt::format("extra number {} after the {} tiles of a {}x{} puzzle",
                             all[want + 1].value, want, n, n)};
  auto p = makePuzzle(n, std::vector<Number>(all.begin() + 1, all.end()), file);
  if (!p) return p.error();
  PuzzleFile f;
  f.format = PuzzleFile::Format::Princeton;
  f.puzzles.push_back(std::move(*p));
  return f;
}

// The side n with n*n == count, or 0.
int sideOf(size_t count) {
  for (int n = 2; n * n <= 1024; ++n)
    if (static_cast<size_t>(n) * n == count) return n;
  return 0;
}

Result<PuzzleFile> parseKorf(const std::vector<std::vector<Number>>& lines,
                             const std::string& file) {
  PuzzleFile f;
  f.format = PuzzleFile::Format::Korf;
  for (const auto& l : lines) {
    if (l.empty()) continue;
    int n = sideOf(l.size());
    bool withLength = false;
    if (n == 0) {
      n = sideOf(l.size() - 1);
      withLength = n != 0;
    }
    if (n == 0)
      return Error{
          file, l.front().line,
          fmt::format("{} numbers: an instance line holds n*n tiles (16 for the 15-puzzle, "
                      "25 for the 24-puzzle), optionally followed by the optimal length",
                      l.size())};
    if (n > kMaxSide)
      return Error{file, l.front().line,
                   fmt::format("a {}x{} puzzle: the side must be at most {}", n, n, kMaxSide)};
    size_t tiles = static_cast<size_t>(n) * n;
    auto p = makePuzzle(n, std::vector<Number>(l.begin(), l.begin() + tiles), file);
    if (!p) return p.error();
    if (withLength) {
      if (l.back().value > kMaxOptimal)
        return Error{file, l.back().line,
                     fmt::format("optimal length {} is out of range (at most {})", l.back().value,
                                 kMaxOptimal)};
      p->optimal = static_cast<int>(l.back().value);
    }
    f.puzzles.push_back(std::move(*p));
  }
  return f;
}

}  // namespace

Result<PuzzleFile> parsePuzzles(std::string_view text, const std::string& file) {
  std::vector<std::vector<Number>> lines;
  for (const Line& line : splitLines(text)) {
    auto nums = lineNumbers(line, file);
    if (!nums) return nums.error();
    if (!nums->empty()) lines.push_back(std::move(*nums));
  }
  if (lines.empty()) return Error{file, 0, "no puzzle in the file"};
  // Princeton's format opens with n alone on its line; an instance line never
  // holds a single number.
  if (lines.front().size() == 1) return parsePrinceton(lines, file);
  return parseKorf(lines, file);
}

Result<PuzzleFile> loadPuzzles(const std::string& path) {
  auto text = readFile(path, kMaxPuzzleFileBytes);
  if (!text) return text.error();
  return parsePuzzles(*text, path);
}

bool isSolvable(const Puzzle& p, GoalKind goal) {
  const int cells = p.cells();
  // perm[c] = the goal cell of the tile now on c; count its cycles.
  std::vector<int> perm(cells);
  for (int c = 0; c < cells; ++c) perm[c] = goalCell(p.n, goal, p.tiles[c]);
  std::vector<bool> seen(cells, false);
  int cycles = 0;
  for (int c = 0; c < cells; ++c) {
    if (seen[c]) continue;
    ++cycles;
    for (int x = c; !seen[x]; x = perm[x]) seen[x] = true;
  }
  const int permParity = (cells - cycles) & 1;
  const int b = p.blank(), gb = goalCell(p.n, goal, 0);
  const int dist = std::abs(b / p.n - gb / p.n) + std::abs(b % p.n - gb % p.n);
  return permParity == (dist & 1);
}

std::string princetonBoard(const Puzzle& p) {
  std::string s = fmt::format("{}\n", p.n);
  for (int r = 0; r < p.n; ++r) {
    for (int c = 0; c < p.n; ++c) s += fmt::format("{:2d} ", p.tiles[r * p.n + c]);
    s += '\n';
  }
  return s;
}

Result<Puzzle> applyMoves(Puzzle p, std::string_view moves) {
  int index = 0;
  for (char ch : moves) {
    if (ch == ' ' || ch == '\n' || ch == '\t' || ch == '\r' || ch == ',') continue;
    ++index;
    Dir d;
    switch (ch) {
      case 'U':
      case 'u':
        d = Dir::Up;
        break;
      case 'D':
      case 'd':
        d = Dir::Down;
        break;
      case 'L':
      case 'l':
        d = Dir::Left;
        break;
      case 'R':
      case 'r':
        d = Dir::Right;
        break;
      default:
        return Error{"", 0,
                     fmt::format("move {}: {} is not one of U D L R", index,
                                 quoteInput(std::string_view(&ch, 1)))};
    }
    if (!p.move(d))
      return Error{"", 0, fmt::format("move {} ({}): the blank would leave the board", index, ch)};
  }
  return p;
}

}  // namespace pegsat::slide
