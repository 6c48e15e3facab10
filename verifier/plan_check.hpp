// SPDX-License-Identifier: GPL-3.0-or-later
// The independent checker of plans for the IPC's peg solitaire domain
// (pegsolitaire-sequential). It simulates the domain's actions on the
// problem's own facts (occupied, free, IN-LINE, move-ended, last-visited),
// with PDDL's semantics (preconditions on the state before the action, then
// the deletes, then the adds), never through a board, a move generator or an
// encoder, so it judges a plan from any planner as a PDDL validator would.
#pragma once

#include <string>

#include "pddl/pddl_problem.hpp"

namespace pegsat {

struct PlanReport {
  bool ok = false;
  int actions = 0;
  int cost = 0;  // total-cost: the jump-new-move actions
  // When not ok: the first action that fails (1-based; 0 when every action
  // applies but the goal does not hold at the end), its text and line, and
  // the precondition or goal that fails.
  int action = 0;
  std::string actionText;
  int line = 0;
  std::string reason;
};

PlanReport checkPegsolPlan(const PddlProblem& problem, const PddlPlan& plan);

}  // namespace pegsat
