// pegsat slide bench: every instance of a file solved in parallel, with lengths,
// nodes and times checked against the file's optimal lengths.
#include <tbb/global_control.h>
#include <tbb/parallel_for.h>

#include <atomic>
#include <chrono>
#include <limits>
#include <nlohmann/json.hpp>

#include "cli/progress.hpp"
#include "cli/report.hpp"
#include "cli/slide_cli.hpp"

namespace pegsat::cli {

using namespace pegsat::slide;

Runner setupSlideBench(CLI::App& app) {
  struct Opts : SearchOpts {
    std::string file;
    int first = 0;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("file", o->file,
                 "Instance file (Korf lines with optimal lengths, or a Princeton file)")
      ->required();
  addSearchOptions(app, *o);
  addThreadsOption(app, o->limits, "Worker threads, one instance each");
  app.add_option("--first", o->first, "Solve only the first N instances (0: all)")
      ->check(wholeNumber(0, std::numeric_limits<int>::max()));
  return [o] {
    auto file = loadPuzzles(o->file);
    if (!file) return reportError(file.error());
    std::vector<Puzzle> ps = file->puzzles;
    if (o->first > 0 && static_cast<size_t>(o->first) < ps.size()) ps.resize(o->first);
    for (const Puzzle& p : ps)
      if (p.n != ps.front().n)
        return reportError({o->file, p.line, "all instances of a bench file must have one size"});
    const GoalKind goal = goalFor(o->goal, file->format);
    JobStop deadline(jobLimits(o->limits).budget);
    const auto tLoad = std::chrono::steady_clock::now();
    auto prep = prepare(*o, ps.front().n, goal);
    if (!prep) return reportError(prep.error());
    (*prep)->solve.limits.stop = deadline.flag();
    const double loadSecs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - tLoad).count();

    struct Row {
      SearchResult r;
      double secs = 0;
      std::string error;
      bool cut = false;  // stopped or never begun for the time limit: left out of the report
    };
    std::vector<Row> rows(ps.size());
    std::atomic<int> done{0};
    Progress progress(o->quiet);
    const int threads =
        o->limits.threads > 0 ? int(o->limits.threads) : tbb::info::default_concurrency();
    tbb::global_control limit(tbb::global_control::max_allowed_parallelism, threads);
    const auto t0 = std::chrono::steady_clock::now();
    tbb::parallel_for(
        size_t(0), ps.size(),
        [&](size_t i) {
          if (deadline.stop() != Stop::None) {
            rows[i].cut = true;
            return;
          }
          const auto s0 = std::chrono::steady_clock::now();
          auto r = solvePuzzle(ps[i], (*prep)->solve);
          rows[i].secs =
              std::chrono::duration<double>(std::chrono::steady_clock::now() - s0).count();
          if (r)
            rows[i].r = std::move(*r);
          else
            rows[i].error = r.error().message;
          rows[i].cut = r && r->status == Outcome::Unknown && (deadline.stop() != Stop::None);
          progress(fmt::format("{}/{} instances", ++done, ps.size()));
        },
        tbb::simple_partitioner());
    const double wall =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    progress.clear();

    int wrong = 0, unsolved = 0, cut = 0;
    uint64_t nodes = 0;
    double cpu = 0, hsum = 0;
    nlohmann::json js = reportHead("slide bench", "solved");
    js.update({{"file", o->file}, {"instances", nlohmann::json::array()}});
    std::string out;
    for (size_t i = 0; i < ps.size(); ++i) {
      const Row& row = rows[i];
      if (!row.error.empty()) return reportError({o->file, ps[i].line, row.error});
      if (row.cut) {
        ++cut;
        continue;
      }
      const bool solved = row.r.status == Outcome::Solved;
      const int len = solved ? static_cast<int>(row.r.moves.size()) : -1;
      const bool ok = solved
                          ? (ps[i].optimal < 0 || ps[i].optimal == len)
                          : row.r.status == Outcome::NoSolution && ps[i].optimal < 0;
      if (!solved && row.r.status == Outcome::Unknown)
        ++unsolved;
      else if (!ok)
        ++wrong;
      nodes += row.r.nodes;
      cpu += row.secs;
      hsum += row.r.initialH;
      const std::string verdict = row.r.status == Outcome::Unknown ? "unknown"
                                  : ok                                        ? "ok"
                                                                              : "WRONG";
      js["instances"].push_back({{"instance", i + 1},
                                 {"line", ps[i].line},
                                 {"length", len},
                                 {"optimal", ps[i].optimal},
                                 {"nodes", row.r.nodes},
                                 {"initial_h", row.r.initialH},
                                 {"seconds", row.secs},
                                 {"verdict", verdict}});
      out += fmt::format("{:3d}: length {:3d} (file {:3d}) h0 {:3d} nodes {:12d} {:9.3f} s {}\n",
                         i + 1, len, ps[i].optimal, row.r.initialH, row.r.nodes, row.secs, verdict);
    }
    const size_t counted = ps.size() - size_t(cut);
    const double avgH = counted ? hsum / double(counted) : 0;
    js.update({{"status", outcomeWord(cut ? Outcome::Unknown : Outcome::Solved)},
               {"not_done", cut},
               {"threads", threads},
               {"pdb_seconds", loadSecs},
               {"total_nodes", nodes},
               {"wall_seconds", wall},
               {"cpu_seconds", cpu},
               {"average_initial_h", avgH},
               {"wrong", wrong},
               {"unknown", unsolved}});
    if (cut) js["reason"] = stopWord(Stop::TimeLimit);
    if (o->json) {
      fmt::print("{}\n", js.dump(2));
    } else {
      fmt::print("{}", out);
      fmt::print(
          "{} instances, {} threads: {} nodes, {:.3f} s wall, {:.3f} s summed, average h0 "
          "{:.2f}; heuristic setup {:.3f} s; {} wrong, {} unknown (stopped by a limit)\n",
          counted, threads, nodes, wall, cpu, avgH, loadSecs, wrong, unsolved);
    }
    if (cut)
      reportStop("slide bench", deadline.stop(), o->limits,
                 fmt::format(" with {} of {} instances done", counted, ps.size()));
    // A limit the user set is not a failure: only a wrong length is.
    return int(wrong ? kWrong : kOk);
  };
}

}  // namespace pegsat::cli
