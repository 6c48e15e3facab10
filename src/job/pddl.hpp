// SPDX-License-Identifier: GPL-3.0-or-later
// The PDDL side of the jobs: an IPC pegsol problem file read as a problem,
// a solution written as an IPC plan, a problem written as the pegsol domain
// and problem files, and a plan checked against its problem by the
// independent plan checker (verifier/plan_check.hpp). `solve --pddl`,
// `encode --format pddl` and `verify --pddl` are these with a front end.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "job/job.hpp"
#include "util/result.hpp"
#include "verifier/plan_check.hpp"

namespace pegsat {

// The problem of an IPC pegsol problem file.
Result<Problem> loadPddlProblem(const std::string& path);

// The jumps as an IPC pegsol plan.
std::string pegsolPlan(const Problem& problem, const std::vector<Jump>& jumps);

// The pegsol domain and the problem's file, named "pegsat-BOARD".
struct PddlTexts {
  std::string domain, problem;
};
PddlTexts pegsolFiles(const Problem& problem);

// Checks `plan` against `problem` (both files). Errors: a file that cannot
// be read or parsed.
Result<PlanReport> runVerifyPlan(const std::string& problem, const std::string& plan);

// The same for the two texts; the file names are for errors only.
Result<PlanReport> verifyPlanText(std::string_view problem, std::string_view plan,
                                  const std::string& problemFile, const std::string& planFile);

}  // namespace pegsat
