// PDDL options and commands; see pddl_cli.hpp.
#include "cli/pddl_cli.hpp"

#include <filesystem>
#include <nlohmann/json.hpp>

#include "cli/report.hpp"

#include "pddl/pddl_board.hpp"
#include "pddl/pddl_problem.hpp"
#include "pddl/pddl_writer.hpp"
#include "util/input_file.hpp"
#include "util/text.hpp"
#include "verifier/plan_check.hpp"

namespace pegsat::cli {

void addPddlSolveOptions(CLI::App& app, PddlCliOptions& o) {
  app.add_option("--pddl", o.problem,
                 "Solve this IPC pegsol problem file (instead of --board, --start, --finish)");
  app.add_option("--plan", o.plan, "Also write the solution here as an IPC pegsol plan");
}

Result<Problem> loadSolveProblem(const ProblemOptions& problem, const PddlCliOptions& pddl) {
  if (pddl.problem.empty()) return loadProblem(problem);
  if (problem.board != ProblemOptions{}.board || !problem.start.empty() || !problem.finish.empty())
    return Error{"--pddl", 0,
                 "the PDDL problem names the board, start and finish: drop "
                 "--board, --start and --finish"};
  auto text = readFile(pddl.problem, kMaxPddlBytes);
  if (!text) return text.error();
  auto parsed = parsePddlProblem(*text, pddl.problem);
  if (!parsed) return parsed.error();
  auto peg = pegProblemOf(*parsed);
  if (!peg) return peg.error();
  return Problem{std::move(peg->board), peg->start, peg->finish};
}

int writePlanIfAsked(const std::string& path, const Problem& p, const std::vector<Jump>& jumps) {
  if (path.empty()) return kOk;
  return writeOutput(path, formatPegsolPlan(p.board, jumps));
}

int writePddlFiles(const std::string& dir, const Problem& p, bool quiet) {
  if (dir.empty() || dir == "-")
    return reportError({"--output", 0, "--format pddl writes two files: give a directory"});
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return reportError({dir, 0, "cannot create the directory: " + ec.message()});
  const std::string domain = (std::filesystem::path(dir) / "domain.pddl").string();
  const std::string problem = (std::filesystem::path(dir) / "problem.pddl").string();
  if (int rc = writeOutput(domain, formatPegsolDomain())) return rc;
  if (int rc = writeOutput(
          problem, formatPegsolProblem(p.board, p.start, p.finish, "pegsat-" + p.board.name)))
    return rc;
  if (!quiet)
    fmt::print(stderr, "{}, {}: {} holes, {} IN-LINE facts\n", domain, problem, p.board.holeCount(),
               p.board.jumps.size());
  return kOk;
}

int runVerifyPlan(const std::string& problemFile, const std::string& planFile, bool json) {
  // The same confined reader as every verified file: regular files only,
  // opened beneath the folders given, so a FIFO plan cannot hang the run.
  InputRoots roots;
  roots.add(problemFile);
  roots.add(planFile);
  auto text = readInput(problemFile, roots, kMaxPddlBytes);
  if (!text) return reportError(text.error());
  auto problem = parsePddlProblem(*text, problemFile);
  if (!problem) return reportError(problem.error());
  // A plan of a million actions is far longer than any pegsol plan.
  auto planText = readInput(planFile, roots, kMaxPlanBytes);
  if (!planText) return reportError(planText.error());
  auto plan = parsePddlPlan(*planText, planFile);
  if (!plan) return reportError(plan.error());
  PlanReport r = checkPegsolPlan(*problem, *plan);
  // Names and quoted actions through the one escaper: a file name or a
  // plan's bytes cannot send escape codes or break the JSON.
  const std::string planName = printable(planFile), problemName = printable(problemFile);
  r.actionText = printable(r.actionText);
  r.reason = printable(r.reason);
  if (json) {
    // As every verify report: the status, the files, the tally.
    const char* status = r.ok ? "right" : "wrong";
    nlohmann::json f = {{"file", planName},   {"status", status},       {"kind", "plan"},
                        {"problem", problemName}, {"ok", r.ok},         {"actions", r.actions},
                        {"cost", r.cost}};
    if (!r.ok)
      f.update({{"action", r.action},
                {"action_text", r.actionText},
                {"line", r.line},
                {"reason", r.reason}});
    nlohmann::json j = reportHead("verify", status);
    j["files"] = nlohmann::json::array({f});
    j["summary"] = {{"checked", 1}, {"right", r.ok ? 1 : 0}, {"wrong", r.ok ? 0 : 1}, {"unreadable", 0}};
    fmt::print("{}\n", j.dump(2));
  } else if (r.ok) {
    fmt::print("{}: ok: {} actions, cost {} (moves)\n", planName, r.actions, r.cost);
  } else if (r.action > 0) {
    fmt::print("{}:{}: wrong: action {} {}: {}\n", planName, r.line, r.action, r.actionText,
               r.reason);
  } else {
    fmt::print("{}: wrong: {} ({}:{})\n", planName, r.reason, problemName, r.line);
  }
  return int(r.ok ? kOk : kWrong);
}

}  // namespace pegsat::cli
