// SPDX-License-Identifier: GPL-3.0-or-later
#include "peg/certificate_file.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <climits>
#include <filesystem>
#include <map>

#include "peg/board_file.hpp"
#include "peg/solution_file.hpp"
#include "util/text.hpp"

namespace pegsat {

const char* certificateKindName(CertificateKind kind) {
  switch (kind) {
    case CertificateKind::Parity:
      return "parity";
    case CertificateKind::Pagoda:
      return "pagoda";
    case CertificateKind::Drat:
      return "drat";
    case CertificateKind::Cases:
      return "cases";
    case CertificateKind::Levels:
      return "levels";
  }
  return "?";
}

Result<CertificateText> parseCertificateText(std::string_view text, const std::string& file) {
  CertificateText c;
  c.file = file;
  const std::map<std::string, std::optional<CertificateText::Field> CertificateText::*> fields = {
      {"board", &CertificateText::board},   {"start", &CertificateText::start},
      {"finish", &CertificateText::finish}, {"kind", &CertificateText::kind},
      {"holes", &CertificateText::holes},   {"weights", &CertificateText::weights},
      {"steps", &CertificateText::steps},   {"cnf", &CertificateText::cnf},
      {"proof", &CertificateText::proof},   {"unit", &CertificateText::unit},
      {"bound", &CertificateText::bound},   {"data", &CertificateText::data}};
  for (const Line& line : splitLines(text)) {
    std::string_view s = trim(stripComment(line.text));
    if (s.empty()) continue;
    auto h = parseHeader(s);
    if (!h) return Error{file, line.number, "expected 'key: value', not " + quoteInput(s)};
    if (h->key == "case" || h->key == "level" || h->key == "pagoda") {
      (h->key == "case"    ? c.cases
       : h->key == "level" ? c.levels
                           : c.pagodas)
          .push_back({std::string(h->value), line.number});
      continue;
    }
    auto it = fields.find(h->key);
    if (it == fields.end())
      return Error{file, line.number,
                   "unknown key " + quoteInput(h->key) +
                       " (board, start, finish, kind, holes, weights, steps, cnf, proof, case, unit, "
                       "bound, data, level, pagoda)"};
    auto& field = c.*(it->second);
    if (field)
      return Error{file, line.number,
                   fmt::format("a second '{}:' line (the first is on line {})", h->key,
                               field->line)};
    field = CertificateText::Field{std::string(h->value), line.number};
  }
  for (auto [key, member] : {std::pair{"board", &CertificateText::board},
                             std::pair{"start", &CertificateText::start},
                             std::pair{"finish", &CertificateText::finish},
                             std::pair{"kind", &CertificateText::kind}})
    if (!(c.*member))
      return Error{file, 0, fmt::format("no '{}:' line; a certificate names its problem and kind",
                                        key)};
  return c;
}

namespace {

Result<long long> parseNumber(std::string_view s, const std::string& file, int line,
                              const std::string& what) {
  long long v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  // Weights up to a billion keep every sum of 128 of them far from overflow.
  if (ec != std::errc() || end != s.data() + s.size() || v < -1'000'000'000 ||
      v > 1'000'000'000)
    return Error{file, line, what + " is an integer of at most 10^9 in size, not " + quoteInput(s)};
  return v;
}

// "hole=integer" for every hole of the board, as a weight per cell.
Result<std::vector<long long>> parseWeights(const Board& board,
                                            const std::vector<std::string_view>& entries,
                                            const std::string& file, int line) {
  std::vector<long long> weights(board.cells(), 0);
  Cells given = 0;
  for (std::string_view entry : entries) {
    const size_t eq = entry.find('=');
    if (eq == std::string_view::npos)
      return Error{file, line, "a weight is 'hole=integer', not " + quoteInput(entry)};
    auto cell = board.parseHole(entry.substr(0, eq));
    if (!cell)
      return Error{file, line,
                   fmt::format("{} is not a hole of the {} board", quoteInput(entry.substr(0, eq)),
                               board.name)};
    if (given >> *cell & 1)
      return Error{file, line,
                   fmt::format("hole {} is given a weight twice", board.holeName(*cell))};
    auto w =
        parseNumber(entry.substr(eq + 1), file, line, "the weight of " + board.holeName(*cell));
    if (!w) return w.error();
    given |= bitAt<Cells>(*cell);
    weights[*cell] = *w;
  }
  if (Cells missing = board.holes & ~given)
    return Error{file, line, "no weight for " + board.holeNames(missing)};
  return weights;
}

// "from-to", two holes; the checker decides whether they make a jump.
Result<std::pair<int, int>> parseJumpEnds(const Board& board, std::string_view text,
                                          const std::string& file, int line) {
  const size_t dash = text.find('-');
  auto from = board.parseHole(text.substr(0, dash));
  auto to = dash == std::string_view::npos ? std::nullopt : board.parseHole(text.substr(dash + 1));
  if (!from || !to)
    return Error{file, line,
                 fmt::format("a jump is 'from-to', two holes of the {} board, not {}", board.name,
                             quoteInput(text))};
  return std::pair{*from, *to};
}

// A levels certificate's own keys: the unit, the bound, the data file, a
// line per level and per pagoda. The order of the levels is checked here (it
// fixes where each level lies in the data file); what they prove is not.
Result<bool> resolveLevels(const CertificateText& t, const Board& board, Certificate& c) {
  if (t.unit->value == "moves" || t.unit->value == "jumps")
    c.unitJumps = t.unit->value == "jumps";
  else
    return Error{t.file, t.unit->line, "unit is moves or jumps, not " + quoteInput(t.unit->value)};
  auto bound = parseNumber(t.bound->value, t.file, t.bound->line, "bound");
  if (!bound) return bound.error();
  if (*bound < 1 || *bound > 100000)
    return Error{t.file, t.bound->line, "bound is between 1 and 100000"};
  c.bound = int(*bound);
  if (t.data->value.empty()) return Error{t.file, t.data->line, "'data:' names no file"};
  c.data = t.data->value;
  for (const CertificateText::Field& f : t.levels) {
    const std::vector<std::string_view> w = words(f.value);
    if (w.size() != 5 || (w[0] != "forward" && w[0] != "backward"))
      return Error{t.file, f.line,
                   "a level is 'forward|backward depth count bytes sha256', not " +
                       quoteInput(f.value)};
    Certificate::Level l;
    l.forward = w[0] == "forward";
    l.line = f.line;
    uint64_t numbers[3];
    const char* names[3] = {"the depth", "the count", "the byte count"};
    for (int k = 0; k < 3; ++k) {
      auto [end, ec] = std::from_chars(w[size_t(k) + 1].data(),
                                       w[size_t(k) + 1].data() + w[size_t(k) + 1].size(),
                                       numbers[k]);
      if (ec != std::errc() || end != w[size_t(k) + 1].data() + w[size_t(k) + 1].size() ||
          numbers[k] > (uint64_t(1) << 40))
        return Error{t.file, f.line,
                     fmt::format("{} is a whole number of at most 2^40, not {}", names[k],
                                 quoteInput(w[size_t(k) + 1]))};
    }
    l.depth = int(numbers[0] > 100000 ? 100001 : numbers[0]);
    l.count = numbers[1];
    l.bytes = numbers[2];
    if (w[4].size() != 64 ||
        w[4].find_first_not_of("0123456789abcdef") != std::string_view::npos)
      return Error{t.file, f.line, "a level's sha256 is 64 lower-case hexadecimal digits"};
    l.sha256 = std::string(w[4]);
    // Forward levels 0, 1, ..., then backward levels 0, 1, ...: the order
    // of the data file.
    const Certificate::Level* prev = c.levels.empty() ? nullptr : &c.levels.back();
    const int expected = !prev                                ? 0
                         : prev->forward == l.forward         ? prev->depth + 1
                         : prev->forward && !l.forward        ? 0
                                                              : -1;
    if ((!prev && !l.forward) || expected < 0 || l.depth != expected)
      return Error{t.file, f.line,
                   "levels go forward 0, 1, ..., then backward 0, 1, ..., each once"};
    c.levels.push_back(std::move(l));
  }
  if (c.levels.empty() || c.levels.back().forward)
    return Error{t.file, t.kind->line,
                 "a levels certificate has forward levels from 0 and backward levels from 0"};
  for (const CertificateText::Field& f : t.pagodas) {
    const std::vector<std::string_view> w = words(f.value);
    if (w.empty() || (w[0] != "forward" && w[0] != "backward"))
      return Error{t.file, f.line, "a pagoda is 'forward|backward' and its weights"};
    auto weights = parseWeights(board, {w.begin() + 1, w.end()}, t.file, f.line);
    if (!weights) return weights.error();
    c.pagodas.push_back({w[0] == "forward", std::move(*weights), f.line});
  }
  return true;
}

}  // namespace

Result<Certificate> resolveCertificate(const CertificateText& t, const Board& board) {
  Certificate c;
  auto empty = parseHoleList(board, t.start->value, t.file, t.start->line);
  if (!empty) return empty.error();
  c.start = board.holes & ~*empty;
  auto finish = parseHoleList(board, t.finish->value, t.file, t.finish->line);
  if (!finish) return finish.error();
  c.finish = *finish;

  const std::string& kind = t.kind->value;
  using Field = std::optional<CertificateText::Field> CertificateText::*;
  struct Need {
    const char* key;
    Field field;
    bool parity, pagoda, drat, levels;  // the cases kind needs none of them
  };
  const Need needs[] = {{"holes", &CertificateText::holes, true, false, false, false},
                        {"weights", &CertificateText::weights, false, true, false, false},
                        {"steps", &CertificateText::steps, false, false, true, false},
                        {"cnf", &CertificateText::cnf, false, false, true, false},
                        {"proof", &CertificateText::proof, false, false, true, false},
                        {"unit", &CertificateText::unit, false, false, false, true},
                        {"bound", &CertificateText::bound, false, false, false, true},
                        {"data", &CertificateText::data, false, false, false, true}};
  if (kind == "parity")
    c.kind = CertificateKind::Parity;
  else if (kind == "pagoda")
    c.kind = CertificateKind::Pagoda;
  else if (kind == "drat")
    c.kind = CertificateKind::Drat;
  else if (kind == "cases")
    c.kind = CertificateKind::Cases;
  else if (kind == "levels")
    c.kind = CertificateKind::Levels;
  else
    return Error{t.file, t.kind->line,
                 "kind is parity, pagoda, drat, cases or levels, not " + quoteInput(kind)};
  for (const Need& n : needs) {
    const bool wanted = c.kind == CertificateKind::Parity   ? n.parity
                        : c.kind == CertificateKind::Pagoda ? n.pagoda
                        : c.kind == CertificateKind::Drat   ? n.drat
                        : c.kind == CertificateKind::Levels ? n.levels
                                                            : false;
    const auto& f = t.*(n.field);
    if (wanted && !f)
      return Error{t.file, t.kind->line,
                   fmt::format("a {} certificate needs a '{}:' line", kind, n.key)};
    if (!wanted && f)
      return Error{t.file, f->line,
                   fmt::format("'{}:' does not belong in a {} certificate", n.key, kind)};
  }
  if (c.kind != CertificateKind::Cases && !t.cases.empty())
    return Error{t.file, t.cases[0].line,
                 fmt::format("'case:' does not belong in a {} certificate", kind)};
  for (const auto& [key, lines] : {std::pair{"level", &t.levels}, std::pair{"pagoda", &t.pagodas}})
    if (c.kind != CertificateKind::Levels && !lines->empty())
      return Error{t.file, lines->front().line,
                   fmt::format("'{}:' does not belong in a {} certificate", key, kind)};

  switch (c.kind) {
    case CertificateKind::Parity: {
      auto holes = parseHoleList(board, t.holes->value, t.file, t.holes->line);
      if (!holes) return holes.error();
      if (*holes == 0) return Error{t.file, t.holes->line, "the parity set names no hole"};
      c.holes = *holes;
      break;
    }
    case CertificateKind::Pagoda: {
      auto w = parseWeights(board, words(t.weights->value), t.file, t.weights->line);
      if (!w) return w.error();
      c.weights = std::move(*w);
      break;
    }
    case CertificateKind::Cases:
      for (const CertificateText::Field& f : t.cases) {
        const std::vector<std::string_view> w = words(f.value);
        if (w.size() < 2)
          return Error{t.file, f.line, "a case is a first jump, a last jump and the weights"};
        auto first = parseJumpEnds(board, w[0], t.file, f.line);
        if (!first) return first.error();
        auto last = parseJumpEnds(board, w[1], t.file, f.line);
        if (!last) return last.error();
        auto weights = parseWeights(board, {w.begin() + 2, w.end()}, t.file, f.line);
        if (!weights) return weights.error();
        c.cases.push_back(
            {first->first, first->second, last->first, last->second, std::move(*weights), f.line});
      }
      break;
    case CertificateKind::Drat: {
      auto steps = parseNumber(t.steps->value, t.file, t.steps->line, "steps");
      if (!steps) return steps.error();
      if (*steps < 0 || *steps > 10000)
        return Error{t.file, t.steps->line, "steps is between 0 and 10000"};
      c.steps = int(*steps);
      for (auto [key, f, out] : {std::tuple{"cnf", &t.cnf, &c.cnf},
                                 std::tuple{"proof", &t.proof, &c.proof}}) {
        if ((*f)->value.empty())
          return Error{t.file, (*f)->line, fmt::format("'{}:' names no file", key)};
        *out = (*f)->value;
      }
      break;
    }
    case CertificateKind::Levels: {
      auto levels = resolveLevels(t, board, c);
      if (!levels) return levels.error();
      break;
    }
  }
  return c;
}

Result<Board> loadCertificateBoard(const CertificateText& text, const InputRoots& roots) {
  // The same rule as a solution file's "board:" line: the shared loader.
  SolutionText s;
  s.file = text.file;
  s.board = SolutionText::Field{text.board->value, text.board->line};
  return loadSolutionBoard(s, "english", roots);
}

std::string formatCertificate(const Board& board, const std::string& boardSpec,
                              const Certificate& c) {
  auto weights = [&](const std::vector<long long>& w) {
    std::string out;
    forEachBit(board.holes, [&](int h) {
      out += fmt::format("{}{}={}", out.empty() ? "" : " ", board.holeName(h), w[h]);
    });
    return out;
  };
  std::string out = fmt::format(
      "# pegsat certificate\nboard: {}\nstart: {}\nfinish: {}\n"
      "kind: {}\n",
      boardSpec, board.holeNames(board.holes & ~c.start), board.holeNames(c.finish),
      certificateKindName(c.kind));
  switch (c.kind) {
    case CertificateKind::Parity:
      out += "holes: " + board.holeNames(c.holes) + "\n";
      break;
    case CertificateKind::Pagoda:
      out += "weights: " + weights(c.weights) + "\n";
      break;
    case CertificateKind::Cases:
      for (const Certificate::Case& k : c.cases)
        out += fmt::format("case: {}-{} {}-{} {}\n", board.holeName(k.firstFrom),
                           board.holeName(k.firstTo), board.holeName(k.lastFrom),
                           board.holeName(k.lastTo), weights(k.weights));
      break;
    case CertificateKind::Drat:
      out += fmt::format("steps: {}\ncnf: {}\nproof: {}\n", c.steps, c.cnf, c.proof);
      break;
    case CertificateKind::Levels:
      out += fmt::format("unit: {}\nbound: {}\ndata: {}\n", c.unitJumps ? "jumps" : "moves",
                         c.bound, c.data);
      for (const Certificate::Level& l : c.levels)
        out += fmt::format("level: {} {} {} {} {}\n", l.forward ? "forward" : "backward", l.depth,
                           l.count, l.bytes, l.sha256);
      for (const Certificate::SidePagoda& g : c.pagodas)
        out += fmt::format("pagoda: {} {}\n", g.forward ? "forward" : "backward",
                           weights(g.weights));
      break;
  }
  return out;
}

std::string certificateBoardSpec(const Board& board, const std::string& certificatePath) {
  namespace fs = std::filesystem;
  const auto names = builtinBoardNames();
  if (std::find(names.begin(), names.end(), board.source) != names.end()) return board.source;
  std::error_code ec;
  const fs::path folder = fs::absolute(fs::path(certificatePath), ec).parent_path();
  const fs::path rel = fs::relative(fs::absolute(board.source, ec), folder, ec);
  return ec || rel.empty() ? fs::absolute(board.source).string() : rel.string();
}

}  // namespace pegsat
