// SPDX-License-Identifier: GPL-3.0-or-later
// DIMACS writer and readers; see dimacs.hpp.
#include "encodings/dimacs.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <map>
#include <optional>
#include <tuple>

#include "util/text.hpp"

namespace pegsat {
namespace {

std::optional<long long> parseInt(std::string_view w) {
  long long v = 0;
  auto [p, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
  if (ec != std::errc() || p != w.data() + w.size()) return std::nullopt;
  return v;
}

// Counts in pegsat's comments are at most the variables a CNF may have.
constexpr long long kMaxVars = 1 << 26;

std::optional<int> parseCount(std::string_view w, long long least) {
  auto v = parseInt(w);
  if (!v || *v < least || *v > kMaxVars) return std::nullopt;
  return int(*v);
}

// The "c var" lines against the header, "c steps:" and each other: every
// variable and every meaning is named at most once.
std::optional<Error> checkVarComments(const DimacsFile& d) {
  struct Named {
    int var;
    bool jump;
    const DimacsFile::VarComment* c;
  };
  std::vector<Named> all;
  for (const auto& c : d.pegVars) all.push_back({c.var, false, &c});
  for (const auto& c : d.jumpVars) all.push_back({c.var, true, &c});
  for (const Named& n : all) {
    const auto& c = *n.c;
    if (c.var > d.vars)
      return Error{d.file, c.line,
                   fmt::format("variable {} is beyond the header's {}", c.var, d.vars)};
    if (d.steps >= 0 && c.step > d.steps)
      return Error{
          d.file, c.line,
          fmt::format("step {} is beyond 'c steps: {}' (line {})", c.step, d.steps, d.stepsLine)};
  }
  // Sorted by key, then line, a repeat follows its first naming.
  auto twice = [&](auto key, const char* what) -> std::optional<Error> {
    std::sort(all.begin(), all.end(), [&](const Named& a, const Named& b) {
      return std::pair(key(a), a.c->line) < std::pair(key(b), b.c->line);
    });
    for (size_t i = 1; i < all.size(); ++i)
      if (key(all[i]) == key(all[i - 1]))
        return Error{d.file, all[i].c->line,
                     fmt::format("{} named twice (also on line {})", what, all[i - 1].c->line)};
    return std::nullopt;
  };
  if (auto e = twice([](const Named& n) { return n.var; }, "a variable")) return e;
  return twice([](const Named& n) { return std::tie(n.jump, n.c->what, n.c->step); },
               "a meaning ('peg HOLE STEP' or 'jump A-B STEP')");
}

}  // namespace

std::string modelsLine(const EncodingOptions& o) {
  if (o.keepsAllSolutions())
    return "models: exactly the solutions, one model per jump sequence";
  std::string why;
  auto add = [&](const char* what) { why += why.empty() ? what : std::string("; ") + what; };
  if (o.symmetry) add("symmetry=on keeps one first jump of each symmetric set");
  if (o.order) add("order=on keeps one order of independent jumps");
  if (o.parallel) add("parallel=on makes a model a set of jumps per step");
  return "models \u2260 solutions: " + why + " (symmetry=off order=off parallel=off keeps them all)";
}

std::string formatDimacs(const Board& board, Cells start, Cells finish, const PegEncoding& e,
                         const ShuffledCnf* shuffled) {
  auto name = [&](int v) { return shuffled ? shuffled->renamed[size_t(v)] : v; };
  const Cnf& cnf = shuffled ? shuffled->cnf : e.cnf;
  fmt::memory_buffer out;
  auto it = std::back_inserter(out);
  fmt::format_to(
      it, "c pegsat peg solitaire encoding (time-stepped, {})\n",
      e.options.parallel ? "parallel steps: jumps on disjoint holes" : "one jump per step");
  fmt::format_to(it, "c board: {}\n", board.source);
  fmt::format_to(it, "c start: {}\n", board.holeNames(board.holes & ~start));
  fmt::format_to(it, "c finish: {}\n", board.holeNames(finish));
  fmt::format_to(it, "c steps: {}\n", e.steps);
  fmt::format_to(it, "c jumps: {}\n", e.jumpsNeeded);
  if (e.maxMoves >= 0) fmt::format_to(it, "c max-moves: {}\n", e.maxMoves);
  fmt::format_to(it, "c options: {}{}\n", describe(e.options), shuffled ? " (shuffled)" : "");
  fmt::format_to(it, "c {}\n", modelsLine(e.options));
  fmt::format_to(it,
                 "c var V peg H T: hole H holds a peg after step T; var V jump A-B T: step T is "
                 "the jump A-B\n");
  for (int t = 0; t <= e.steps; ++t)
    for (int h = 0; h < e.holes(); ++h)
      fmt::format_to(it, "c var {} peg {} {}\n", name(e.pegVar(h, t)),
                     board.holeName(e.holeCells[h]), t);
  for (int t = 1; t <= e.steps; ++t)
    for (int j = 0; j < e.jumpCount; ++j) {
      const Jump& jp = board.jumps[j];
      fmt::format_to(it, "c var {} jump {}-{} {}\n", name(e.jumpVar(j, t)), board.holeName(jp.from),
                     board.holeName(jp.to), t);
    }
  for (const VarRange& r : e.auxiliary) {
    if (!shuffled) {
      fmt::format_to(it, "c aux {}..{} {}\n", r.first, r.last, r.what);
      continue;
    }
    for (int v = r.first; v <= r.last; ++v) fmt::format_to(it, "c aux {} {}\n", name(v), r.what);
  }
  fmt::format_to(it, "c p show");
  for (int v : e.jumpVars()) fmt::format_to(it, " {}", name(v));
  fmt::format_to(it, " 0\n");
  fmt::format_to(it, "p cnf {} {}\n", cnf.vars, cnf.clauses.size());
  for (const Clause& c : cnf.clauses) {
    for (Lit l : c) fmt::format_to(it, "{} ", l);
    fmt::format_to(it, "0\n");
  }
  return fmt::to_string(out);
}

Result<DimacsFile> parseDimacs(std::string_view text, const std::string& file) {
  DimacsFile d;
  d.file = file;
  bool header = false;
  long long expected = 0;
  Clause current;
  int currentLine = 0, lastLine = 0;
  std::map<std::string, int> keyLine;
  for (const Line& line : splitLines(text)) {
    lastLine = line.number;
    std::string_view s = trim(line.text);
    if (s.empty()) continue;
    auto bad = [&](std::string why) { return Error{file, line.number, std::move(why)}; };
    if (s[0] == 'c') {
      if (s.size() > 1 && s[1] != ' ' && s[1] != '\t')
        return bad("a comment line starts with 'c ', not " + quoteInput(s));
      auto w = words(s.substr(1));
      if (w.empty()) continue;
      // pegsat's "c key:" lines: a second value would silently win over the first.
      static constexpr std::string_view kKeys[] = {
          "board:", "start:", "finish:", "options:", "steps:", "jumps:", "max-moves:"};
      if (std::find(std::begin(kKeys), std::end(kKeys), w[0]) != std::end(kKeys)) {
        int& seen = keyLine[std::string(w[0])];
        if (seen)
          return bad(fmt::format("a second 'c {}' line (the first is line {})", w[0], seen));
        seen = line.number;
      }
      if (w[0] == "pegsat" && d.producer.empty())
        d.producer = std::string(trim(s.substr(1)));
      else if (w[0] == "board:")
        d.board = std::string(trim(s.substr(s.find(':') + 1))), d.boardLine = line.number;
      else if (w[0] == "start:")
        d.start = std::string(trim(s.substr(s.find(':') + 1))), d.startLine = line.number;
      else if (w[0] == "finish:")
        d.finish = std::string(trim(s.substr(s.find(':') + 1))), d.finishLine = line.number;
      else if (w[0] == "options:")
        d.options = std::string(trim(s.substr(s.find(':') + 1)));
      else if (w[0] == "steps:") {
        auto n = w.size() == 2 ? parseCount(w[1], 0) : std::nullopt;
        if (!n) return bad(fmt::format("'c steps:' needs a step count up to {}", kMaxVars));
        d.steps = *n, d.stepsLine = line.number;
      } else if (w[0] == "jumps:") {
        auto n = w.size() == 2 ? parseCount(w[1], 0) : std::nullopt;
        if (!n) return bad(fmt::format("'c jumps:' needs a jump count up to {}", kMaxVars));
        d.jumps = *n, d.jumpsLine = line.number;
      } else if (w[0] == "max-moves:") {
        auto n = w.size() == 2 ? parseCount(w[1], 0) : std::nullopt;
        if (!n) return bad(fmt::format("'c max-moves:' needs a move count up to {}", kMaxVars));
        d.maxMoves = *n, d.maxMovesLine = line.number;
      } else if (w[0] == "var" &&
                 ((w.size() >= 2 && parseInt(w[1])) || s.find(':') == std::string_view::npos)) {
        // (The legend line "c var V peg H T: ..." is free text.)
        const bool jump = w.size() == 5 && w[2] == "jump";
        auto v = w.size() == 5 ? parseCount(w[1], 1) : std::nullopt;
        auto t = w.size() == 5 ? parseCount(w[4], jump ? 1 : 0) : std::nullopt;
        if (!v || !t || (!jump && w[2] != "peg"))
          return bad(fmt::format(
              "expected 'c var V peg HOLE STEP' or 'c var V jump A-B STEP' (V from 1 to {}), "
              "not {}",
              kMaxVars, quoteInput(s)));
        (jump ? d.jumpVars : d.pegVars).push_back({*v, std::string(w[3]), *t, line.number});
      } else if (w[0] == "p" && w.size() >= 2 && w[1] == "show") {
        for (size_t i = 2; i < w.size(); ++i) {
          auto v = parseCount(w[i], 0);
          if (!v)
            return bad(fmt::format("'c p show' lists variables (up to {}), not {}", kMaxVars,
                                   quoteInput(w[i])));
          if (*v == 0) break;
          d.show.push_back(int(*v));
        }
      }
      continue;
    }
    if (s[0] == 'p') {
      auto w = words(s);
      if (header) return bad("a second 'p' line");
      auto v = w.size() == 4 ? parseInt(w[2]) : std::nullopt;
      auto c = w.size() == 4 ? parseInt(w[3]) : std::nullopt;
      if (w.size() != 4 || w[0] != "p" || w[1] != "cnf" || !v || !c || *v < 0 || *c < 0)
        return bad("the header must be 'p cnf VARIABLES CLAUSES', not " + quoteInput(s));
      if (*v > kMaxVars)
        return bad(fmt::format("{} variables: pegsat reads at most {}", *v, kMaxVars));
      d.vars = int(*v);
      expected = *c;
      header = true;
      continue;
    }
    if (!header) return bad("clauses before the 'p cnf' header line");
    for (std::string_view w : words(s)) {
      auto lit = parseInt(w);
      if (!lit) return bad("not a literal: " + quoteInput(w));
      if (*lit == 0) {
        if (ssize_t(d.clauses.size()) == expected)
          return bad(fmt::format("more clauses than the header's {}", expected));
        d.clauses.push_back(std::move(current));
        d.clauseLines.push_back(currentLine);
        current.clear();
        continue;
      }
      if (*lit > d.vars || *lit < -d.vars)
        return bad(
            fmt::format("literal {} out of range: the header declares {} variables", *lit, d.vars));
      if (current.empty()) currentLine = line.number;
      current.push_back(Lit(*lit));
    }
  }
  if (!header) return Error{file, lastLine, "no 'p cnf' header line: not a DIMACS CNF file"};
  if (!current.empty()) return Error{file, lastLine, "truncated: the last clause has no closing 0"};
  if (ssize_t(d.clauses.size()) != expected)
    return Error{file, lastLine,
                 fmt::format("truncated: the header says {} clauses, the file has {}", expected,
                             d.clauses.size())};
  if (auto e = checkVarComments(d)) return *e;
  return d;
}

Result<SolverOutput> parseSolverOutput(std::string_view text, const std::string& file, int vars) {
  SolverOutput out;
  bool status = false, minisat = false, closed = false, anyValues = false;
  int lastLine = 0;
  auto literals = [&](std::string_view s, int lineNo) -> std::optional<Error> {
    for (std::string_view w : words(s)) {
      auto lit = parseInt(w);
      if (!lit) return Error{file, lineNo, "not a literal: " + quoteInput(w)};
      if (closed) return Error{file, lineNo, "literals after the model's closing 0"};
      if (*lit == 0) {
        closed = true;
        continue;
      }
      if (*lit > vars || *lit < -vars)
        return Error{
            file, lineNo,
            fmt::format(
                "literal {} out of range: the CNF has {} variables (a model of another problem?)",
                *lit, vars)};
      const size_t v = size_t(std::abs(*lit));
      if (v >= out.value.size())
        out.value.resize(std::min(std::max(v + 1, 2 * out.value.size()), size_t(vars) + 1), 0);
      int8_t& value = out.value[v];
      if (value == (*lit > 0 ? -1 : 1))
        return Error{file, lineNo, fmt::format("variable {} is given both values", std::abs(*lit))};
      value = *lit > 0 ? 1 : -1;
      anyValues = true;
    }
    return std::nullopt;
  };
  for (const Line& line : splitLines(text)) {
    lastLine = line.number;
    std::string_view s = trim(line.text);
    if (s.empty()) continue;
    if (!status && !minisat && (s == "SAT" || s == "UNSAT" || s == "INDET")) {
      minisat = true;
      status = true;
      out.answer = s == "SAT"     ? SatAnswer::Satisfiable
                   : s == "UNSAT" ? SatAnswer::Unsatisfiable
                                  : SatAnswer::Unknown;
      continue;
    }
    if (minisat) {
      if (auto e = literals(s, line.number)) return *e;
      continue;
    }
    if (s[0] == 'c') continue;
    if (s[0] == 's') {
      if (status) return Error{file, line.number, "a second 's' line"};
      std::string_view a = trim(s.substr(1));
      if (a == "SATISFIABLE")
        out.answer = SatAnswer::Satisfiable;
      else if (a == "UNSATISFIABLE")
        out.answer = SatAnswer::Unsatisfiable;
      else if (a == "UNKNOWN")
        out.answer = SatAnswer::Unknown;
      else
        return Error{
            file, line.number,
            "the 's' line says SATISFIABLE, UNSATISFIABLE or UNKNOWN, not " + quoteInput(a)};
      status = true;
      continue;
    }
    if (s[0] == 'v') {
      if (auto e = literals(s.substr(1), line.number)) return *e;
      continue;
    }
    return Error{file, line.number, "expected an 's', 'v' or 'c' line, not " + quoteInput(s)};
  }
  if (!status)
    return Error{file, lastLine, "no 's' line (or MiniSat's SAT/UNSAT): not a SAT solver's answer"};
  if (out.answer == SatAnswer::Satisfiable) {
    if (!anyValues) return Error{file, lastLine, "satisfiable, but no model given"};
    if (!closed) return Error{file, lastLine, "truncated: the model has no closing 0"};
  } else if (anyValues) {
    return Error{file, lastLine, "a model, but the answer is not satisfiable"};
  }
  return out;
}

}  // namespace pegsat
