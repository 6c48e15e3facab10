#include "peg/certificate_file.hpp"

#include <fmt/format.h>

#include <charconv>
#include <climits>
#include <filesystem>
#include <map>

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
      {"proof", &CertificateText::proof}};
  for (const Line& line : splitLines(text)) {
    std::string_view s = trim(stripComment(line.text));
    if (s.empty()) continue;
    auto h = parseHeader(s);
    if (!h) return Error{file, line.number, "expected 'key: value', not " + quoteInput(s)};
    auto it = fields.find(h->key);
    if (it == fields.end())
      return Error{file, line.number,
                   "unknown key " + quoteInput(h->key) +
                       " (board, start, finish, kind, holes, weights, steps, cnf, proof)"};
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
    bool parity, pagoda, drat;
  };
  const Need needs[] = {{"holes", &CertificateText::holes, true, false, false},
                        {"weights", &CertificateText::weights, false, true, false},
                        {"steps", &CertificateText::steps, false, false, true},
                        {"cnf", &CertificateText::cnf, false, false, true},
                        {"proof", &CertificateText::proof, false, false, true}};
  if (kind == "parity")
    c.kind = CertificateKind::Parity;
  else if (kind == "pagoda")
    c.kind = CertificateKind::Pagoda;
  else if (kind == "drat")
    c.kind = CertificateKind::Drat;
  else
    return Error{t.file, t.kind->line,
                 "kind is parity, pagoda or drat, not " + quoteInput(kind)};
  for (const Need& n : needs) {
    const bool wanted = c.kind == CertificateKind::Parity   ? n.parity
                        : c.kind == CertificateKind::Pagoda ? n.pagoda
                                                            : n.drat;
    const auto& f = t.*(n.field);
    if (wanted && !f)
      return Error{t.file, t.kind->line,
                   fmt::format("a {} certificate needs a '{}:' line", kind, n.key)};
    if (!wanted && f)
      return Error{t.file, f->line,
                   fmt::format("'{}:' does not belong in a {} certificate", n.key, kind)};
  }

  switch (c.kind) {
    case CertificateKind::Parity: {
      auto holes = parseHoleList(board, t.holes->value, t.file, t.holes->line);
      if (!holes) return holes.error();
      if (*holes == 0) return Error{t.file, t.holes->line, "the parity set names no hole"};
      c.holes = *holes;
      break;
    }
    case CertificateKind::Pagoda: {
      c.weights.assign(board.cells(), 0);
      Cells given = 0;
      const int line = t.weights->line;
      for (std::string_view entry : words(t.weights->value)) {
        const size_t eq = entry.find('=');
        if (eq == std::string_view::npos)
          return Error{t.file, line, "a weight is 'hole=integer', not " + quoteInput(entry)};
        auto cell = board.parseHole(entry.substr(0, eq));
        if (!cell)
          return Error{t.file, line,
                       fmt::format("{} is not a hole of the {} board",
                                   quoteInput(entry.substr(0, eq)), board.name)};
        if (given >> *cell & 1)
          return Error{t.file, line,
                       fmt::format("hole {} is given a weight twice", board.holeName(*cell))};
        auto w = parseNumber(entry.substr(eq + 1), t.file, line,
                             "the weight of " + board.holeName(*cell));
        if (!w) return w.error();
        given |= bitAt<Cells>(*cell);
        c.weights[*cell] = *w;
      }
      if (Cells missing = board.holes & ~given)
        return Error{t.file, line, "no weight for " + board.holeNames(missing)};
      break;
    }
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
  }
  return c;
}

Result<Board> loadCertificateBoard(const CertificateText& text) {
  // The same rule as a solution file's "board:" line: the shared loader.
  SolutionText s;
  s.file = text.file;
  s.board = SolutionText::Field{text.board->value, text.board->line};
  return loadSolutionBoard(s, "english");
}

std::string formatCertificate(const Board& board, const std::string& boardSpec,
                              const Certificate& c) {
  std::string out = fmt::format(
      "# pegsat certificate\nboard: {}\nstart: {}\nfinish: {}\n"
      "kind: {}\n",
      boardSpec, board.holeNames(board.holes & ~c.start), board.holeNames(c.finish),
      certificateKindName(c.kind));
  switch (c.kind) {
    case CertificateKind::Parity:
      out += "holes: " + board.holeNames(c.holes) + "\n";
      break;
    case CertificateKind::Pagoda: {
      std::string w;
      forEachBit(board.holes, [&](int h) {
        w += fmt::format("{}{}={}", w.empty() ? "" : " ", board.holeName(h), c.weights[h]);
      });
      out += "weights: " + w + "\n";
      break;
    }
    case CertificateKind::Drat:
      out += fmt::format("steps: {}\ncnf: {}\nproof: {}\n", c.steps, c.cnf, c.proof);
      break;
  }
  return out;
}

}  // namespace pegsat
