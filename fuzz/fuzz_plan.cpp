// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for IPC plans and their checker. The input is a pegsol problem,
// a line "%%", then a plan (without the line, the plan alone, for the English
// board's central game as pegsat writes it). Any plan parses or fails with an
// error that names its file; the checker judges any parsed plan without
// failing itself. A plan it accepts, replayed as jumps by the solution
// verifier (which knows nothing of PDDL), goes from the problem's start to
// its finish; written again by pegsat it is accepted too, at no higher cost.
#include <map>

#include "fuzz/fuzz_check.hpp"
#include "pddl/pddl_board.hpp"
#include "pddl/pddl_problem.hpp"
#include "pddl/pddl_writer.hpp"
#include "peg/board_file.hpp"
#include "verifier/plan_check.hpp"
#include "verifier/verifier.hpp"

using namespace pegsat;

namespace {

const std::string& centralGame() {
  static const std::string text = [] {
    const Board b = *loadBoard("english");
    return formatPegsolProblem(b, b.initial, b.initialVacancies(), "central");
  }();
  return text;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view in = fuzz::asText(data, size);
  const size_t cut = in.find("\n%%\n");
  auto problem = parsePddlProblem(cut == std::string_view::npos ? centralGame() : in.substr(0, cut + 1),
                                  "fuzz.pddl");
  if (!problem) return 0;
  auto plan = parsePddlPlan(cut == std::string_view::npos ? in : in.substr(cut + 4), "fuzz.plan");
  if (!plan) {
    PEGSAT_FUZZ_CHECK(plan.error().file == "fuzz.plan", plan.error().str());
    return 0;
  }
  const PlanReport r = checkPegsolPlan(*problem, *plan);
  PEGSAT_FUZZ_CHECK(r.action >= 0 && r.action <= int(plan->actions.size()), r.reason);
  if (!r.ok) {
    PEGSAT_FUZZ_CHECK(!r.reason.empty(), "a rejected plan without a reason");
    return 0;
  }
  PEGSAT_FUZZ_CHECK(r.cost >= 0 && r.cost <= r.actions, std::to_string(r.cost));
  auto peg = pegProblemOf(*problem);
  if (!peg) return 0;
  const Board& b = peg->board;
  std::map<std::string, int> cellOf;
  for (int c = 0; c < b.cells(); ++c)
    if (b.isHole(c)) cellOf[pddlHoleName(b, c)] = c;
  Solution solution{peg->start, peg->finish, {}};
  std::vector<Jump> jumps;
  for (const PddlAction& a : plan->actions) {
    if (a.name == "end-move") continue;
    const Jump j{cellOf.at(a.args[0]), cellOf.at(a.args[1]), cellOf.at(a.args[2])};
    jumps.push_back(j);
    solution.moves.push_back({{j.from, j.to}, "", int(jumps.size())});
  }
  const VerifyReport v = verifySolution(b, solution);
  PEGSAT_FUZZ_CHECK(v.ok, "accepted plan, rejected jumps: " + v.reason);
  PEGSAT_FUZZ_CHECK(v.moves <= r.cost, std::to_string(v.moves) + " moves, cost " +
                                           std::to_string(r.cost));
  const std::string text = formatPegsolPlan(b, jumps);
  auto again = parsePddlPlan(text, "again.plan");
  PEGSAT_FUZZ_CHECK(again.ok(), text);
  const PlanReport r2 = checkPegsolPlan(*problem, *again);
  PEGSAT_FUZZ_CHECK(r2.ok && r2.cost == v.moves, text + r2.reason);
  return 0;
}
