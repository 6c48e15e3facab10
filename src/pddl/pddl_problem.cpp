// SPDX-License-Identifier: GPL-3.0-or-later
// The pegsol problem and plan readers; see pddl_problem.hpp.
#include "pddl/pddl_problem.hpp"

#include <fmt/format.h>

#include <cctype>
#include <charconv>
#include <memory>

#include "util/text.hpp"

namespace pegsat {
namespace {

// A PDDL file is a tree of parenthesised lists of words; PDDL is not case
// sensitive, so words are kept in lower case.
struct Node {
  bool list = false;
  std::string word;
  std::vector<Node> items;
  int line = 0;

  bool is(std::string_view w) const { return !list && word == w; }
  // A list whose first item is the word `w`.
  bool head(std::string_view w) const { return list && !items.empty() && items[0].is(w); }
};

// Nesting deeper than this is no pegsol problem: (define (:goal (and (occupied x)))) is 4.
constexpr int kMaxDepth = 16;

// Reads the one top-level list of the text, iteratively (no recursion, so
// deep nesting cannot overflow the stack).
Result<Node> parseTree(std::string_view text, const std::string& file) {
  std::vector<Node> stack;
  std::optional<Node> top;
  int line = 1;
  for (size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (c == '\n') {
      ++line, ++i;
    } else if (c == ';') {
      while (i < text.size() && text[i] != '\n') ++i;
    } else if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
    } else if (c == '(') {
      if (top) return Error{file, line, "text after the end of the definition"};
      if (int(stack.size()) >= kMaxDepth)
        return Error{file, line, fmt::format("nested deeper than {} lists", kMaxDepth)};
      Node n;
      n.list = true;
      n.line = line;
      stack.push_back(std::move(n));
      ++i;
    } else if (c == ')') {
      if (stack.empty()) return Error{file, line, "')' without its '('"};
      Node done = std::move(stack.back());
      stack.pop_back();
      if (stack.empty())
        top = std::move(done);
      else
        stack.back().items.push_back(std::move(done));
      ++i;
    } else {
      size_t j = i;
      while (j < text.size() && !std::isspace(static_cast<unsigned char>(text[j])) &&
             text[j] != '(' && text[j] != ')' && text[j] != ';')
        ++j;
      if (stack.empty())
        return Error{file, line,
                     fmt::format("{} outside the definition's parentheses",
                                 quoteInput(text.substr(i, j - i)))};
      Node w;
      w.line = line;
      for (size_t k = i; k < j; ++k)
        w.word += char(std::tolower(static_cast<unsigned char>(text[k])));
      stack.back().items.push_back(std::move(w));
      i = j;
    }
  }
  if (!stack.empty())
    return Error{
        file, line,
        fmt::format("truncated: the list opened on line {} is not closed", stack.back().line)};
  if (!top) return Error{file, line, "no definition: the file holds no '(define ...)'"};
  return std::move(*top);
}

std::optional<int> parseSmallInt(std::string_view s) {
  int v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size() || v < 0 || v > 999) return std::nullopt;
  return v;
}

// "pos-ROW-COL" with 0-based numbers.
std::optional<std::pair<int, int>> parseHoleName(std::string_view w) {
  if (!w.starts_with("pos-")) return std::nullopt;
  w.remove_prefix(4);
  const size_t dash = w.find('-');
  if (dash == std::string_view::npos) return std::nullopt;
  auto r = parseSmallInt(w.substr(0, dash)), c = parseSmallInt(w.substr(dash + 1));
  if (!r || !c) return std::nullopt;
  return std::pair(*r, *c);
}

std::string describe(const Node& n) {
  if (!n.list) return quoteInput(n.word);
  std::string s = "(";
  for (size_t i = 0; i < n.items.size() && s.size() < 60; ++i)
    s += (i ? " " : "") + (n.items[i].list ? std::string("(...)") : n.items[i].word);
  return quoteInput(s + ")", 60);
}

class ProblemReader {
 public:
  explicit ProblemReader(const std::string& file) { p_.file = file; }

  Result<PddlProblem> read(const Node& root) {
    if (!root.head("define"))
      return bad(root, "a problem file starts with '(define (problem NAME) ...)'");
    bool objects = false, init = false, goal = false;
    for (size_t i = 1; i < root.items.size(); ++i) {
      const Node& s = root.items[i];
      if (!s.list || s.items.empty() || s.items[0].list)
        return bad(s, "expected a section like (:objects ...), not " + describe(s));
      const std::string& key = s.items[0].word;
      std::optional<Error> e;
      if (key == "problem") {
        if (s.items.size() != 2 || s.items[1].list) return bad(s, "expected (problem NAME)");
        p_.name = s.items[1].word;
      } else if (key == ":domain" || key == ":requirements" || key == ":metric") {
        // The domain is the IPC's; the metric is always its total-cost.
      } else if (key == ":objects") {
        e = readObjects(s), objects = true;
      } else if (key == ":init") {
        if (!objects) return bad(s, "(:init ...) before (:objects ...)");
        e = readInit(s), init = true;
      } else if (key == ":goal") {
        if (!objects) return bad(s, "(:goal ...) before (:objects ...)");
        e = readGoal(s), goal = true;
      } else {
        return bad(s, "unknown section " + quoteInput(key) + " in a pegsol problem");
      }
      if (e) return *e;
    }
    if (!objects || !init || !goal)
      return bad(root, "a pegsol problem needs (:objects ...), (:init ...) and (:goal ...)");
    return std::move(p_);
  }

 private:
  Error bad(const Node& n, std::string why) const { return Error{p_.file, n.line, std::move(why)}; }

  std::optional<Error> readObjects(const Node& s) {
    for (size_t i = 1; i < s.items.size(); ++i) {
      const Node& n = s.items[i];
      if (n.list) return bad(n, "objects are names, not " + describe(n));
      if (n.word == "-") {
        if (i + 1 >= s.items.size() || s.items[i + 1].list)
          return bad(n, "'-' without a type after it");
        if (!s.items[i + 1].is("location"))
          return bad(s.items[i + 1],
                     "pegsol objects are of type location, not " + describe(s.items[i + 1]));
        ++i;
        continue;
      }
      auto rc = parseHoleName(n.word);
      if (!rc) return bad(n, "object " + describe(n) + " is not a hole name pos-ROW-COL");
      if (p_.hole(n.word) >= 0) return bad(n, "hole " + n.word + " is declared twice");
      if (p_.holes.size() >= 4096) return bad(n, "more than 4096 holes");
      p_.index.emplace(n.word, int(p_.holes.size()));
      p_.holes.push_back({n.word, rc->first, rc->second, n.line});
    }
    p_.occupied.assign(p_.holes.size(), 0);
    p_.free.assign(p_.holes.size(), 0);
    return std::nullopt;
  }

  // The holes a fact names, which must be `count` known holes.
  std::optional<Error> args(const Node& fact, size_t count, std::vector<int>& out) const {
    out.clear();
    if (fact.items.size() != count + 1)
      return bad(fact, fmt::format("{} takes {} hole{}: {}", fact.items[0].word, count,
                                   count == 1 ? "" : "s", describe(fact)));
    for (size_t i = 1; i <= count; ++i) {
      const Node& a = fact.items[i];
      const int h = a.list ? -1 : p_.hole(a.word);
      if (h < 0) return bad(a, describe(a) + " is not a hole declared in (:objects ...)");
      out.push_back(h);
    }
    return std::nullopt;
  }

  std::optional<Error> readInit(const Node& s) {
    p_.initLine = s.line;
    std::vector<int> a;
    for (size_t i = 1; i < s.items.size(); ++i) {
      const Node& f = s.items[i];
      if (!f.list || f.items.empty() || f.items[0].list)
        return bad(f, "expected a fact like (occupied pos-0-2), not " + describe(f));
      const std::string& pred = f.items[0].word;
      if (pred == "in-line") {
        if (auto e = args(f, 3, a)) return e;
        if (p_.inLine.size() >= 65536) return bad(f, "more than 65536 IN-LINE facts");
        p_.inLine.push_back({{a[0], a[1], a[2]}, f.line});
      } else if (pred == "occupied" || pred == "free") {
        if (auto e = args(f, 1, a)) return e;
        (pred == "free" ? p_.free : p_.occupied)[size_t(a[0])] = 1;
      } else if (pred == "move-ended") {
        if (f.items.size() != 1) return bad(f, "move-ended takes no arguments");
        p_.moveEnded = true;
      } else if (pred == "=") {
        if (f.items.size() != 3 || !f.items[1].head("total-cost") || f.items[2].list)
          return bad(f, "the only number of a pegsol problem is (= (total-cost) 0)");
      } else if (pred == "last-visited") {
        return bad(f, "a start in the middle of a move (last-visited) is not supported");
      } else {
        return bad(f, "unknown predicate " + quoteInput(pred) +
                          " (a pegsol problem has in-line, occupied, free, move-ended)");
      }
    }
    if (!p_.moveEnded) return bad(s, "the start lacks (move-ended): no move could begin");
    for (size_t h = 0; h < p_.holes.size(); ++h)
      if (p_.occupied[h] == p_.free[h])
        return bad(s, fmt::format(
                          "hole {} is {} at the start", p_.holes[h].name,
                          p_.occupied[h] ? "both occupied and free" : "neither occupied nor free"));
    return std::nullopt;
  }

  std::optional<Error> readGoal(const Node& s) {
    p_.goalLine = s.line;
    if (s.items.size() != 2) return bad(s, "expected (:goal (and ...))");
    const Node& g = s.items[1];
    std::vector<const Node*> lits;
    if (g.head("and"))
      for (size_t i = 1; i < g.items.size(); ++i) lits.push_back(&g.items[i]);
    else
      lits.push_back(&g);
    std::vector<int> a;
    for (const Node* l : lits) {
      if (!l->list || l->items.empty() || l->items[0].list)
        return bad(*l, "expected a goal like (occupied pos-3-3), not " + describe(*l));
      const std::string& pred = l->items[0].word;
      if (pred == "occupied" || pred == "free") {
        if (auto e = args(*l, 1, a)) return e;
        p_.goal.push_back({pred == "free" ? PddlGoal::Free : PddlGoal::Occupied, a[0], l->line});
      } else if (pred == "move-ended" && l->items.size() == 1) {
        p_.goal.push_back({PddlGoal::MoveEnded, -1, l->line});
      } else {
        return bad(*l, "unknown goal " + describe(*l) +
                           " (a pegsol goal has occupied, free and move-ended)");
      }
    }
    return std::nullopt;
  }

  PddlProblem p_;
};

}  // namespace

int PddlProblem::hole(std::string_view name) const {
  std::string lower;
  for (char c : name) lower += char(std::tolower(static_cast<unsigned char>(c)));
  auto it = index.find(lower);
  return it == index.end() ? -1 : it->second;
}

Result<PddlProblem> parsePddlProblem(std::string_view text, const std::string& file) {
  auto tree = parseTree(text, file);
  if (!tree) return tree.error();
  return ProblemReader(file).read(*tree);
}

Result<PddlPlan> parsePddlPlan(std::string_view text, const std::string& file) {
  PddlPlan plan;
  plan.file = file;
  for (const Line& line : splitLines(text)) {
    std::string_view s = line.text;
    s = trim(s.substr(0, s.find(';')));
    if (s.empty()) continue;
    auto bad = [&](std::string why) { return Error{file, line.number, std::move(why)}; };
    // "12: (action ...)" or "0.000: (action ...) [1]", as temporal planners write.
    if (s[0] != '(') {
      const size_t colon = s.find(':');
      if (colon == std::string_view::npos || s.substr(0, colon).find('(') != std::string_view::npos)
        return bad("expected an action like (jump-new-move pos-1-3 pos-2-3 pos-3-3), not " +
                   quoteInput(s));
      s = trim(s.substr(colon + 1));
    }
    const size_t close = s.find(')');
    if (s.empty() || s[0] != '(' || close == std::string_view::npos)
      return bad("expected an action in parentheses, not " + quoteInput(s));
    std::string_view rest = trim(s.substr(close + 1));
    if (!rest.empty() && !(rest.front() == '[' && rest.back() == ']'))
      return bad("text after the action: " + quoteInput(rest));
    std::string_view inner = s.substr(1, close - 1);
    if (inner.find('(') != std::string_view::npos)
      return bad("an action's arguments are names, not lists: " + quoteInput(s));
    auto w = words(inner);
    if (w.empty()) return bad("an empty action '()'");
    if (plan.actions.size() >= 1000000) return bad("more than a million actions");
    PddlAction a;
    a.text = std::string(s.substr(0, close + 1));
    a.line = line.number;
    for (size_t i = 0; i < w.size(); ++i) {
      std::string lower;
      for (char c : w[i]) lower += char(std::tolower(static_cast<unsigned char>(c)));
      if (i == 0)
        a.name = std::move(lower);
      else
        a.args.push_back(std::move(lower));
    }
    plan.actions.push_back(std::move(a));
  }
  return plan;
}

}  // namespace pegsat
