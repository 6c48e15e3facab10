// pegsat solve: find a solution with the native solver and write it as a
// solution file, or report that there is none.
#include <chrono>
#include <nlohmann/json.hpp>

#include "cli/certificate_cli.hpp"
#include "cli/command.hpp"
#include "cli/progress.hpp"
#include "cli/pddl_cli.hpp"
#include "cli/sat_cli.hpp"
#include "cli/solve_min_moves.hpp"
#include "decide/decide.hpp"
#include "peg/solution_file.hpp"
#include "verifier/handed_out.hpp"

namespace pegsat::cli {

Runner setupSolve(CLI::App& app) {
  struct Opts {
    ProblemOptions problem;
    std::string output;
    bool json = false, quiet = false;
    PddlCliOptions pddl;
  };
  auto o = std::make_shared<Opts>();
  addProblemOptions(app, o->problem);
  app.add_option("--output,-o", o->output,
                 "Write the solution file here (default: standard output)");
  app.add_flag("--json", o->json, "Print the result as JSON");
  app.add_flag("--quiet,-q", o->quiet, "No summary on stderr");
  addPddlSolveOptions(app, o->pddl);
  auto sat = std::make_shared<SatCliOptions>();
  addSatOptions(app, sat);
  auto mm = std::make_shared<MinMovesCliOptions>();
  addMinMovesOptions(app, mm);
  auto cert = std::make_shared<CertificateCliOptions>();
  addCertificateOptions(app, cert,
                        "When there is no solution, write a certificate of it here (checked by "
                        "`pegsat verify --certificate`)");
  return [o, sat, mm, cert] {
    auto p = loadSolveProblem(o->problem, o->pddl);
    if (!p) return reportError(p.error());
    if (mm->minMoves) {
      const int rc =
          sat->method == "sat"
              ? runMinMovesSat(*p, *sat, o->output, o->json, o->quiet, o->pddl.plan)
              : runMinMoves(*p, *mm,
                            {o->output, o->pddl.plan, o->json, o->quiet,
                             sat->limits.maxMemoryGiB, sat->limits.timeoutSeconds,
                             sat->limits.threads});
      // "No solution at all" is certified as for a plain solve; a bound on the
      // moves ("none shorter than k") is not.
      CertificateOutcome certificate;
      if (rc == kNoSolution && !mm->table)
        if (int c = certifyNoSolution(p->board, p->start, p->finish, *cert, certificate)) return c;
      if (rc == kNoSolution && !cert->path.empty() && !o->quiet)
        fmt::print(stderr, "{}\n", certificateLine(certificate, cert->path));
      return rc;
    }
    if (sat->method == "sat")
      return runSatSolve(*p, *sat, o->output, o->json, o->quiet, o->pddl.plan, *cert);
    DecideOptions opt;
    opt.search.maxMemoryBytes = memoryLimit(sat->limits.maxMemoryGiB).forTables;
    opt.search.maxSeconds = sat->limits.timeoutSeconds;
    opt.countThreads = int(sat->limits.threads);
    Progress progress(o->quiet);
    if (progress) {
      opt.search.progress = [&progress](uint64_t nodes, uint64_t dead, uint64_t bytes) {
        progress(fmt::format("searching: {} positions, {} dead stored, {} MB", nodes, dead,
                             bytes >> 20));
      };
      opt.countProgress = [&progress](const std::string& line) { progress("counting: " + line); };
    }
    auto t0 = std::chrono::steady_clock::now();
    const Decision decision = decide(p->board, p->start, p->finish, opt);
    const SolveResult& r = decision.result;
    progress.clear();
    double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();

    std::string text;
    if (r.status == SolveStatus::Solved) {
      auto checked = verifiedSolutionText(p->board, p->start, p->finish, r.jumps);
      if (!checked) return reportInternalError(checked.error());
      text = *checked;
    }
    CertificateOutcome certificate;
    if (r.status == SolveStatus::NoSolution)
      if (int rc = certifyNoSolution(p->board, p->start, p->finish, *cert, certificate)) return rc;
    const char* status = r.status == SolveStatus::Solved       ? "solved"
                         : r.status == SolveStatus::NoSolution ? "no solution"
                                                               : "unknown";
    // The search stops at its time limit once it has passed, else at the memory limit.
    const double seconds = sat->limits.timeoutSeconds;
    const std::string stop =
        r.status != SolveStatus::Aborted ? ""
        : seconds > 0 && ms >= seconds * 1000
            ? timeLimitReason(seconds)
            : memoryLimitReason(memoryLimit(sat->limits.maxMemoryGiB).bytes);
    if (o->json) {
      nlohmann::json j = {{"status", status},
                          {"board", p->board.name},
                          {"start", p->board.holeNames(p->board.holes & ~p->start)},
                          {"finish", p->board.holeNames(p->finish)},
                          {"nodes", r.stats.nodes},
                          {"dead_positions", r.stats.deadPositions},
                          {"symmetries", r.stats.symmetries},
                          {"pagodas", r.stats.pagodas},
                          {"direction", r.stats.byBackward ? "backward" : "forward"},
                          {"found_by_beam", r.stats.byBeam},
                          {"decided_by_invariant", r.stats.classRejected},
                          {"decided_by_pagoda_cases", r.stats.pagodaCases},
                          {"decided_by_count", decision.byCount},
                          {"milliseconds", ms}};
      if (decision.count)
        j["count"] = {
            {"status", decision.count->status == CountStatus::Done          ? "done"
                       : decision.count->status == CountStatus::MemoryLimit ? "memory limit"
                                                                            : "time limit"},
            {"positions", decision.count->stats.positions}};
      if (decision.count && decision.count->status == CountStatus::Done)
        j["count"]["solutions"] = decision.count->solutions.str();
      if (r.status == SolveStatus::Solved) {
        j["jumps"] = nlohmann::json::array();
        for (const Jump& jp : r.jumps)
          j["jumps"].push_back(p->board.holeName(jp.from) + "-" + p->board.holeName(jp.to));
        j["solution"] = text;
      }
      if (r.status == SolveStatus::NoSolution && !cert->path.empty())
        j["certificate"] = certificateJson(certificate, cert->path);
      if (!stop.empty()) j["reason"] = stop;
      fmt::print("{}\n", j.dump(2));
      if (r.status == SolveStatus::Solved && !o->output.empty())
        if (int rc = writeOutput(o->output, text)) return rc;
    } else if (r.status == SolveStatus::Solved) {
      if (int rc = writeOutput(o->output, text)) return rc;
    } else {
      fmt::print("{}\n", status);
    }
    if (r.status == SolveStatus::Solved)
      if (int rc = writePlanIfAsked(o->pddl.plan, *p, r.jumps)) return rc;
    if (!o->quiet && !o->json) {
      if (r.stats.classRejected)
        fmt::print(stderr, "{}: start and finish are in different position classes\n", status);
      else if (r.stats.pagodaCases)
        fmt::print(stderr,
                   "{}: a pagoda for each first and last jump puts the first below the last "
                   "({} positions of search before), {:.2f} ms\n",
                   status, r.stats.nodes, ms);
      else if (decision.byCount)
        fmt::print(stderr,
                   "{}: the count by layers found none ({} positions, after {} positions of "
                   "search), {:.2f} ms\n",
                   status, decision.count->stats.positions, r.stats.nodes, ms);
      else if (r.status == SolveStatus::Aborted)
        fmt::print(stderr, "unknown: stopped at the {} after {} positions ({:.0f} ms)\n", stop,
                   r.stats.nodes, ms);
      else
        fmt::print(stderr, "{}: {} positions searched, {} dead positions stored, {:.2f} ms\n",
                   status, r.stats.nodes, r.stats.deadPositions, ms);
    }
    if (r.status == SolveStatus::NoSolution && !cert->path.empty() && !o->json &&
        (!o->quiet || !certificate.written))
      fmt::print(stderr, "{}\n", certificateLine(certificate, cert->path));
    return int(r.status == SolveStatus::Solved       ? kSolved
               : r.status == SolveStatus::NoSolution ? kNoSolution
                                                     : kOk);
  };
}

}  // namespace pegsat::cli
