// SPDX-License-Identifier: GPL-3.0-or-later
// pegsat slide bench: the slide-bench job (job/slide_bench.hpp) from the
// command line: per instance length, nodes and time, and the totals.
#include <limits>
#include <nlohmann/json.hpp>

#include "cli/progress.hpp"
#include "cli/report.hpp"
#include "cli/slide_cli.hpp"
#include "job/slide_bench.hpp"

namespace pegsat::cli {

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
    SlideBenchJob job{o->file, o->settings(), o->first, jobLimits(o->limits)};
    Progress progress(o->quiet);
    job.limits.progress = progress.sink();
    auto r = runSlideBench(job);
    progress.clear();
    if (!r) return reportError(r.error());
    printWarnings(r->warnings, o->quiet);
    nlohmann::json js = reportHead("slide bench", outcomeWord(r->outcome));
    js.update({{"file", o->file}, {"instances", nlohmann::json::array()}});
    std::string out;
    for (const SlideBenchInstance& x : r->instances) {
      js["instances"].push_back({{"instance", x.instance},
                                 {"line", x.line},
                                 {"length", x.length},
                                 {"optimal", x.optimal},
                                 {"nodes", x.nodes},
                                 {"initial_h", x.initialH},
                                 {"seconds", x.seconds},
                                 {"verdict", x.verdict}});
      out += fmt::format("{:3d}: length {:3d} (file {:3d}) h0 {:3d} nodes {:12d} {:9.3f} s {}\n",
                         x.instance, x.length, x.optimal, x.initialH, x.nodes, x.seconds,
                         x.verdict);
    }
    js.update({{"not_done", r->notDone},
               {"threads", r->threads},
               {"pdb_seconds", r->pdbSeconds},
               {"total_nodes", r->totalNodes},
               {"wall_seconds", r->wallSeconds},
               {"cpu_seconds", r->cpuSeconds},
               {"average_initial_h", r->averageInitialH},
               {"wrong", r->wrong},
               {"unknown", r->unknown}});
    if (r->stop != Stop::None) js["reason"] = stopWord(r->stop);
    const size_t counted = r->instances.size();
    if (o->json) {
      fmt::print("{}\n", js.dump(2));
    } else {
      fmt::print("{}", out);
      fmt::print(
          "{} instances, {} threads: {} nodes, {:.3f} s wall, {:.3f} s summed, average h0 "
          "{:.2f}; heuristic setup {:.3f} s; {} wrong, {} unknown (stopped by a limit)\n",
          counted, r->threads, r->totalNodes, r->wallSeconds, r->cpuSeconds, r->averageInitialH,
          r->pdbSeconds, r->wrong, r->unknown);
    }
    if (r->stop != Stop::None)
      reportStop("slide bench", r->stop, o->limits,
                 fmt::format(" with {} of {} instances done", counted, r->asked));
    // A limit the user set is not a failure: only a wrong length is.
    return int(r->wrong ? kWrong : kOk);
  };
}

}  // namespace pegsat::cli
