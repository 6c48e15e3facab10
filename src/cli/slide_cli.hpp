// What the `pegsat slide` subcommands share: the search options of solve and
// bench, the goal option, and loading a puzzle file or the pattern databases.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "cli/command.hpp"
#include "encodings/slide_solve.hpp"
#include "slide/puzzle.hpp"

namespace pegsat::cli {

// Options shared by solve and bench.
struct SearchOpts {
  std::string goal = "auto", algo = "ida", heuristic = "auto", pdb = "auto", pdbDir;
  bool noReflect = false, quiet = false, json = false;
  uint64_t maxNodes = 0;
  double timeLimit = 0;  // --puzzle-timeout, for each puzzle
  int maxSatSteps = 40;
  LimitOptions limits;  // --timeout for the whole file (bench adds --threads)
};

void addGoalOption(CLI::App& app, std::string& goal);
void addSearchOptions(CLI::App& app, SearchOpts& o);
std::string defaultCacheDir();
slide::GoalKind goalFor(const std::string& goal, slide::PuzzleFile::Format f);

// Resolves the options for puzzles of side n and goal, loading (or building)
// the pattern databases when the heuristic needs them.
struct Prepared {
  slide::SolveOptions solve;
  std::unique_ptr<slide::PdbSet> pdbs;
  slide::PdbLoadReport report;
};
Result<std::unique_ptr<Prepared>> prepare(const SearchOpts& o, int n, slide::GoalKind goal);

std::string movesText(const std::vector<slide::Dir>& moves);
// A puzzle file that must hold exactly one puzzle, for `verb`.
Result<slide::PuzzleFile> loadOnePuzzle(const std::string& path, const char* verb);

// The sub-subcommands, one file each.
Runner setupSlideSolve(CLI::App& app);
Runner setupSlideBench(CLI::App& app);
Runner setupSlideVerify(CLI::App& app);
Runner setupSlideEncode(CLI::App& app);

}  // namespace pegsat::cli
