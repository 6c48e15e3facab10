#include "cli/solve_min_moves.hpp"

#include <chrono>
#include <nlohmann/json.hpp>

#include "cli/pddl_cli.hpp"
#include "cli/progress.hpp"
#include "peg/solution_file.hpp"
#include "search/min_moves.hpp"
#include "search/min_moves_table.hpp"
#include "verifier/handed_out.hpp"

namespace pegsat::cli {
namespace {

using nlohmann::json;

std::string joined(const std::vector<uint64_t>& v) {
  std::string s;
  for (uint64_t x : v) s += (s.empty() ? "" : " ") + std::to_string(x);
  return s;
}

std::string bounds(const MinMovesResult& r) {
  return r.upperBound >= 0 ? fmt::format("at least {}, at most {} moves", r.lowerBound, r.upperBound)
                           : fmt::format("at least {} moves", r.lowerBound);
}

MinMovesOptions searchOptions(const MinMovesRun& run, Progress& progress) {
  MinMovesOptions opt;
  opt.maxMemoryBytes = memoryLimit(run.maxMemoryGiB).forTables;
  opt.timeoutSeconds = run.timeoutSeconds;
  opt.threads = int(run.threads);
  opt.progress = progress.sink();
  return opt;
}

int runTable(const Problem& p, const MinMovesRun& run) {
  const Board& b = p.board;
  const auto t0 = std::chrono::steady_clock::now();
  Progress progress(run.quiet);
  MinMovesOptions opt = searchOptions(run, progress);
  MinMovesTableResult t = minMovesTable(b, opt);
  progress.clear();
  const double ms = msSince(t0);
  // Every entry is one of the problems solved, or the image of one under a
  // symmetry of the board: checking the problems checks the table.
  for (const MinMovesTableProblem& pr : t.problems) {
    if (pr.status != MinMovesStatus::Optimal) continue;
    auto checked = verifiedSolutionText(b, b.holes & ~bitAt<Cells>(pr.start),
                                        bitAt<Cells>(pr.finish), pr.jumps,
                                        MovesClaim{pr.moves, true, 0});
    if (!checked)
      return reportInternalError({"", 0,
                                  fmt::format("{} -> {}: {}", b.holeName(pr.start),
                                              b.holeName(pr.finish), checked.error().str())});
  }
  auto cell = [](int m) { return m >= 0 ? std::to_string(m) : m == -2 ? "?" : "-"; };
  if (run.json) {
    json rows = json::array();
    for (const MinMovesTableRow& row : t.rows) {
      json fin = json::object();
      forEachBit(b.holes, [&](int f) {
        if (row.moves[f] >= 0) fin[b.holeName(f)] = row.moves[f];
        if (row.moves[f] == -2) fin[b.holeName(f)] = "unknown";
      });
      rows.push_back({{"start", b.holeName(row.start)}, {"finishes", fin}});
    }
    fmt::print("{}\n", json{{"status", t.status == MinMovesStatus::Optimal ? "done" : "unknown"},
                            {"board", b.name},
                            {"rows", rows},
                            {"problems", t.problems.size()},
                            {"searches", t.searches},
                            {"positions", t.positions},
                            {"milliseconds", ms}}
                           .dump(2));
  } else {
    fmt::print(
        "# fewest moves from a single vacancy (row) to a single survivor (column); "
        "'-' impossible, '?' stopped by a limit\n");
    std::string head = fmt::format("{:<5}", "");
    forEachBit(b.holes, [&](int f) { head += fmt::format("{:>4}", b.holeName(f)); });
    fmt::print("{}\n", head);
    for (const MinMovesTableRow& row : t.rows) {
      std::string line = fmt::format("{:<5}", b.holeName(row.start));
      forEachBit(b.holes, [&](int f) { line += fmt::format("{:>4}", cell(row.moves[f])); });
      fmt::print("{}\n", line);
    }
  }
  if (!run.quiet && !run.json)
    fmt::print(stderr,
               "{} problems up to symmetry, each solution verified; {} searches, {} positions "
               "stored, {:.1f} ms\n",
               t.problems.size(), t.searches, t.positions, ms);
  return int(t.status == MinMovesStatus::Optimal ? kSolved : kOk);
}

}  // namespace

void addMinMovesOptions(CLI::App& app, const std::shared_ptr<MinMovesCliOptions>& o) {
  auto* mm = app.add_flag("--min-moves", o->minMoves,
                          "Find a solution with the fewest moves (a chain of jumps by one peg is "
                          "one move) and prove none is shorter; --timeout and --max-memory stop "
                          "it with the bounds proved so far");
  app.add_flag("--table", o->table,
               "With --min-moves: the fewest moves of every single-vacancy start to every "
               "single-survivor finish of the board")
      ->needs(mm);
}

int runMinMoves(const Problem& p, const MinMovesCliOptions& o, const MinMovesRun& run) {
  if (o.table) return runTable(p, run);
  const Board& b = p.board;
  const auto t0 = std::chrono::steady_clock::now();
  Progress progress(run.quiet);
  MinMovesResult r = minMoves(b, p.start, p.finish, searchOptions(run, progress));
  progress.clear();
  const double ms = msSince(t0);

  std::string text;
  if (r.status == MinMovesStatus::Optimal) {
    auto checked =
        verifiedSolutionText(b, p.start, p.finish, r.jumps, MovesClaim{r.moves, true, 0});
    if (!checked) return reportInternalError(checked.error());
    text = *checked;
    if (int rc = writePlanIfAsked(run.plan, p, r.jumps)) return rc;
  }
  // The words of every method's JSON: a proved minimum is "solved", with
  // "moves" and a solution whose moves: header says "(minimum)".
  const char* status = r.status == MinMovesStatus::Optimal      ? "solved"
                       : r.status == MinMovesStatus::NoSolution ? "no solution"
                                                                : "unknown";
  const char* stop = r.stoppedBy == MinMovesResult::Stop::Memory ? "memory limit"
                     : r.stoppedBy == MinMovesResult::Stop::Time ? "time limit"
                                                                 : "";
  if (run.json) {
    json j = {{"status", status},
              {"board", b.name},
              {"start", b.holeNames(b.holes & ~p.start)},
              {"finish", b.holeNames(p.finish)},
              {"forward_levels", r.stats.forward},
              {"backward_levels", r.stats.backward},
              {"positions", r.stats.positions},
              {"peak_bytes", r.stats.peakBytes},
              {"symmetries", r.stats.symmetries},
              {"pagodas", r.stats.pagodas},
              {"decided_by_invariant", r.stats.classRejected},
              {"milliseconds", ms}};
    if (r.status != MinMovesStatus::NoSolution) {
      j["lower_bound"] = r.lowerBound;
      j["upper_bound"] = r.upperBound >= 0 ? json(r.upperBound) : json(nullptr);
    }
    if (r.status == MinMovesStatus::Optimal) {
      j["moves"] = r.moves;
      j["meet"] = {{"forward", r.stats.meetForward}, {"backward", r.stats.meetBackward}};
      j["solution"] = text;
    }
    if (*stop) j["reason"] = stop;
    fmt::print("{}\n", j.dump(2));
    if (r.status == MinMovesStatus::Optimal && !run.output.empty())
      if (int rc = writeOutput(run.output, text)) return rc;
  } else if (r.status == MinMovesStatus::Optimal) {
    if (int rc = writeOutput(run.output, text)) return rc;
  } else if (r.status == MinMovesStatus::Unknown) {
    fmt::print("unknown: {}\n", bounds(r));
  } else {
    fmt::print("{}\n", status);
  }
  if (!run.quiet && !run.json) {
    if (r.stats.classRejected)
      fmt::print(stderr, "{}: start and finish are in different position classes\n", status);
    else {
      fmt::print(stderr, "levels forward: {}\nlevels backward: {}\n", joined(r.stats.forward),
                 joined(r.stats.backward));
      if (r.status == MinMovesStatus::Optimal)
        fmt::print(stderr,
                   "optimal: {} moves; the searches met at forward level {} and backward level "
                   "{}; {} positions, {:.0f} MB, {:.0f} ms\n",
                   r.moves, r.stats.meetForward, r.stats.meetBackward, r.stats.positions,
                   double(r.stats.peakBytes) / 1e6, ms);
      else if (r.status == MinMovesStatus::NoSolution)
        fmt::print(stderr, "no solution: {} positions, {:.0f} ms\n", r.stats.positions, ms);
      else
        fmt::print(stderr, "unknown: stopped by the {}: {} ({} positions, {:.0f} ms)\n",
                   *stop ? stop : "search", bounds(r), r.stats.positions, ms);
    }
  }
  return int(r.status == MinMovesStatus::Optimal      ? kSolved
             : r.status == MinMovesStatus::NoSolution ? kNoSolution
                                                      : kOk);
}

}  // namespace pegsat::cli
