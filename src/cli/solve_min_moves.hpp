// `pegsat solve --min-moves`: the fewest moves (chains of jumps by one peg) of
// a problem, with a verified optimal solution, or of every single-vacancy to
// single-survivor problem with --table. Kept apart from cmd_solve.cpp so that
// the subcommand needs only one option call and one branch.
#pragma once

#include <memory>
#include <string>

#include "cli/command.hpp"

namespace pegsat::cli {

struct MinMovesCliOptions {
  bool minMoves = false;
  bool table = false;
};

// --min-moves and --table.
void addMinMovesOptions(CLI::App& app, const std::shared_ptr<MinMovesCliOptions>& o);

struct MinMovesRun {
  std::string output;       // solution file path ("" = stdout)
  std::string plan;         // IPC plan path ("" = none)
  bool json = false, quiet = false;
  double maxMemoryGiB = 0;  // 0 = default
  double timeoutSeconds = 0;
  unsigned threads = 0;
};

// Exit 10 with an optimal solution (or a complete table), 20 when there is no
// solution, 0 (unknown) at a limit, with the bounds proved so far.
int runMinMoves(const Problem& p, const MinMovesCliOptions& o, const MinMovesRun& run);

}  // namespace pegsat::cli
