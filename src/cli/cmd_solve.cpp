// SPDX-License-Identifier: GPL-3.0-or-later
// pegsat solve: the solve job (job/solve.hpp) from the command line: a
// solution file (exit 10), "no solution" (exit 20, with a certificate when
// asked) or "unknown" at a limit (exit 0); --json for the whole report.
#include <nlohmann/json.hpp>

#include "cli/certificate_cli.hpp"
#include "cli/command.hpp"
#include "cli/pddl_cli.hpp"
#include "cli/progress.hpp"
#include "cli/report.hpp"
#include "cli/sat_cli.hpp"
#include "cli/solve_min_moves.hpp"
#include "job/solve.hpp"

namespace pegsat::cli {
namespace {

using nlohmann::json;

std::string joined(const std::vector<uint64_t>& v) {
  std::string s;
  for (uint64_t x : v) s += (s.empty() ? "" : " ") + std::to_string(x);
  return s;
}

std::string bounds(int lower, int upper) {
  return upper >= 0 ? fmt::format("at least {}, at most {} moves", lower, upper)
                    : fmt::format("at least {} moves", lower);
}

const char* satAnswer(Outcome s) {
  return s == Outcome::Solved ? "sat" : s == Outcome::NoSolution ? "unsat" : "unknown";
}

// What each method did, for --json.
void addDetails(json& j, const Problem& p, const SolveJob& job, const SolveReport& r) {
  j["method"] = job.method == SolveMethod::Sat ? "sat" : "native";
  j["min_moves"] = job.minMoves;
  if (const NativeAnswer* d = r.native ? &*r.native : nullptr) {
    const SolveStats& s = d->result.stats;
    j.update({{"nodes", s.nodes},
              {"dead_positions", s.deadPositions},
              {"symmetries", s.symmetries},
              {"pagodas", s.pagodas},
              {"direction", s.byBackward ? "backward" : "forward"},
              {"found_by_beam", s.byBeam},
              {"decided_by_invariant", s.classRejected},
              {"decided_by_pagoda_cases", s.pagodaCases},
              {"decided_by_count", d->byCount}});
    if (d->count) {
      j["count"] = {{"status", outcomeWord(d->count->status == Stop::None
                                               ? (d->count->solutions == 0 ? Outcome::NoSolution
                                                                           : Outcome::Solved)
                                               : Outcome::Unknown)},
                    {"positions", d->count->stats.positions}};
      if (d->count->status == Stop::None)
        j["count"]["solutions"] = d->count->solutions.str();
    }
  }
  if (const MinMovesResult* m = r.nativeMinMoves ? &*r.nativeMinMoves : nullptr) {
    j.update({{"forward_levels", m->stats.forward},
              {"backward_levels", m->stats.backward},
              {"positions", m->stats.positions},
              {"peak_bytes", m->stats.peakBytes},
              {"symmetries", m->stats.symmetries},
              {"pagodas", m->stats.pagodas},
              {"decided_by_invariant", m->stats.classRejected}});
    if (m->status != Outcome::NoSolution) {
      j["lower_bound"] = m->lowerBound;
      j["upper_bound"] = m->upperBound >= 0 ? json(m->upperBound) : json(nullptr);
    }
    if (m->status == Outcome::Solved)
      j["meet"] = {{"forward", m->stats.meetForward}, {"backward", m->stats.meetBackward}};
  }
  const SatStats* s = r.sat ? &r.sat->stats : r.satMinMoves ? &r.satMinMoves->stats : nullptr;
  if (s) {
    j.update({{"encoding", satEncoding(job)},
              {"solver", job.sat.solverConfig},
              {"steps", s->steps},
              {"variables", s->vars},
              {"clauses", s->clauses},
              {"conflicts", s->conflicts},
              {"encode_ms", s->encodeMs},
              {"solve_ms", s->solveMs}});
  }
  if (const SatMovesResult* m = r.satMinMoves ? &*r.satMinMoves : nullptr) {
    json steps = json::array();
    for (const MovesBoundStep& b : m->steps)
      steps.push_back({{"moves", b.moves},
                       {"answer", satAnswer(b.answer)},
                       {"milliseconds", b.ms},
                       {"conflicts", b.conflicts}});
    j.update({{"lower_bound", m->lowerBound}, {"upper_bound", m->upperBound}, {"bounds", steps}});
  }
  if (r.outcome == Outcome::Solved) {
    j["jumps"] = json::array();
    for (const Jump& jp : r.jumps)
      j["jumps"].push_back(p.board.holeName(jp.from) + "-" + p.board.holeName(jp.to));
    if (job.minMoves) j["moves"] = r.moves;
    j["solution"] = r.solution;
  }
  if (!r.decidedBy.empty()) j["decided_by"] = r.decidedBy;
  j["milliseconds"] = r.milliseconds;
}

// The summary on stderr: how the answer was reached, or which limit stopped it.
void printSummary(const SolveJob& job, const SolveReport& r, const LimitOptions& limits) {
  const std::string_view status = outcomeWord(r.outcome);
  const double ms = r.milliseconds;
  if (r.stop != Stop::None) {
    fmt::print(stderr, "unknown: stopped at the {}", stopReason(r.stop, limits));
    if (r.nativeMinMoves)
      fmt::print(stderr, ": {}", bounds(r.nativeMinMoves->lowerBound, r.nativeMinMoves->upperBound));
    if (r.satMinMoves) fmt::print(stderr, ": at least {} moves", r.satMinMoves->lowerBound);
    fmt::print(stderr, " ({:.0f} ms)\n", ms);
    return;
  }
  if (!r.decidedBy.empty() && !(r.native && r.native->byCount)) {
    fmt::print(stderr, "{}: {}, {:.2f} ms\n", status, r.decidedBy, ms);
    return;
  }
  if (r.native) {
    const SolveStats& s = r.native->result.stats;
    if (r.native->byCount)
      fmt::print(stderr,
                 "{}: the count by layers found none ({} positions, after {} positions of "
                 "search), {:.2f} ms\n",
                 status, r.native->count->stats.positions, s.nodes, ms);
    else
      fmt::print(stderr, "{}: {} positions searched, {} dead positions stored, {:.2f} ms\n",
                 status, s.nodes, s.deadPositions, ms);
  }
  if (const MinMovesResult* m = r.nativeMinMoves ? &*r.nativeMinMoves : nullptr) {
    fmt::print(stderr, "levels forward: {}\nlevels backward: {}\n", joined(m->stats.forward),
               joined(m->stats.backward));
    if (r.outcome == Outcome::Solved)
      fmt::print(stderr,
                 "solved: {} moves, the fewest; the searches met at forward level {} and "
                 "backward level {}; {} positions, {:.0f} MB, {:.0f} ms\n",
                 r.moves, m->stats.meetForward, m->stats.meetBackward, m->stats.positions,
                 double(m->stats.peakBytes) / 1e6, ms);
    else
      fmt::print(stderr, "{}: {} positions, {:.0f} ms\n", status, m->stats.positions, ms);
  }
  const SatStats* s = r.sat ? &r.sat->stats : r.satMinMoves ? &r.satMinMoves->stats : nullptr;
  if (s) {
    if (job.minMoves && r.outcome == Outcome::Solved)
      fmt::print(stderr, "solved: {} moves, the fewest (none of {} moves or fewer)\n", r.moves,
                 r.moves - 1);
    fmt::print(stderr,
               "{}: SAT, {} variables, {} clauses, {} conflicts{}, encode {:.1f} ms, solve "
               "{:.1f} ms\n",
               status, s->vars, s->clauses, s->conflicts,
               r.satMinMoves ? fmt::format(" over {} bounds", r.satMinMoves->steps.size()) : "",
               s->encodeMs, s->solveMs);
  }
}

}  // namespace

Runner setupSolve(CLI::App& app) {
  addFollowLinksOption(app);
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
    if (mm->table)
      return printMinMovesTable(*p, {o->json, o->quiet, sat->limits, outputPath(cert->path)});
    SolveJob job;
    job.method = sat->method == "sat" ? SolveMethod::Sat : SolveMethod::Native;
    job.minMoves = mm->minMoves;
    if (job.method == SolveMethod::Sat) {
      auto s = satOptions(*sat);
      if (!s) return reportError(s.error());
      job.sat = *s;
    }
    job.limits = jobLimits(sat->limits);
    job.certificate = outputPath(cert->path);
    job.output = o->output == "-" ? "" : o->output;
    job.certificateTimeoutSeconds = cert->timeout;
    Progress progress(o->quiet);
    if (progress) job.limits.progress = progress.sink();
    auto r = runSolve(*p, job);
    progress.clear();
    if (!r) return reportError(r.error());
    if (!r->bug.empty()) return reportInternalError({"", 0, r->bug});

    const bool solved = r->outcome == Outcome::Solved;
    if (o->json) {
      json j = reportHead("solve", r->outcome, r->stop, *p);
      addDetails(j, *p, job, *r);
      if (r->certificate) j["certificate"] = certificateJson(*r->certificate);
      fmt::print("{}\n", j.dump(2));
      if (solved && !o->output.empty())
        if (int rc = writeOutput(o->output, r->solution)) return rc;
    } else if (solved) {
      if (int rc = writeOutput(o->output, r->solution)) return rc;
    } else if (r->stop != Stop::None && r->nativeMinMoves) {
      fmt::print("unknown: {}\n", bounds(r->nativeMinMoves->lowerBound,
                                          r->nativeMinMoves->upperBound));
    } else {
      fmt::print("{}\n", outcomeWord(r->outcome));
    }
    if (solved)
      if (int rc = writePlanIfAsked(o->pddl.plan, *p, r->jumps)) return rc;
    if (!o->quiet && !o->json) printSummary(job, *r, sat->limits);
    if (r->certificate && !o->json &&
        (!o->quiet ||
         (r->certificate->outcome != Outcome::NoSolution && r->certificate->claim.empty())))
      fmt::print(stderr, "{}\n", certificateLine(*r->certificate));
    return exitCode(*r);
  };
}

}  // namespace pegsat::cli
