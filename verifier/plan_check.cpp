// SPDX-License-Identifier: GPL-3.0-or-later
// The pegsol plan checker; see plan_check.hpp.
#include "verifier/plan_check.hpp"

#include <fmt/format.h>

#include <set>
#include <tuple>
#include <vector>

namespace pegsat {

PlanReport checkPegsolPlan(const PddlProblem& p, const PddlPlan& plan) {
  PlanReport r;
  r.actions = int(plan.actions.size());
  const size_t n = p.holes.size();
  std::vector<char> occupied = p.occupied, free = p.free, lastVisited(n, 0);
  bool moveEnded = p.moveEnded;
  std::set<std::tuple<int, int, int>> inLine;
  for (const auto& f : p.inLine) inLine.insert({f.holes[0], f.holes[1], f.holes[2]});

  for (size_t i = 0; i < plan.actions.size(); ++i) {
    const PddlAction& a = plan.actions[i];
    auto fail = [&](std::string why) {
      r.action = int(i) + 1;
      r.actionText = a.text;
      r.line = a.line;
      r.reason = std::move(why);
      return r;
    };
    const bool newMove = a.name == "jump-new-move", goOn = a.name == "jump-continue-move",
               end = a.name == "end-move";
    if (!newMove && !goOn && !end)
      return fail(
          fmt::format("unknown action '{}' (the domain has jump-new-move, "
                      "jump-continue-move and end-move)",
                      a.name));
    const size_t arity = end ? 1 : 3;
    if (a.args.size() != arity)
      return fail(fmt::format("{} takes {} argument{}, not {}", a.name, arity,
                              arity == 1 ? "" : "s", a.args.size()));
    std::vector<int> h;
    for (const std::string& name : a.args) {
      h.push_back(p.hole(name));
      if (h.back() < 0) return fail(fmt::format("'{}' is not an object of the problem", name));
    }
    auto holds = [&](const std::vector<char>& pred, int x) { return pred[size_t(x)] != 0; };
    auto name = [&](int x) { return p.holes[size_t(x)].name; };
    if (end) {
      if (!holds(lastVisited, h[0]))
        return fail(fmt::format("precondition (last-visited {}) is false", name(h[0])));
      moveEnded = true;
      lastVisited[size_t(h[0])] = 0;
      continue;
    }
    const int from = h[0], over = h[1], to = h[2];
    if (newMove && !moveEnded) return fail("precondition (move-ended) is false");
    if (goOn && !holds(lastVisited, from))
      return fail(fmt::format("precondition (last-visited {}) is false", name(from)));
    if (!inLine.count({from, over, to}))
      return fail(fmt::format("precondition (IN-LINE {} {} {}) is false", name(from), name(over),
                              name(to)));
    if (!holds(occupied, from))
      return fail(fmt::format("precondition (occupied {}) is false", name(from)));
    if (!holds(occupied, over))
      return fail(fmt::format("precondition (occupied {}) is false", name(over)));
    if (!holds(free, to)) return fail(fmt::format("precondition (free {}) is false", name(to)));
    // Deletes first, then adds: an atom both deleted and added holds after.
    if (newMove) moveEnded = false;
    occupied[size_t(from)] = occupied[size_t(over)] = 0;
    free[size_t(to)] = 0;
    if (goOn) lastVisited[size_t(from)] = 0;
    free[size_t(from)] = free[size_t(over)] = 1;
    occupied[size_t(to)] = 1;
    lastVisited[size_t(to)] = 1;
    r.cost += newMove;
  }
  for (const PddlGoal& g : p.goal) {
    const bool ok = g.kind == PddlGoal::MoveEnded  ? moveEnded
                    : g.kind == PddlGoal::Occupied ? occupied[size_t(g.hole)] != 0
                                                   : free[size_t(g.hole)] != 0;
    if (!ok) {
      r.line = g.line;
      r.reason = g.kind == PddlGoal::MoveEnded
                     ? "the goal (move-ended) is false after the last action"
                     : fmt::format("the goal ({} {}) is false after the last action",
                                   g.kind == PddlGoal::Occupied ? "occupied" : "free",
                                   p.holes[size_t(g.hole)].name);
      return r;
    }
  }
  r.ok = true;
  return r;
}

}  // namespace pegsat
