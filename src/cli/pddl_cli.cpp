// SPDX-License-Identifier: GPL-3.0-or-later
// PDDL options and commands; see pddl_cli.hpp.
#include "cli/pddl_cli.hpp"

#include <filesystem>
#include <nlohmann/json.hpp>

#include "cli/report.hpp"
#include "job/pddl.hpp"
#include "util/text.hpp"
#include "util/atomic_file.hpp"

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
  return loadPddlProblem(pddl.problem);
}

int writePlanIfAsked(const std::string& path, const Problem& p, const std::vector<Jump>& jumps) {
  if (path.empty()) return kOk;
  return writeOutput(path, pegsolPlan(p, jumps));
}

int writePddlFiles(const std::string& dir, const Problem& p, bool quiet) {
  if (dir.empty() || dir == "-")
    return reportError({"--output", 0, "--format pddl writes two files: give a directory"});
  if (auto e = refuseLinks(outputPath(dir), writeOptions())) return reportError(*e);
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return reportError({dir, 0, "cannot create the directory: " + ec.message()});
  const std::string domain = (std::filesystem::path(dir) / "domain.pddl").string();
  const std::string problem = (std::filesystem::path(dir) / "problem.pddl").string();
  const PddlTexts texts = pegsolFiles(p);
  if (int rc = writeOutput(domain, texts.domain)) return rc;
  if (int rc = writeOutput(problem, texts.problem)) return rc;
  if (!quiet)
    fmt::print(stderr, "{}, {}: {} holes, {} IN-LINE facts\n", domain, problem, p.board.holeCount(),
               p.board.jumps.size());
  return kOk;
}

int runVerifyPlan(const std::string& problemFile, const std::string& planFile, bool json) {
  auto checked = pegsat::runVerifyPlan(problemFile, planFile);
  if (!checked && json) {
    // Unreadable, said in the report a script reads, as for solution files.
    const Error& e = checked.error();
    nlohmann::json f = {{"file", printable(planFile)},
                        {"status", "unreadable"},
                        {"kind", "plan"},
                        {"problem", printable(problemFile)},
                        {"ok", false},
                        {"line", e.file == planFile ? e.line : 0},
                        {"error", printable(e.str())}};
    nlohmann::json j = reportHead("verify", "unreadable");
    j["files"] = nlohmann::json::array({f});
    j["summary"] = {{"checked", 1}, {"right", 0}, {"wrong", 0}, {"unreadable", 1}};
    fmt::print("{}\n", j.dump(2));
    return kInputError;
  }
  if (!checked) return reportError(checked.error());
  PlanReport r = *checked;
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
