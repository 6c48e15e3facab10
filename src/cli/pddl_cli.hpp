// SPDX-License-Identifier: GPL-3.0-or-later
// The PDDL side of the CLI: `solve --pddl PROBLEM` and `--plan FILE`,
// `encode --format pddl`, and `verify --pddl PROBLEM PLAN`, kept in one file
// so that the subcommands need only an option call and a branch each.
#pragma once

#include <string>
#include <vector>

#include "cli/command.hpp"

namespace pegsat::cli {

struct PddlCliOptions {
  std::string problem;  // --pddl: an IPC pegsol problem file
  std::string plan;     // --plan: write the solution here as an IPC plan
};

// --pddl and --plan.
void addPddlSolveOptions(CLI::App& app, PddlCliOptions& o);

// The problem of --pddl (which then excludes --board, --start and --finish),
// else that of the problem options.
Result<Problem> loadSolveProblem(const ProblemOptions& problem, const PddlCliOptions& pddl);

// Writes the jumps as a plan to `path` when it is not empty; 0 or an exit code.
int writePlanIfAsked(const std::string& path, const Problem& p, const std::vector<Jump>& jumps);

// `encode --format pddl -o DIR`: DIR/domain.pddl and DIR/problem.pddl.
int writePddlFiles(const std::string& dir, const Problem& p, bool quiet);

// `verify --pddl PROBLEM PLAN`: exit 0 valid (its cost printed), 1 invalid, 2 unreadable.
int runVerifyPlan(const std::string& problem, const std::string& plan, bool json);

}  // namespace pegsat::cli
