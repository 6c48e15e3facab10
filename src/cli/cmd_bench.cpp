// SPDX-License-Identifier: GPL-3.0-or-later
// pegsat bench: times the native solver, on one problem repeatedly or on every
// single-vacancy / single-survivor problem of a board. The number of positions
// searched is deterministic, a regression signature as in Stockfish's bench.
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "cli/certificate_cli.hpp"
#include "cli/command.hpp"
#include "cli/report.hpp"
#include "cli/progress.hpp"
#include "job/bench_statistics.hpp"
#include "util/text.hpp"

namespace pegsat::cli {

Runner setupBench(CLI::App& app) {
  addFollowLinksOption(app);
  struct Opts {
    ProblemOptions problem;
    int runs = 21;
    double timeout = 10, maxMemoryGiB = 4;
    LimitOptions limits;
    bool json = false, pairs = false, quiet = false;
  };
  auto o = std::make_shared<Opts>();
  addProblemOptions(app, o->problem);
  app.add_option("--runs", o->runs, "Number of timed runs")
      ->capture_default_str()
      ->check(wholeNumber(1, 100000));
  app.add_flag("--all-pairs", o->pairs,
               "Solve every single-vacancy start / single-survivor finish once");
  app.add_option("--pair-timeout", o->timeout,
                 "Seconds of CPU per problem before it counts as unknown (0: no limit); CPU "
                 "time, so that a loaded machine gives the same table")
      ->capture_default_str()
      ->check(number(0, 1e9));
  app.add_option("--pair-max-memory", o->maxMemoryGiB,
                 "GiB per problem before it counts as unknown")
      ->capture_default_str()
      ->check(positive(1e6));
  addTimeoutOption(app, o->limits,
                   "the whole bench, reporting the runs or problems done so far,");
  addThreadsOption(app, o->limits,
                   "Threads of the count that decides a problem the search, on one thread, "
                   "has not answered");
  app.add_flag("--json", o->json, "Print JSON");
  app.add_flag("--quiet,-q", o->quiet, "No progress on stderr");
  auto cert = std::make_shared<CertificateCliOptions>();
  addCertificateOptions(app, cert,
                        "With --all-pairs: write a certificate of every impossible problem into "
                        "this folder, as BOARD-START-FINISH.cert, and time finding and checking "
                        "them");
  app.footer(
      "The problems run one at a time, each in memory it frees before the next: "
      "--pair-max-memory bounds the whole bench too, and there is no --max-memory.");
  return [o, cert] {
    auto p = loadProblem(o->problem);
    if (!p) return reportError(p.error());
    const Board& b = p->board;
    if (!cert->path.empty() && !o->pairs)
      return reportError({"--certificate", 0, "bench writes certificates with --all-pairs"});
    BenchJob job;
    job.allPairs = o->pairs;
    job.runs = o->runs;
    job.pairCpuSeconds = o->timeout;
    job.limits = jobLimits(o->limits);
    job.limits.budget = job.limits.budget.withBytes(memoryLimit(o->maxMemoryGiB).forTables);
    job.certificates = outputPath(cert->path);
    job.certificateTimeoutSeconds = cert->timeout;
    Progress progress(o->quiet);
    job.limits.progress = progress.sink();
    auto report = runBench(*p, job);
    progress.clear();
    if (!report) return reportError(report.error());
    if (!report->bug.empty()) return reportInternalError({"", 0, report->bug});
    const std::vector<BenchSample>& samples = report->samples;
    const bool stopped = report->stop != Stop::None;
    if (stopped)
      fmt::print(stderr, "pegsat: bench stopped at the {} after {} of {} {}\n",
                 stopReason(report->stop, o->limits), samples.size(), report->asked,
                 o->pairs ? "problems" : "runs");
    const BenchStatistics st = benchStatistics(*report);
    // The head of the report (docs/JSON.md): --all-pairs is about a board,
    // the timed runs about one problem.
    auto head = [&](std::string_view status) {
      nlohmann::json j = o->pairs ? reportHead("bench", status) : reportHead("bench", status, *p);
      j["board"] = printable(b.name);
      return j;
    };
    if (samples.empty()) {
      // Stopped before the first answer: nothing was timed.
      nlohmann::json j = head("unknown");
      if (o->pairs)
        j.update({{"problems", 0},
                  {"solved", 0},
                  {"no_solution", 0},
                  {"unknown", 0},
                  {"unknown_pairs", nlohmann::json::array()}});
      else
        j["runs"] = 0;
      j["reason"] = stopWord(report->stop);
      if (o->json)
        fmt::print("{}\n", j.dump(2));
      else
        fmt::print("board {}: stopped before the first {} was done\n", printable(b.name),
                   o->pairs ? "problem" : "run");
      return int(kOk);
    }
    const BenchSample* slowest = st.slowest;
    const BenchSample* slowestAnswered = st.slowestAnswered;
    if (o->pairs) {
      nlohmann::json j = head(outcomeWord(report->outcome));
      j.update({{"problems", st.samples},
                          {"solved", st.solved},
                          {"no_solution", st.noSolution},
                          {"unknown", st.unknown},
                          {"pair_timeout_cpu_seconds", o->timeout},
                          {"total_ms", st.totalMs},
                          {"median_ms", st.medianMs},
                          {"max_ms", st.maxMs},
                          {"median_cpu_ms", st.medianCpuMs},
                          {"max_cpu_ms", st.maxCpuMs},
                          {"slowest", slowest->problem},
                          {"slowest_nodes", slowest->result.stats.nodes},
                          {"slowest_status", outcomeWord(slowest->result.status)},
                          {"slowest_answered", nullptr},
                          {"nodes", st.nodes},
                          {"unknown_pairs", st.unknownProblems}});
      if (stopped) j["reason"] = stopWord(report->stop);
      if (slowestAnswered)
        j["slowest_answered"] = {{"problem", slowestAnswered->problem},
                                 {"cpu_ms", slowestAnswered->cpuMilliseconds},
                                 {"nodes", slowestAnswered->result.stats.nodes},
                                 {"status", outcomeWord(slowestAnswered->result.status)}};
      if (!cert->path.empty()) {
        j["certificates"] = nlohmann::json::object();
        j["uncertified"] = report->uncertified;
        for (const auto& [kind, t] : report->certificates)
          j["certificates"][kind] = {{"count", t.count},           {"find_ms", t.findMs},
                                     {"find_max_ms", t.findMaxMs}, {"check_ms", t.checkMs},
                                     {"check_max_ms", t.checkMaxMs}, {"bytes", t.bytes},
                                     {"proof_lemmas", t.lemmas},   {"checked_lemmas", t.checkedLemmas}};
      }
      if (o->json) return fmt::print("{}\n", j.dump(2)), int(kOk);
      fmt::print(
          "board {}: {} problems ({} solved, {} no solution, {} unknown) in {:.1f} ms: median "
          "{:.3f} ms, max {:.1f} ms ({}, {}, {} positions); CPU median {:.3f} ms, max {:.1f} ms; "
          "{} positions searched\n",
          printable(b.name), st.samples, st.solved, st.noSolution, st.unknown, st.totalMs, st.medianMs, st.maxMs,
          slowest->problem, outcomeWord(slowest->result.status), slowest->result.stats.nodes, st.medianCpuMs,
          st.maxCpuMs, st.nodes);
      if (!st.unknownProblems.empty()) {
        fmt::print("unknown: {}\n", fmt::join(st.unknownProblems, " "));
        if (slowestAnswered)
          fmt::print("slowest answered: {}, {}, {:.1f} ms CPU, {} positions\n",
                     slowestAnswered->problem, outcomeWord(slowestAnswered->result.status),
                     slowestAnswered->cpuMilliseconds, slowestAnswered->result.stats.nodes);
      }
      for (const auto& [kind, t] : report->certificates)
        fmt::print(
            "  {} {} certificates, {} bytes: found in {:.1f} ms (max {:.2f} ms), checked in "
            "{:.1f} ms (max {:.2f} ms){}\n",
            t.count, kind, t.bytes, t.findMs, t.findMaxMs, t.checkMs, t.checkMaxMs,
            kind == "drat"
                ? fmt::format(", {} of {} proof lemmas checked", t.checkedLemmas, t.lemmas)
                : "");
      if (report->uncertified)
        fmt::print("  {} impossible problems without a certificate\n", report->uncertified);
      return int(kOk);
    }
    const SolveResult& r = samples.back().result;
    const int runs = int(samples.size());  // fewer than --runs if --timeout stopped them
    if (o->json) {
      nlohmann::json j = head(outcomeWord(report->outcome));
      j.update({{"runs", runs},
                          {"median_ms", st.medianMs},
                          {"min_ms", st.minMs},
                          {"max_ms", st.maxMs},
                          {"median_cpu_ms", st.medianCpuMs},
                          {"nodes", r.stats.nodes},
                          {"dead_positions", r.stats.deadPositions}});
      if (stopped) j["reason"] = stopWord(report->stop);
      fmt::print("{}\n", j.dump(2));
    } else {
      fmt::print(
          "board {}: {} in {} runs: median {:.3f} ms (min {:.3f}, max {:.3f}, CPU median {:.3f}), {} "
          "positions "
          "searched, {} dead stored\n",
          printable(b.name), outcomeWord(r.status), runs, st.medianMs, st.minMs, st.maxMs, st.medianCpuMs,
          r.stats.nodes,
          r.stats.deadPositions);
    }
    return int(kOk);
  };
}

}  // namespace pegsat::cli
