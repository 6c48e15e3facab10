// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/pddl.hpp"

#include "pddl/pddl_board.hpp"
#include "pddl/pddl_problem.hpp"
#include "pddl/pddl_writer.hpp"
#include "util/input_file.hpp"

namespace pegsat {

Result<Problem> loadPddlProblem(const std::string& path) {
  auto text = readFile(path, kMaxPddlBytes);
  if (!text) return text.error();
  auto parsed = parsePddlProblem(*text, path);
  if (!parsed) return parsed.error();
  auto peg = pegProblemOf(*parsed);
  if (!peg) return peg.error();
  return Problem{std::move(peg->board), peg->start, peg->finish};
}

std::string pegsolPlan(const Problem& p, const std::vector<Jump>& jumps) {
  return formatPegsolPlan(p.board, jumps);
}

PddlTexts pegsolFiles(const Problem& p) {
  return {formatPegsolDomain(),
          formatPegsolProblem(p.board, p.start, p.finish, "pegsat-" + p.board.name)};
}

namespace {

Result<PlanReport> checkPlanText(const PddlProblem& problem, std::string_view planText,
                                 const std::string& planFile) {
  auto plan = parsePddlPlan(planText, planFile);
  if (!plan) return plan.error();
  return checkPegsolPlan(problem, *plan);
}

}  // namespace

Result<PlanReport> runVerifyPlan(const std::string& problemFile, const std::string& planFile) {
  // The same confined reader as every verified file: regular files only,
  // opened beneath the folders given, so a FIFO plan cannot hang the run.
  InputRoots roots;
  roots.add(problemFile);
  roots.add(planFile);
  auto text = readInput(problemFile, roots, kMaxPddlBytes);
  if (!text) return text.error();
  auto problem = parsePddlProblem(*text, problemFile);
  if (!problem) return problem.error();
  // A plan of a million actions is far longer than any pegsol plan.
  auto planText = readInput(planFile, roots, kMaxPlanBytes);
  if (!planText) return planText.error();
  return checkPlanText(*problem, *planText, planFile);
}

Result<PlanReport> verifyPlanText(std::string_view problemText, std::string_view planText,
                                  const std::string& problemFile, const std::string& planFile) {
  auto problem = parsePddlProblem(problemText, problemFile);
  if (!problem) return problem.error();
  return checkPlanText(*problem, planText, planFile);
}

}  // namespace pegsat
