// SPDX-License-Identifier: GPL-3.0-or-later
// The table of pegsat's subcommands, in the order `pegsat --help` lists them.
#include "cli/command.hpp"

namespace pegsat::cli {

Runner setupBoards(CLI::App&);
Runner setupSolve(CLI::App&);
Runner setupVerify(CLI::App&);
Runner setupCount(CLI::App&);
Runner setupEncode(CLI::App&);
Runner setupDecode(CLI::App&);
Runner setupCrosscheck(CLI::App&);
Runner setupBench(CLI::App&);
Runner setupEndGames(CLI::App&);
Runner setupSlide(CLI::App&);
Runner setupDraw(CLI::App&);

const std::vector<Command>& commands() {
  static const std::vector<Command> table = {
      {"boards", "List the built-in boards with their holes, jumps and symmetries", setupBoards},
      {"solve", "Find a solution (exit 10) or prove there is none (exit 20)", setupSolve},
      {"verify", "Check solution files or folders of them (exit 0 if all right, 1 if any wrong)",
       setupVerify},
      {"count", "Count the solutions exactly (--levels, --games, --table for more)", setupCount},
      {"encode", "Write a problem as DIMACS CNF for any SAT solver", setupEncode},
      {"decode", "Turn a SAT solver's model of an encoded problem into a verified solution file",
       setupDecode},
      {"crosscheck",
       "Count random end games by the native counter and by SAT; exit 1 on a difference",
       setupCrosscheck},
      {"bench", "Time the native solver on a problem; the node count is a regression signature",
       setupBench},
      {"end-games",
       "Write random solvable end games as solution files, the input for timing verify",
       setupEndGames},
      {"slide", "Sliding-tile puzzles: solve, bench, verify, encode (8-, 15-, 24-puzzle)",
       setupSlide},
      {"draw", "Draw a board, a position or a solution (also animated, or a sliding puzzle's) as SVG",
       setupDraw},
  };
  return table;
}

}  // namespace pegsat::cli
