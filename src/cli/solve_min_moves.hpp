// SPDX-License-Identifier: GPL-3.0-or-later
// `pegsat solve --min-moves`'s options, and its --table: the fewest moves
// (chains of jumps by one peg) of every single-vacancy to single-survivor
// problem of a board. (One problem's fewest moves is the solve job's.)
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

struct TableRun {
  bool json = false, quiet = false;
  LimitOptions limits;
  std::string certificates;  // --certificate: a folder for one certificate a problem
};

// `--min-moves --table`: exit 10 with a complete table, each entry's solution
// verified, or 0 when a limit left entries unknown.
int printMinMovesTable(const Problem& p, const TableRun& run);

}  // namespace pegsat::cli
