#include "peg/solution_file.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <filesystem>

#include "peg/board_file.hpp"
#include "util/text.hpp"

namespace pegsat {

Result<SolutionText> parseSolutionText(std::string_view text, const std::string& file) {
  SolutionText out;
  out.file = file;
  for (const Line& line : splitLines(text)) {
    std::string_view s = trim(stripComment(line.text));
    if (s.empty()) continue;
    if (auto h = parseHeader(s)) {
      if (!out.tokens.empty())
        return Error{file, line.number, fmt::format("header '{}:' after the first jump", h->key)};
      std::optional<SolutionText::Field>* field = h->key == "board"    ? &out.board
                                                  : h->key == "start"  ? &out.start
                                                  : h->key == "finish" ? &out.finish
                                                  : h->key == "moves"  ? &out.moves
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
    for (std::string_view w : words(s)) out.tokens.push_back({std::string(w), line.number});
  }
  if (out.tokens.empty()) return Error{file, 0, "the solution has no jumps"};
  return out;
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
  if (text.moves) {
    auto w = words(text.moves->value);
    int n = -1;
    if (!w.empty()) std::from_chars(w[0].data(), w[0].data() + w[0].size(), n);
    if (n < 0)
      return Error{
          text.file, text.moves->line,
          fmt::format("'moves:' starts with a number, not {}", quoteInput(text.moves->value))};
    sol.claimedMoves = n, sol.claimedMovesLine = text.moves->line;
  }
  sol.finish = board.holes & ~sol.start;
  if (text.finish) {
    auto pegs = parseHoleList(board, text.finish->value, text.file, text.finish->line);
    if (!pegs) return pegs.error();
    sol.finish = *pegs;
  }
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
    sol.moves.push_back(std::move(m));
  }
  return sol;
}

Result<Board> loadSolutionBoard(const SolutionText& text, const std::string& fallback) {
  if (!text.board) return loadBoard(fallback);
  const std::string& spec = text.board->value;
  std::string path = spec;
  std::error_code ec;
  const auto names = builtinBoardNames();
  if (std::find(names.begin(), names.end(), spec) == names.end()) {
    // A board file named relative to the solution file, else as given.
    const auto rel = std::filesystem::path(text.file).parent_path() / spec;
    if (!std::filesystem::is_regular_file(spec, ec) && std::filesystem::is_regular_file(rel, ec))
      path = rel.string();
    if (std::filesystem::equivalent(path, text.file, ec))
      return Error{text.file, text.board->line,
                   "'board:' names this file itself, not a board (a built-in name or a "
                   "board file)"};
  }
  auto b = loadBoard(path);
  if (!b) {
    // The board file's own error names its file and line; say which line led there.
    if (std::filesystem::is_regular_file(path, ec))
      return Error{
          text.file, text.board->line,
          fmt::format("the board file {} does not load: {}", quoteInput(spec), b.error().str())};
    return Error{text.file, text.board->line, b.error().message};
  }
  return b;
}

std::string formatSolution(const Board& board, Cells start, Cells finish,
                           const std::vector<Jump>& jumps) {
  std::string out = fmt::format("board: {}\nstart: {}\nfinish: {}\n", board.source,
                                board.holeNames(board.holes & ~start), board.holeNames(finish));
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
