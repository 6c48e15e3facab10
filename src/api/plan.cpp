// SPDX-License-Identifier: GPL-3.0-or-later
// The public API's plans: a PDDL plan of the IPC's peg solitaire domain,
// checked by verifier/plan_check.hpp on the problem's own facts.
#include "api/handles.hpp"
#include "pddl/pddl_problem.hpp"
#include "verifier/plan_check.hpp"

namespace pegsat::api {

Result<PlanVerdict> verifyPlan(std::string_view pddlProblem, std::string_view plan,
                               const std::string& problemFile, const std::string& planFile) {
  try {
    auto problem = parsePddlProblem(pddlProblem, problemFile);
    if (!problem) return detail::toPublic(problem.error());
    auto actions = parsePddlPlan(plan, planFile);
    if (!actions) return detail::toPublic(actions.error());
    const PlanReport r = checkPegsolPlan(*problem, *actions);
    return PlanVerdict{r.ok, r.actions, r.cost, r.action, r.actionText, r.line, r.reason};
  } catch (const std::exception& e) {
    return Error{planFile, 0, detail::describeFailure(e)};
  }
}

}  // namespace pegsat::api
