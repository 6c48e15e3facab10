// pegsat bench: times the native solver, on one problem repeatedly or on every
// single-vacancy / single-survivor problem of a board. The number of positions
// searched is deterministic, a regression signature as in Stockfish's bench.
#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <fmt/ranges.h>
#include <map>
#include <nlohmann/json.hpp>

#include "cli/certificate_cli.hpp"
#include "cli/command.hpp"
#include "cli/report.hpp"
#include "cli/job_deadline.hpp"
#include "cli/progress.hpp"
#include "decide/decide.hpp"

namespace pegsat::cli {
namespace {

// The process's CPU time in ms: on a loaded machine the wall clock says little
// about the solver (which runs on one thread).
double cpuMs() { return 1000.0 * double(std::clock()) / CLOCKS_PER_SEC; }

}  // namespace

Runner setupBench(CLI::App& app) {
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
    if (!cert->path.empty()) {
      std::error_code ec;
      std::filesystem::create_directories(cert->path, ec);
      if (!std::filesystem::is_directory(cert->path))
        return reportError({cert->path, 0, "cannot make the folder"});
    }
    // Per kind: how many, and the time to find and to check them.
    struct Tally {
      int count = 0;
      double findMs = 0, findMax = 0, checkMs = 0, checkMax = 0;
      uint64_t bytes = 0, lemmas = 0, checked = 0;
    };
    std::map<std::string, Tally> tallies;
    int uncertified = 0, failed = 0;
    struct Sample {
      std::string problem;
      SolveResult r;
      double ms, cpu;
    };
    std::vector<Sample> samples;
    DecideOptions opt;  // what `pegsat solve` runs
    opt.search.maxSeconds = o->timeout;
    opt.search.cpuClock = true;
    opt.search.maxMemoryBytes = memoryLimit(o->maxMemoryGiB).forTables;
    opt.countThreads = int(o->limits.threads);
    // The whole bench's --timeout: the problem it interrupts is abandoned (its
    // time says nothing), the ones done are reported.
    JobDeadline deadline(o->limits.timeoutSeconds);
    opt.search.stop = deadline.flag();
    bool stopped = false;
    // Once the time has passed, a problem answered is kept and one cut short
    // is left out.
    auto interrupted = [&](const SolveResult& r) {
      stopped = stopped || deadline.passed();
      return stopped && r.status == Outcome::Unknown;
    };
    const int asked = o->pairs ? b.holeCount() * b.holeCount() : o->runs;
    if (o->pairs) {
      Progress progress(o->quiet);
      forEachBit(b.holes, [&](int s) {
        progress(fmt::format("start {} ({} problems solved)", b.holeName(s), samples.size()));
        forEachBit(b.holes, [&](int f) {
          if (stopped || failed) return;
          auto t0 = std::chrono::steady_clock::now();
          const double c0 = cpuMs();
          SolveResult r = decide(b, b.holes & ~bitAt<Cells>(s), bitAt<Cells>(f), opt).result;
          if (interrupted(r)) return;
          samples.push_back(
              {b.holeName(s) + "-" + b.holeName(f), r, msSince(t0), cpuMs() - c0});
          if (cert->path.empty() || r.status != Outcome::NoSolution || failed) return;
          const std::string file = (std::filesystem::path(cert->path) /
                                    (b.name + "-" + samples.back().problem + ".cert"))
                                       .string();
          Certification w;
          if (int rc = writeCertificate({b, b.holes & ~bitAt<Cells>(s), bitAt<Cells>(f)}, file,
                                        cert->timeout, w)) {
            failed = rc;
            return;
          }
          if (w.outcome != Outcome::NoSolution) {
            ++uncertified;
            return;
          }
          Tally& t = tallies[w.kind];
          ++t.count;
          t.findMs += w.findMs, t.findMax = std::max(t.findMax, w.findMs);
          t.checkMs += w.checkMs, t.checkMax = std::max(t.checkMax, w.checkMs);
          t.bytes += w.bytes, t.lemmas += w.lemmas, t.checked += w.checkedLemmas;
        });
      });
      progress.clear();
      if (failed) return failed;
    } else {
      for (int i = 0; i < o->runs && !stopped; ++i) {
        auto t0 = std::chrono::steady_clock::now();
        const double c0 = cpuMs();
        SolveResult r = decide(b, p->start, p->finish, opt).result;
        if (interrupted(r)) break;
        samples.push_back({"", r, msSince(t0), cpuMs() - c0});
      }
    }
    if (stopped)
      deadline.reportStop("bench", fmt::format(" after {} of {} {}", samples.size(), asked,
                                               o->pairs ? "problems" : "runs"));
    std::vector<double> ms, cpu;
    double total = 0;
    uint64_t nodes = 0;
    int solved = 0, impossible = 0, unknown = 0;
    std::vector<std::string> unknownPairs;
    for (const auto& s : samples) {
      ms.push_back(s.ms), cpu.push_back(s.cpu), total += s.ms, nodes += s.r.stats.nodes;
      solved += s.r.status == Outcome::Solved;
      impossible += s.r.status == Outcome::NoSolution;
      unknown += s.r.status == Outcome::Unknown;
      if (s.r.status == Outcome::Unknown) unknownPairs.push_back(s.problem);
    }
    // The head of the report (docs/JSON.md): --all-pairs is about a board,
    // the timed runs about one problem.
    auto head = [&](std::string_view status) {
      nlohmann::json j = o->pairs ? reportHead("bench", status) : reportHead("bench", status, *p);
      j["board"] = b.name;
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
      j["reason"] = stopWord(Stop::TimeLimit);
      if (o->json)
        fmt::print("{}\n", j.dump(2));
      else
        fmt::print("board {}: stopped before the first {} was done\n", b.name,
                   o->pairs ? "problem" : "run");
      return int(kOk);
    }
    auto slowest = std::max_element(samples.begin(), samples.end(),
                                    [](auto& a, auto& c) { return a.cpu < c.cpu; });
    // Where some pairs are unknown, the slowest pair is one of them, at the
    // limit: the slowest pair answered says how near the rest came to it.
    auto answeredCpu = [](auto& s) {
      return std::pair(s.r.status != Outcome::Unknown, s.cpu);
    };
    auto slowestAnswered =
        std::max_element(samples.begin(), samples.end(),
                         [&](auto& a, auto& c) { return answeredCpu(a) < answeredCpu(c); });
    const bool anyAnswered = slowestAnswered->r.status != Outcome::Unknown;
    std::sort(ms.begin(), ms.end());
    std::sort(cpu.begin(), cpu.end());
    double median = ms[ms.size() / 2], cpuMedian = cpu[cpu.size() / 2];
    if (o->pairs) {
      nlohmann::json j = head(stopped ? "unknown" : "solved");
      j.update({{"problems", samples.size()},
                          {"solved", solved},
                          {"no_solution", impossible},
                          {"unknown", unknown},
                          {"timeout_cpu_s", o->timeout},
                          {"total_ms", total},
                          {"median_ms", median},
                          {"max_ms", ms.back()},
                          {"median_cpu_ms", cpuMedian},
                          {"max_cpu_ms", cpu.back()},
                          {"slowest", slowest->problem},
                          {"slowest_nodes", slowest->r.stats.nodes},
                          {"slowest_status", outcomeWord(slowest->r.status)},
                          {"slowest_answered", nullptr},
                          {"nodes", nodes},
                          {"unknown_pairs", unknownPairs}});
      if (stopped) j["reason"] = stopWord(Stop::TimeLimit);
      if (anyAnswered)
        j["slowest_answered"] = {{"problem", slowestAnswered->problem},
                                 {"cpu_ms", slowestAnswered->cpu},
                                 {"nodes", slowestAnswered->r.stats.nodes},
                                 {"status", outcomeWord(slowestAnswered->r.status)}};
      if (!cert->path.empty()) {
        j["certificates"] = nlohmann::json::object();
        j["uncertified"] = uncertified;
        for (const auto& [kind, t] : tallies)
          j["certificates"][kind] = {{"count", t.count},         {"find_ms", t.findMs},
                                     {"find_max_ms", t.findMax}, {"check_ms", t.checkMs},
                                     {"check_max_ms", t.checkMax}, {"bytes", t.bytes},
                                     {"proof_lemmas", t.lemmas}, {"checked_lemmas", t.checked}};
      }
      if (o->json) return fmt::print("{}\n", j.dump(2)), int(kOk);
      fmt::print(
          "board {}: {} problems ({} solved, {} no solution, {} unknown) in {:.1f} ms: median "
          "{:.3f} ms, max {:.1f} ms ({}, {}, {} positions); CPU median {:.3f} ms, max {:.1f} ms; "
          "{} positions searched\n",
          b.name, samples.size(), solved, impossible, unknown, total, median, ms.back(),
          slowest->problem, outcomeWord(slowest->r.status), slowest->r.stats.nodes, cpuMedian,
          cpu.back(), nodes);
      if (!unknownPairs.empty()) {
        fmt::print("unknown: {}\n", fmt::join(unknownPairs, " "));
        if (anyAnswered)
          fmt::print("slowest answered: {}, {}, {:.1f} ms CPU, {} positions\n",
                     slowestAnswered->problem, outcomeWord(slowestAnswered->r.status),
                     slowestAnswered->cpu, slowestAnswered->r.stats.nodes);
      }
      for (const auto& [kind, t] : tallies)
        fmt::print(
            "  {} {} certificates, {} bytes: found in {:.1f} ms (max {:.2f} ms), checked in "
            "{:.1f} ms (max {:.2f} ms){}\n",
            t.count, kind, t.bytes, t.findMs, t.findMax, t.checkMs, t.checkMax,
            kind == "drat" ? fmt::format(", {} of {} proof lemmas checked", t.checked, t.lemmas)
                           : "");
      if (uncertified) fmt::print("  {} impossible problems without a certificate\n", uncertified);
      return int(kOk);
    }
    const SolveResult& r = samples.back().r;
    const int runs = int(samples.size());  // fewer than --runs if --timeout stopped them
    if (o->json) {
      nlohmann::json j = head(outcomeWord(r.status));
      j.update({{"runs", runs},
                          {"median_ms", median},
                          {"min_ms", ms.front()},
                          {"max_ms", ms.back()},
                          {"median_cpu_ms", cpuMedian},
                          {"nodes", r.stats.nodes},
                          {"dead_positions", r.stats.deadPositions}});
      if (stopped) j["reason"] = stopWord(Stop::TimeLimit);
      fmt::print("{}\n", j.dump(2));
    } else {
      fmt::print(
          "board {}: {} in {} runs: median {:.3f} ms (min {:.3f}, max {:.3f}, CPU median {:.3f}), {} "
          "positions "
          "searched, {} dead stored\n",
          b.name, outcomeWord(r.status), runs, median, ms.front(), ms.back(), cpuMedian,
          r.stats.nodes,
          r.stats.deadPositions);
    }
    return int(kOk);
  };
}

}  // namespace pegsat::cli
