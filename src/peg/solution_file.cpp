// SPDX-License-Identifier: GPL-3.0-or-later
#include "peg/solution_file.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <filesystem>

#include "peg/board_file.hpp"
#include "util/text.hpp"

namespace pegsat {
namespace {

// "18" or "18 (minimum)".
Result<MovesClaim> parseMovesClaim(std::string_view value, const std::string& file, int line) {
  const auto ws = words(value);
  MovesClaim claim{0, false, line};
  auto [end, ec] = std::from_chars(ws.empty() ? nullptr : ws[0].data(),
                                   ws.empty() ? nullptr : ws[0].data() + ws[0].size(), claim.count);
  const bool number = !ws.empty() && ec == std::errc() && end == ws[0].data() + ws[0].size();
  if (number && ws.size() == 2 && ws[1] == "(minimum)") claim.minimum = true;
  if (!number || claim.count < 0 || ws.size() > 2 || (ws.size() == 2 && !claim.minimum))
    return Error{file, line,
                 fmt::format("malformed moves header {} (expected a count, like 'moves: 18' or "
                             "'moves: 18 (minimum)')",
                             quoteInput(value))};
  return claim;
}

}  // namespace

Result<SolutionText> parseSolutionText(std::string_view text, const std::string& file) {
  SolutionText out;
  out.file = file;
  size_t jumps = 0;
  for (const Line& line : splitLines(text)) {
    std::string_view s = trim(stripComment(line.text));
    if (s.empty()) continue;
    if (auto h = parseHeader(s)) {
      if (!out.tokens.empty())
        return Error{file, line.number, fmt::format("header '{}:' after the first jump", h->key)};
      if (h->key == "moves") {
        if (out.moves)
          return Error{
              file, line.number,
              fmt::format("a second 'moves:' header (the first is on line {})", out.moves->line)};
        auto claim = parseMovesClaim(h->value, file, line.number);
        if (!claim) return claim.error();
        out.moves = *claim;
        continue;
      }
      std::optional<SolutionText::Field>* field = h->key == "board"    ? &out.board
                                                  : h->key == "start"  ? &out.start
                                                  : h->key == "finish" ? &out.finish
                                                                       : nullptr;
      if (!field)
        return Error{file, line.number,
                     fmt::format("unknown header {} (expected board, start, finish or moves)",
                                 quoteInput(h->key))};
      // A second value would silently win over the first.
      if (*field)
        return Error{
            file, line.number,
            fmt::format("a second '{}:' header (the first is on line {})", h->key, (*field)->line)};
      if (h->key == "board" && h->value.empty())
        return Error{file, line.number, "empty board header"};
      *field = SolutionText::Field{std::string(h->value), line.number};
      continue;
    }
    for (std::string_view w : words(s)) {
      // Capped as read, so that no file costs more than a solution can hold.
      jumps += std::max<size_t>(1, size_t(std::count(w.begin(), w.end(), '-')));
      if (jumps >= size_t(kMaxCells))
        return Error{file, line.number,
                     fmt::format("more than {} jumps: a solution has fewer jumps than its board "
                                 "has holes, and no board has more than {}",
                                 kMaxCells - 1, kMaxCells)};
      out.tokens.push_back({std::string(w), line.number});
    }
  }
  // A position that is already its finish is solved by no jump; its file
  // must then say which position that is, or it names no problem at all.
  if (out.tokens.empty() && !(out.start && out.finish))
    return Error{file, 0, "the solution has no jumps (one of no jumps names its start and finish)"};
  return out;
}

std::optional<std::string> problemError(Cells start, Cells finish) {
  if (start == 0) return "the start has no pegs";
  // The start that is its finish is solved by no jump (a game played to its
  // end asks the same questions as one not yet begun).
  if (start == finish) return std::nullopt;
  const int jumps = jumpsBetween(start, finish);
  if (jumps <= 0)
    return fmt::format(
        "the finish holds {} pegs and the start {}: every jump removes one peg, so "
        "the finish must hold fewer, or be the start",
        popcount(finish), popcount(start));
  return std::nullopt;
}

Result<Cells> parseHoleList(const Board& board, std::string_view list, const std::string& file,
                            int line) {
  std::string spaced(list);
  for (char& c : spaced)
    if (c == ',') c = ' ';
  Cells set = 0;
  for (std::string_view w : words(spaced)) {
    auto cell = board.parseHole(w);
    if (!cell)
      return Error{file, line,
                   fmt::format("{} is not a hole of the {} board", quoteInput(w), board.name)};
    if (set >> *cell & 1) return Error{file, line, fmt::format("hole {} is listed twice", w)};
    set |= bitAt<Cells>(*cell);
  }
  return set;
}

Result<Solution> resolveSolution(const SolutionText& text, const Board& board) {
  Solution sol;
  sol.start = board.initial;
  if (text.start) {
    auto empty = parseHoleList(board, text.start->value, text.file, text.start->line);
    if (!empty) return empty.error();
    sol.start = board.holes & ~*empty;
  }
  sol.finish = board.holes & ~sol.start;
  if (text.finish) {
    auto pegs = parseHoleList(board, text.finish->value, text.file, text.finish->line);
    if (!pegs) return pegs.error();
    sol.finish = *pegs;
  }
  size_t jumps = 0;
  for (const auto& tok : text.tokens) {
    WrittenMove m{{}, tok.text, tok.line};
    std::string_view rest = tok.text;
    while (true) {
      size_t dash = rest.find('-');
      std::string_view name = rest.substr(0, dash);
      if (name.empty())
        return Error{
            text.file, tok.line,
            fmt::format("malformed jump {} (expected from-to, like d2-d4)", quoteInput(tok.text))};
      auto cell = board.parseHole(name);
      if (!cell)
        return Error{text.file, tok.line,
                     fmt::format("{} in jump {} is not a hole of the {} board", quoteInput(name),
                                 quoteInput(tok.text), board.name)};
      m.cells.push_back(*cell);
      if (dash == std::string_view::npos) break;
      rest.remove_prefix(dash + 1);
    }
    if (m.cells.size() < 2)
      return Error{
          text.file, tok.line,
          fmt::format("malformed jump {} (expected from-to, like d2-d4)", quoteInput(tok.text))};
    jumps += m.cells.size() - 1;
    sol.moves.push_back(std::move(m));
  }
  if (jumps >= size_t(popcount(board.holes)))
    return Error{text.file, text.tokens.back().line,
                 fmt::format("{} jumps: a solution on the {} board has fewer jumps than its {} "
                             "holes",
                             jumps, board.name, popcount(board.holes))};
  return sol;
}

Result<Board> loadSolutionBoard(const SolutionText& text, const std::string& fallback,
                                const InputRoots& roots) {
  if (!text.board) return loadBoard(fallback);
  const std::string& spec = text.board->value;
  std::string path = spec;
  std::error_code ec;
  const auto names = builtinBoardNames();
  if (std::find(names.begin(), names.end(), spec) == names.end()) {
    // A board file named relative to the solution file's folder, wherever
    // pegsat runs: the verdict must not depend on the working directory.
    path = resolveReference(text.file, spec);
    if (roots.allowsMissing(path)) return Error{text.file, text.board->line, unknownBoard(spec)};
    if (std::filesystem::equivalent(path, text.file, ec))
      return Error{text.file, text.board->line,
                   "'board:' names this file itself, not a board (a built-in name or a "
                   "board file)"};
  }
  auto b = loadBoard(path, roots);
  if (!b) {
    // The board file's own error names its file and line; say which line led there.
    if (b.error().line > 0)
      return Error{
          text.file, text.board->line,
          fmt::format("the board file {} does not load: {}", quoteInput(spec), b.error().str())};
    return Error{text.file, text.board->line,
                 b.error().file.empty()
                     ? b.error().message
                     : fmt::format("the board file {} {}", quoteInput(spec), b.error().message)};
  }
  return b;
}

// The "board:" value: a built-in board's name, or the board file's path from
// the folder of the solution file, since readers open it relative to that
// (FORMATS.md). Written to standard output, it is the path as given.
std::string boardLine(const Board& board, const std::string& writtenTo) {
  if (board.fileSha256.empty() || writtenTo.empty()) return board.source;
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path folder = fs::absolute(writtenTo, ec).parent_path();
  const fs::path file = fs::absolute(board.source, ec);
  if (ec) return board.source;
  const fs::path rel = file.lexically_normal().lexically_relative(folder.lexically_normal());
  return rel.empty() ? board.source : rel.string();
}

std::string formatSolution(const Board& board, Cells start, Cells finish,
                           const std::vector<Jump>& jumps, std::optional<MovesClaim> moves,
                           const std::string& writtenTo) {
  // The board file's path as the one escaper shows it: a path of control
  // characters cannot end the header or reach a terminal that prints the
  // solution (such a path reads back as no board file, which says so).
  std::string out =
      fmt::format("board: {}\nstart: {}\nfinish: {}\n", printable(boardLine(board, writtenTo)),
                  board.holeNames(board.holes & ~start), board.holeNames(finish));
  if (moves) out += fmt::format("moves: {}{}\n", moves->count, moves->minimum ? " (minimum)" : "");
  std::string line, move;
  auto flush = [&] {
    if (move.empty()) return;
    if (!line.empty() && line.size() + move.size() >= 72) out += line + "\n", line.clear();
    line += (line.empty() ? "" : " ") + move;
    move.clear();
  };
  for (size_t i = 0; i < jumps.size(); ++i) {
    if (i == 0 || jumps[i].from != jumps[i - 1].to) {
      flush();
      move = board.holeName(jumps[i].from);
    }
    move += fmt::format("-{}", board.holeName(jumps[i].to));
  }
  flush();
  if (!line.empty()) out += line + "\n";
  return out;
}

}  // namespace pegsat
