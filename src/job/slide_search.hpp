// SPDX-License-Identifier: GPL-3.0-or-later
// The search settings that `slide solve` and `slide bench` share, in words
// (as the command line, the API and Python spell them), and their resolution
// into the sliding library's options for puzzles of one side: the heuristic
// chosen for "auto", the pattern databases loaded from the cache or built.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "encodings/slide_solve.hpp"
#include "job/job.hpp"
#include "slide/puzzle.hpp"

namespace pegsat {

struct SlideSearch {
  std::string goal = "auto";       // last (1 2 ... 0, Princeton), first (0 1 2 ..., Korf), auto
  std::string algorithm = "ida";   // ida, astar, sat
  std::string heuristic = "auto";  // manhattan, lc, pdb, auto
  std::string pdb = "auto";        // pattern partition: 4-4, 5-5-5, 6-6-3, 7-8, 6-6-6-6, auto
  // Cache folder of pattern databases: empty for $XDG_CACHE_HOME/pegsat or
  // ~/.cache/pegsat, "none" to build without caching.
  std::string pdbDir;
  bool reflect = true;               // look databases up through the diagonal too
  uint64_t maxNodes = 0;             // per puzzle; 0: none
  double puzzleTimeoutSeconds = 0;   // per puzzle, IDA* only; 0: none
  int maxSatSteps = 40;              // largest T tried by the sat algorithm
};

// The goal convention of the settings for a file of this format.
slide::GoalKind slideGoal(const std::string& goal, slide::PuzzleFile::Format format);

// The settings resolved for puzzles of side n: the search options, and the
// pattern databases they point into (owned here, so keep this alive while
// searching). `warnings` names cache files that were bad or not written.
struct SlidePreparation {
  slide::SolveOptions solve;
  std::unique_ptr<slide::PdbSet> pdbs;
  slide::PdbLoadReport pdbReport;
  std::vector<std::string> warnings;
  // A limit of the budget stopped the databases' build: nothing to search with.
  Stop stopped = Stop::None;
};

// Errors: a word the settings do not know, a partition that does not fit.
// `progress` hears of databases being built. The searches, and the builds
// of the databases, poll `budget` (the whole job's).
Result<std::unique_ptr<SlidePreparation>> prepareSlideSearch(
    const SlideSearch& search, int n, slide::GoalKind goal,
    const std::function<void(const std::string&)>& progress = {}, const Budget& budget = {});

// The blank's moves as letters U D L R.
std::string slideMovesText(const std::vector<slide::Dir>& moves);

// A puzzle file that must hold exactly one puzzle, for `verb` ("verify").
Result<slide::PuzzleFile> loadOnePuzzle(const std::string& path, const char* verb);

}  // namespace pegsat
