// SPDX-License-Identifier: GPL-3.0-or-later
// The public API's plans: a PDDL plan of the IPC's peg solitaire domain,
// checked by the verify job's plan check (job/pddl.hpp) on the problem's own
// facts.
#include "api/handles.hpp"
#include "job/pddl.hpp"

namespace pegsat::api {

Result<PlanVerdict> verifyPlan(std::string_view pddlProblem, std::string_view plan,
                               const std::string& problemFile, const std::string& planFile) {
  try {
    auto r = verifyPlanText(pddlProblem, plan, problemFile, planFile);
    if (!r) return detail::toPublic(r.error());
    return PlanVerdict{r->ok, r->actions, r->cost, r->action, r->actionText, r->line, r->reason};
  } catch (const std::exception& e) {
    return Error{planFile, 0, detail::describeFailure(e)};
  }
}

}  // namespace pegsat::api
