// pegsat bench: times the native solver, on one problem repeatedly or on every
// single-vacancy / single-survivor problem of a board. The number of positions
// searched is deterministic, a regression signature as in Stockfish's bench.
#include <algorithm>
#include <chrono>
#include <ctime>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "cli/command.hpp"
#include "search/solver.hpp"

namespace pegsat::cli {
namespace {

// The process's CPU time in ms: on a loaded machine the wall clock says little
// about the solver (which runs on one thread).
double cpuMs() { return 1000.0 * double(std::clock()) / CLOCKS_PER_SEC; }

double msSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

const char* statusName(SolveStatus s) {
  return s == SolveStatus::Solved       ? "solved"
         : s == SolveStatus::NoSolution ? "no solution"
                                        : "unknown";
}

}  // namespace

Runner setupBench(CLI::App& app) {
  struct Opts {
    ProblemOptions problem;
    int runs = 21;
    double timeout = 10, maxMemoryGiB = 4;
    bool json = false, pairs = false, quiet = false;
  };
  auto o = std::make_shared<Opts>();
  addProblemOptions(app, o->problem);
  app.add_option("--runs", o->runs, "Number of timed runs")
      ->capture_default_str()
      ->check(CLI::Range(1, 100000));
  app.add_flag("--all-pairs", o->pairs,
               "Solve every single-vacancy start / single-survivor finish once");
  app.add_option("--timeout", o->timeout,
                 "Seconds per problem before it counts as unknown (0: no limit)")
      ->capture_default_str()
      ->check(CLI::Range(0.0, 1e9));
  app.add_option("--max-memory", o->maxMemoryGiB,
                 "GiB per problem before it counts as unknown")
      ->capture_default_str()
      ->check(CLI::Range(1e-6, 1e6));
  app.add_flag("--json", o->json, "Print JSON");
  app.add_flag("--quiet,-q", o->quiet, "No progress on stderr");
  return [o] {
    auto p = loadProblem(o->problem);
    if (!p) return reportError(p.error());
    const Board& b = p->board;
    struct Sample {
      std::string problem;
      SolveResult r;
      double ms, cpu;
    };
    std::vector<Sample> samples;
    SolveOptions opt;
    opt.maxSeconds = o->timeout;
    opt.maxMemoryBytes = memoryLimit(o->maxMemoryGiB).forTables;
    if (o->pairs) {
      bool progress = showProgress(o->quiet);
      forEachBit(b.holes, [&](int s) {
        if (progress)
          fmt::print(stderr, "\rstart {} ({} problems solved)  ", b.holeName(s), samples.size());
        forEachBit(b.holes, [&](int f) {
          auto t0 = std::chrono::steady_clock::now();
          const double c0 = cpuMs();
          SolveResult r = solve(b, b.holes & ~bitAt<Cells>(s), bitAt<Cells>(f), opt);
          samples.push_back(
              {b.holeName(s) + "-" + b.holeName(f), r, msSince(t0), cpuMs() - c0});
        });
      });
      if (progress) fmt::print(stderr, "\r\033[K");
    } else {
      for (int i = 0; i < o->runs; ++i) {
        auto t0 = std::chrono::steady_clock::now();
        const double c0 = cpuMs();
        SolveResult r = solve(b, p->start, p->finish, opt);
        samples.push_back({"", r, msSince(t0), cpuMs() - c0});
      }
    }
    std::vector<double> ms, cpu;
    double total = 0;
    uint64_t nodes = 0;
    int solved = 0, impossible = 0, unknown = 0;
    std::vector<std::string> unknownPairs;
    for (const auto& s : samples) {
      ms.push_back(s.ms), cpu.push_back(s.cpu), total += s.ms, nodes += s.r.stats.nodes;
      solved += s.r.status == SolveStatus::Solved;
      impossible += s.r.status == SolveStatus::NoSolution;
      unknown += s.r.status == SolveStatus::Aborted;
      if (s.r.status == SolveStatus::Aborted) unknownPairs.push_back(s.problem);
    }
    auto slowest = std::max_element(samples.begin(), samples.end(),
                                    [](auto& a, auto& c) { return a.cpu < c.cpu; });
    std::sort(ms.begin(), ms.end());
    std::sort(cpu.begin(), cpu.end());
    double median = ms[ms.size() / 2], cpuMedian = cpu[cpu.size() / 2];
    if (o->pairs) {
      nlohmann::json j = {{"board", b.name},
                          {"problems", samples.size()},
                          {"solved", solved},
                          {"no_solution", impossible},
                          {"unknown", unknown},
                          {"timeout_s", o->timeout},
                          {"total_ms", total},
                          {"median_ms", median},
                          {"max_ms", ms.back()},
                          {"median_cpu_ms", cpuMedian},
                          {"max_cpu_ms", cpu.back()},
                          {"slowest", slowest->problem},
                          {"slowest_nodes", slowest->r.stats.nodes},
                          {"slowest_status", statusName(slowest->r.status)},
                          {"nodes", nodes},
                          {"unknown_pairs", unknownPairs}};
      if (o->json) return fmt::print("{}\n", j.dump(2)), int(kOk);
      fmt::print(
          "board {}: {} problems ({} solved, {} no solution, {} unknown) in {:.1f} ms: median "
          "{:.3f} ms, max {:.1f} ms ({}, {}, {} positions); CPU median {:.3f} ms, max {:.1f} ms; "
          "{} positions searched\n",
          b.name, samples.size(), solved, impossible, unknown, total, median, ms.back(),
          slowest->problem, statusName(slowest->r.status), slowest->r.stats.nodes, cpuMedian,
          cpu.back(), nodes);
      if (!unknownPairs.empty()) fmt::print("unknown: {}\n", fmt::join(unknownPairs, " "));
      return int(kOk);
    }
    const SolveResult& r = samples.back().r;
    if (o->json) {
      fmt::print("{}\n", nlohmann::json{{"board", b.name},
                                        {"status", statusName(r.status)},
                                        {"runs", o->runs},
                                        {"median_ms", median},
                                        {"min_ms", ms.front()},
                                        {"max_ms", ms.back()},
                                        {"median_cpu_ms", cpuMedian},
                                        {"nodes", r.stats.nodes},
                                        {"dead_positions", r.stats.deadPositions}}
                             .dump(2));
    } else {
      fmt::print(
          "board {}: {} in {} runs: median {:.3f} ms (min {:.3f}, max {:.3f}, CPU median {:.3f}), {} "
          "positions "
          "searched, {} dead stored\n",
          b.name, statusName(r.status), o->runs, median, ms.front(), ms.back(), cpuMedian,
          r.stats.nodes,
          r.stats.deadPositions);
    }
    return int(kOk);
  };
}

}  // namespace pegsat::cli
