// pegsat count: the exact number of jump sequences that solve a problem, and
// with --levels, --games or --table the layer sizes, complete games, or every
// single-vacancy problem of a board.
#include <unistd.h>

#include <chrono>
#include <nlohmann/json.hpp>

#include "cli/command.hpp"
#include "count/count.hpp"

namespace pegsat::cli {

Runner setupCount(CLI::App& app) {
  struct Opts {
    std::string board = "english", start, finish, method = "layers";
    bool json = false, quiet = false, levels = false, games = false, table = false;
    double maxMemoryGiB = 0;
    int threads = 0;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("--board,-b", o->board, "Built-in board name or board file")
      ->capture_default_str();
  app.add_option("--start", o->start,
                 "Holes empty at the start (default: the board's usual start)");
  app.add_option("--finish", o->finish,
                 "Holes holding a peg at the end (default: the start's vacancies)");
  app.add_option("--method", o->method,
                 "layers (fast) or memo (the seed's memoized search, a check)")
      ->check(CLI::IsMember({"layers", "memo"}))
      ->capture_default_str();
  app.add_option("--threads,-j", o->threads, "Threads (default: all cores)")
      ->check(CLI::NonNegativeNumber);
  app.add_option("--max-memory", o->maxMemoryGiB,
                 "Stop cleanly before the tables pass this many GiB (default: 3/4 of memory)")
      ->check(CLI::NonNegativeNumber);
  app.add_flag("--json", o->json, "Print the result as JSON");
  app.add_flag("--quiet,-q", o->quiet, "No progress or summary on stderr");
  return [o] {
    auto p = loadProblem(o->board, o->start, o->finish);
    if (!p) return reportError(p.error());
    CountOptions opt;
    opt.method = o->method == "memo" ? CountOptions::Method::Memo : CountOptions::Method::Layers;
    opt.threads = o->threads;
    opt.maxMemoryBytes = o->maxMemoryGiB > 0
                             ? uint64_t(o->maxMemoryGiB * (1ull << 30))
                             : uint64_t(sysconf(_SC_PHYS_PAGES)) * sysconf(_SC_PAGE_SIZE) / 4 * 3;
    if (showProgress(o->quiet))
      opt.progress = [](const std::string& s) { fmt::print(stderr, "\r\033[K{}", s); };
    auto t0 = std::chrono::steady_clock::now();
    CountResult r = countSolutions(p->board, p->start, p->finish, opt);
    double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    if (opt.progress) fmt::print(stderr, "\r\033[K");
    if (r.status == CountStatus::MemoryLimit) {
      fmt::print(stderr,
                 "pegsat: count stopped before passing the memory limit ({:.2f} GiB); "
                 "raise --max-memory\n",
                 double(opt.maxMemoryBytes) / (1ull << 30));
      return int(kOk);
    }
    fmt::print("{}\n", r.solutions.str());
    if (!o->quiet)
      fmt::print(stderr, "{} positions stored up to {} symmetries, {:.1f} ms\n", r.stats.positions,
                 r.stats.symmetries, ms);
    return int(kOk);
  };
}

}  // namespace pegsat::cli
