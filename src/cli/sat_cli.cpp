// The SAT path's shared CLI options and `pegsat solve --method sat`.
#include "cli/sat_cli.hpp"

#include <nlohmann/json.hpp>
#include <optional>

#include "cli/pddl_cli.hpp"
#include "encodings/moves_encoding.hpp"
#include "encodings/moves_sat.hpp"
#include "peg/solution_file.hpp"
#include "util/text.hpp"
#include "verifier/handed_out.hpp"

namespace pegsat::cli {

void addEncodingOptions(CLI::App& app, const std::shared_ptr<SatCliOptions>& o) {
  app.add_option("--encoding", o->encoding,
                 "CNF encoding settings, comma separated: amo=pairwise|sequential|commander, "
                 "classes=on|off, symmetry=on|off, order=on|off, regions=on|off (fewest moves; default: " +
                     describe({}) + ")");
  app.add_option("--shuffle", o->shuffle,
                 "Rename variables and reorder clauses at random with this seed (benchmarks)");
}

void addSatOptions(CLI::App& app, const std::shared_ptr<SatCliOptions>& o) {
  app.add_option("--method", o->method, "native search or sat (CryptoMiniSat)")
      ->check(CLI::IsMember({"native", "sat"}))
      ->capture_default_str();
  addLimitOptions(app, o->limits, "the search");
  app.add_option("--seed", o->seed, "SAT solver's random seed")->capture_default_str();
  app.add_option("--solver", o->solver,
                 "CryptoMiniSat settings, comma separated, on top of the default polarity=stable "
                 "(benchmarks): polarity=pos|neg|rnd|"
                 "auto|stable|best|bestinv|saved, simplify=off, presimplify=off, bva=off, "
                 "bve=off, sls=N, intree=N, distill=N, scc=N, xor=on|off, eqlit=off, single");
  addEncodingOptions(app, o);
}

Result<EncodingOptions> encodingOptions(const std::string& settings, EncodingOptions base) {
  for (std::string_view one : splitList(settings, ',')) {
    auto next = parseEncodingSetting(base, std::string(one));
    if (!next) return Error{"--encoding", 0, next.error().message};
    base = *next;
  }
  return base;
}

Result<SatOptions> satOptions(const SatCliOptions& o) {
  auto enc = encodingOptions(o.encoding);
  if (!enc) return enc.error();
  SatOptions s;
  s.encoding = *enc;
  s.threads = threadCount(o.limits);
  s.timeoutSeconds = o.limits.timeoutSeconds;
  s.solverSeed = o.seed;
  s.shuffleSeed = o.shuffle;
  // On top of the default, so that `--solver sls=0` changes only SLS (it used
  // to drop stable polarities as well, and measured their effect instead).
  if (!o.solver.empty()) s.solverConfig += "," + o.solver;
  return s;
}

namespace {

// Prints the JSON object when there is one, else the solution (to `output`)
// or the status line; then writes the solution file under --json and the
// IPC plan if asked. Returns 0 or the exit code of a failed write.
int emitAnswer(const Problem& p, bool solved, const char* status, const std::string& text,
               const std::vector<Jump>& jumps, const std::optional<nlohmann::json>& json,
               const std::string& output, const std::string& plan) {
  if (json) {
    fmt::print("{}\n", json->dump(2));
    if (solved && !output.empty())
      if (int rc = writeOutput(output, text)) return rc;
  } else if (solved) {
    if (int rc = writeOutput(output, text)) return rc;
  } else {
    fmt::print("{}\n", status);
  }
  return solved ? writePlanIfAsked(plan, p, jumps) : 0;
}

}  // namespace

int runSatSolve(const Problem& p, const SatCliOptions& sat, const std::string& output, bool json,
                bool quiet, const std::string& plan, const CertificateCliOptions& cert) {
  auto opt = satOptions(sat);
  if (!opt) return reportError(opt.error());
  auto t0 = std::chrono::steady_clock::now();
  auto r = solveBySat(p.board, p.start, p.finish, *opt);
  if (!r) return reportError(r.error());
  std::string text;
  if (r->status == SatStatus::Solved) {
    auto checked = verifiedSolutionText(p.board, p.start, p.finish, r->jumps);
    if (!checked) return reportInternalError(checked.error());
    text = *checked;
  }
  double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  CertificateOutcome certificate;
  const bool certify = r->status == SatStatus::NoSolution && !cert.path.empty();
  if (certify)
    if (int rc = certifyNoSolution(p.board, p.start, p.finish, cert, certificate)) return rc;
  const char* status = r->status == SatStatus::Solved       ? "solved"
                       : r->status == SatStatus::NoSolution ? "no solution"
                                                            : "unknown";
  const SatStats& s = r->stats;
  std::optional<nlohmann::json> js;
  if (json) {
    nlohmann::json j = {{"status", status},
                        {"method", "sat"},
                        {"board", p.board.name},
                        {"start", p.board.holeNames(p.board.holes & ~p.start)},
                        {"finish", p.board.holeNames(p.finish)},
                        {"encoding", describe(opt->encoding)},
                        {"solver", opt->solverConfig},
                        {"steps", s.steps},
                        {"variables", s.vars},
                        {"clauses", s.clauses},
                        {"conflicts", s.conflicts},
                        {"encode_ms", s.encodeMs},
                        {"solve_ms", s.solveMs},
                        {"milliseconds", ms}};
    if (r->status == SatStatus::Solved) j["solution"] = text;
    if (certify) j["certificate"] = certificateJson(certificate, cert.path);
    js = std::move(j);
  }
  if (int rc = emitAnswer(p, r->status == SatStatus::Solved, status, text, r->jumps, js, output,
                          plan))
    return rc;
  if (!quiet && !json)
    fmt::print(
        stderr,
        "{}: SAT, {} variables, {} clauses, {} conflicts, encode {:.1f} ms, solve {:.1f} ms\n",
        status, s.vars, s.clauses, s.conflicts, s.encodeMs, s.solveMs);
  if (certify && !json && (!quiet || !certificate.written))
    fmt::print(stderr, "{}\n", certificateLine(certificate, cert.path));
  return int(r->status == SatStatus::Solved       ? kSolved
             : r->status == SatStatus::NoSolution ? kNoSolution
                                                  : kOk);
}

int runMinMovesSat(const Problem& p, const SatCliOptions& sat, const std::string& output, bool json,
                   bool quiet, const std::string& plan) {
  auto opt = satOptions(sat);
  if (!opt) return reportError(opt.error());
  auto t0 = std::chrono::steady_clock::now();
  auto r = minMovesBySat(p.board, p.start, p.finish, *opt);
  if (!r) return reportError(r.error());
  std::string text;
  if (r->status == SatStatus::Solved) {
    if (r->upperBound != r->lowerBound)
      return reportInternalError({"", 0, "the fewest moves were not proved"});
    auto checked = verifiedSolutionText(p.board, p.start, p.finish, r->jumps,
                                        MovesClaim{r->upperBound, true, 0});
    if (!checked) return reportInternalError(checked.error());
    text = *checked;
  }
  const double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  const char* status = r->status == SatStatus::Solved       ? "solved"
                       : r->status == SatStatus::NoSolution ? "no solution"
                                                            : "unknown";
  const SatStats& s = r->stats;
  std::optional<nlohmann::json> js;
  if (json) {
    nlohmann::json bounds = nlohmann::json::array();
    for (const MovesBoundStep& b : r->steps)
      bounds.push_back({{"moves", b.moves},
                        {"answer", b.answer == SatStatus::Solved       ? "sat"
                                   : b.answer == SatStatus::NoSolution ? "unsat"
                                                                       : "unknown"},
                        {"milliseconds", b.ms},
                        {"conflicts", b.conflicts}});
    nlohmann::json j = {{"status", status},
                        {"method", "sat"},
                        {"board", p.board.name},
                        {"start", p.board.holeNames(p.board.holes & ~p.start)},
                        {"finish", p.board.holeNames(p.finish)},
                        {"lower_bound", r->lowerBound},
                        {"upper_bound", r->upperBound},
                        {"encoding", describe(movesEncodingOptions(opt->encoding))},
                        {"variables", s.vars},
                        {"clauses", s.clauses},
                        {"conflicts", s.conflicts},
                        {"bounds", bounds},
                        {"encode_ms", s.encodeMs},
                        {"solve_ms", s.solveMs},
                        {"milliseconds", ms}};
    if (r->status == SatStatus::Solved) j.update({{"moves", r->upperBound}, {"solution", text}});
    js = std::move(j);
  }
  if (int rc = emitAnswer(p, r->status == SatStatus::Solved, status, text, r->jumps, js, output,
                          plan))
    return rc;
  if (!quiet && !json) {
    if (r->status == SatStatus::Solved)
      fmt::print(stderr, "solved: {} moves, the fewest (none of {} moves or fewer)\n",
                 r->upperBound, r->upperBound - 1);
    else if (r->status == SatStatus::Unknown)
      fmt::print(stderr, "unknown: at least {} moves proved before the timeout\n", r->lowerBound);
    fmt::print(stderr,
               "SAT: {} variables, {} clauses, {} conflicts over {} bounds, encode {:.1f} ms, "
               "solve {:.1f} ms\n",
               s.vars, s.clauses, s.conflicts, r->steps.size(), s.encodeMs, s.solveMs);
  }
  return int(r->status == SatStatus::Solved       ? kSolved
             : r->status == SatStatus::NoSolution ? kNoSolution
                                                  : kOk);
}

int runSatCount(const Problem& p, int threads, bool json, bool quiet) {
  SatCountOptions o;
  o.sat.threads = unsigned(std::max(1, threads));
  auto r = countBySat(p.board, p.start, p.finish, o);
  if (!r) return reportError(r.error());
  const SatStats& s = r->stats;
  if (json) {
    fmt::print("{}\n", nlohmann::json{{"status", r->complete ? "done" : "unknown"},
                                      {"method", "sat"},
                                      {"board", p.board.name},
                                      {"start", p.board.holeNames(p.board.holes & ~p.start)},
                                      {"finish", p.board.holeNames(p.finish)},
                                      {"solutions", std::to_string(r->solutions)},
                                      {"complete", r->complete},
                                      {"variables", s.vars},
                                      {"clauses", s.clauses},
                                      {"conflicts", s.conflicts},
                                      {"milliseconds", s.encodeMs + s.solveMs}}
                           .dump(2));
  } else {
    fmt::print("{}\n", r->complete ? std::to_string(r->solutions) : "unknown");
  }
  if (!quiet && !json)
    fmt::print(stderr, "{}: SAT enumeration, {} models, {} conflicts, {:.1f} ms\n",
               r->complete ? "done" : "unknown", r->solutions, s.conflicts, s.encodeMs + s.solveMs);
  return int(kOk);
}

}  // namespace pegsat::cli
