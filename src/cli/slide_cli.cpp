// What the `pegsat slide` subcommands share (slide_cli.hpp).
#include "cli/slide_cli.hpp"

#include <cstdlib>
#include <limits>

#include "cli/progress.hpp"
#include "slide/pdb_heuristic.hpp"

namespace pegsat::cli {

using namespace pegsat::slide;

void addGoalOption(CLI::App& app, std::string& goal) {
  app.add_option("--goal", goal,
                 "Goal convention: last (1 2 ... 0, Princeton), first (0 1 2 ..., Korf), or auto: "
                 "last for a Princeton file, first for instance lines")
      ->check(CLI::IsMember({"auto", "first", "last"}))
      ->capture_default_str();
}

void addSearchOptions(CLI::App& app, SearchOpts& o) {
  addGoalOption(app, o.goal);
  app.add_option("--algo", o.algo,
                 "ida (IDA*), astar (A*, Manhattan priority) or sat (CryptoMiniSat)")
      ->check(CLI::IsMember({"ida", "astar", "sat"}))
      ->capture_default_str();
  app.add_option("--heuristic,-H", o.heuristic,
                 "manhattan, lc (Manhattan + linear conflict), pdb (pattern databases) or auto "
                 "(pdb for the 15- and 24-puzzles with IDA*, else lc; manhattan for A*)")
      ->check(CLI::IsMember({"auto", "manhattan", "lc", "pdb"}))
      ->capture_default_str();
  app.add_option("--pdb", o.pdb,
                 "Pattern partition: 4-4 (3x3), 5-5-5, 6-6-3, 7-8 (4x4), 6-6-6-6 (5x5), or auto: "
                 "4-4, 7-8 or 6-6-6-6 by size")
      ->capture_default_str();
  app.add_option("--pdb-dir", o.pdbDir,
                 "Cache directory of pattern databases (default $XDG_CACHE_HOME/pegsat or "
                 "~/.cache/pegsat; 'none' to build without caching)");
  app.add_flag("--no-reflect", o.noReflect, "Do not look databases up through the diagonal");
  app.add_option("--max-nodes", o.maxNodes,
                 "Give up on a puzzle after this many nodes (0: no limit); the answer is unknown")
      ->check(wholeNumber(0, std::numeric_limits<int64_t>::max()));
  app.add_option("--puzzle-timeout", o.timeLimit,
                 "Give up on a puzzle after this many seconds of IDA* (0: no limit); the answer "
                 "is unknown")
      ->check(number(0, 1e9));
  addTimeoutOption(app, o.limits,
                   "the whole file (IDA* and A* within a puzzle, --algo sat between puzzles), "
                   "reporting the puzzles done,");
  app.footer(
      "Memory: the pattern databases take what their partition needs and A* is bounded by "
      "--max-nodes, so there is no --max-memory.");
  app.add_option("--max-sat-steps", o.maxSatSteps, "Largest T tried by --algo sat")
      ->check(wholeNumber(0, 1000))
      ->capture_default_str();
  app.add_flag("--quiet,-q", o.quiet, "No progress on stderr");
  app.add_flag("--json", o.json, "Print JSON");
}

std::string defaultCacheDir() {
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return std::string(x) + "/pegsat";
  if (const char* h = std::getenv("HOME"); h && *h) return std::string(h) + "/.cache/pegsat";
  return "";
}

GoalKind goalFor(const std::string& goal, PuzzleFile::Format f) {
  if (goal == "first") return GoalKind::BlankFirst;
  if (goal == "last") return GoalKind::BlankLast;
  return f == PuzzleFile::Format::Princeton ? GoalKind::BlankLast : GoalKind::BlankFirst;
}

Result<std::unique_ptr<Prepared>> prepare(const SearchOpts& o, int n, GoalKind goal) {
  auto p = std::make_unique<Prepared>();
  SolveOptions& s = p->solve;
  s.goal = goal;
  s.algorithm = o.algo == "astar" ? Algorithm::AStar
                : o.algo == "sat" ? Algorithm::Sat
                                  : Algorithm::IdaStar;
  s.reflect = !o.noReflect;
  s.limits.maxNodes = o.maxNodes;
  s.limits.maxSeconds = o.timeLimit;
  s.maxSatSteps = o.maxSatSteps;
  std::string h = o.heuristic;
  if (h == "auto") {
    if (s.algorithm == Algorithm::AStar)
      h = "manhattan";
    else
      h = (s.algorithm == Algorithm::IdaStar && (n == 4 || n == 5)) ? "pdb" : "lc";
  }
  s.heuristic = h == "manhattan" ? HeuristicKind::Manhattan
                : h == "lc"      ? HeuristicKind::LinearConflict
                                 : HeuristicKind::PatternDb;
  if (s.heuristic == HeuristicKind::PatternDb && s.algorithm == Algorithm::IdaStar) {
    const std::string dir = o.pdbDir == "none" ? ""
                            : o.pdbDir.empty() ? defaultCacheDir()
                                               : o.pdbDir;
    Progress progress(o.quiet);
    auto set = loadOrBuildPdbs(n, goalCell(n, goal, 0), o.pdb, dir, &p->report,
                               [&progress](int depth, uint64_t frontier, uint64_t filled) {
                                 progress(fmt::format("pattern database: depth {}, {} new, {} filled",
                                                      depth, frontier, filled));
                               });
    progress.clear();
    if (!set) return Error{"--pdb", 0, set.error().message};
    p->pdbs = std::make_unique<PdbSet>(std::move(*set));
    s.pdbs = p->pdbs.get();
    for (const auto& e : p->report.entries)
      if (!e.warning.empty() && !o.quiet) fmt::print(stderr, "pegsat: warning: {}\n", e.warning);
  }
  return p;
}

std::string movesText(const std::vector<Dir>& moves) {
  std::string s;
  for (Dir d : moves) s += dirLetter(d);
  return s;
}

Result<PuzzleFile> loadOnePuzzle(const std::string& path, const char* verb) {
  auto file = loadPuzzles(path);
  if (file && file->puzzles.size() != 1)
    return Error{path, 0,
                 fmt::format("{} puzzles in the file; {} takes one", file->puzzles.size(), verb)};
  return file;
}

}  // namespace pegsat::cli
