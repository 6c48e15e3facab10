// SPDX-License-Identifier: GPL-3.0-or-later
// What the `pegsat slide` subcommands share (slide_cli.hpp).
#include "cli/slide_cli.hpp"

#include <limits>

namespace pegsat::cli {

void addGoalOption(CLI::App& app, std::string& goal) {
  app.add_option("--goal", goal,
                 "Goal convention: last (1 2 ... 0, Princeton), first (0 1 2 ..., Korf), or auto: "
                 "last for a Princeton file, first for instance lines")
      ->check(CLI::IsMember({"auto", "first", "last"}))
      ->capture_default_str();
}

void addSearchOptions(CLI::App& app, SearchOpts& o) {
  addGoalOption(app, o.search.goal);
  app.add_option("--algo", o.search.algorithm,
                 "ida (IDA*), astar (A*, Manhattan priority) or sat (CryptoMiniSat)")
      ->check(CLI::IsMember({"ida", "astar", "sat"}))
      ->capture_default_str();
  app.add_option("--heuristic,-H", o.search.heuristic,
                 "manhattan, lc (Manhattan + linear conflict), pdb (pattern databases) or auto "
                 "(pdb for the 15- and 24-puzzles with IDA*, else lc; manhattan for A*)")
      ->check(CLI::IsMember({"auto", "manhattan", "lc", "pdb"}))
      ->capture_default_str();
  app.add_option("--pdb", o.search.pdb,
                 "Pattern partition: 4-4 (3x3), 5-5-5, 6-6-3, 7-8 (4x4), 6-6-6-6 (5x5), or auto: "
                 "4-4, 7-8 or 6-6-6-6 by size")
      ->capture_default_str();
  app.add_option("--pdb-dir", o.search.pdbDir,
                 "Cache directory of pattern databases (default $XDG_CACHE_HOME/pegsat or "
                 "~/.cache/pegsat; 'none' to build without caching)");
  app.add_flag("--no-reflect", o.noReflect, "Do not look databases up through the diagonal");
  app.add_option("--max-nodes", o.search.maxNodes,
                 "Give up on a puzzle after this many nodes (0: no limit); the answer is unknown")
      ->check(wholeNumber(0, std::numeric_limits<int64_t>::max()));
  app.add_option("--puzzle-timeout", o.search.puzzleTimeoutSeconds,
                 "Give up on a puzzle after this many seconds of IDA* (0: no limit); the answer "
                 "is unknown")
      ->check(number(0, 1e9));
  addTimeoutOption(app, o.limits,
                   "the whole file (the searches, the pattern databases' builds and --algo "
                   "sat within a puzzle), reporting the puzzles done,");
  app.footer(
      "Memory: the pattern databases take what their partition needs and A* is bounded by "
      "--max-nodes, so there is no --max-memory.");
  app.add_option("--max-sat-steps", o.search.maxSatSteps, "Largest T tried by --algo sat")
      ->check(wholeNumber(0, 1000))
      ->capture_default_str();
  app.add_flag("--quiet,-q", o.quiet, "No progress on stderr");
  app.add_flag("--json", o.json, "Print JSON");
}

void printWarnings(const std::vector<std::string>& warnings, bool quiet) {
  if (quiet) return;
  for (const std::string& w : warnings) fmt::print(stderr, "pegsat: warning: {}\n", w);
}

}  // namespace pegsat::cli
