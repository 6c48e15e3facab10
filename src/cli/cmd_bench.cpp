// pegsat bench: times the native solver on one problem, repeatedly. The number
// of positions searched is deterministic, a regression signature as in
// Stockfish's bench.
#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>

#include "cli/command.hpp"
#include "search/solver.hpp"

namespace pegsat::cli {

Runner setupBench(CLI::App& app) {
  struct Opts {
    std::string board = "english", start, finish;
    int runs = 21;
    bool json = false;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("--board,-b", o->board, "Built-in board name or board file")->capture_default_str();
  app.add_option("--start", o->start, "Holes empty at the start");
  app.add_option("--finish", o->finish, "Holes holding a peg at the end");
  app.add_option("--runs", o->runs, "Number of timed runs")->capture_default_str()->check(CLI::Range(1, 100000));
  app.add_flag("--json", o->json, "Print JSON");
  return [o] {
    auto p = loadProblem(o->board, o->start, o->finish);
    if (!p) return reportError(p.error());
    std::vector<double> ms;
    SolveResult r;
    for (int i = 0; i < o->runs; ++i) {
      auto t0 = std::chrono::steady_clock::now();
      r = solve(p->board, p->start, p->finish);
      ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
    std::sort(ms.begin(), ms.end());
    double median = ms[ms.size() / 2];
    const char* status = r.status == SolveStatus::Solved ? "solved" : r.status == SolveStatus::NoSolution ? "no solution" : "unknown";
    if (o->json) {
      fmt::print("{}\n", nlohmann::json{{"board", p->board.name}, {"status", status}, {"runs", o->runs},
                                        {"median_ms", median}, {"min_ms", ms.front()}, {"max_ms", ms.back()},
                                        {"nodes", r.stats.nodes}, {"dead_positions", r.stats.deadPositions}}
                             .dump(2));
    } else {
      fmt::print("board {}: {} in {} runs: median {:.3f} ms (min {:.3f}, max {:.3f}), {} positions searched, {} dead stored\n",
                 p->board.name, status, o->runs, median, ms.front(), ms.back(), r.stats.nodes, r.stats.deadPositions);
    }
    return int(kOk);
  };
}

}  // namespace pegsat::cli
