// SPDX-License-Identifier: GPL-3.0-or-later
// The slide-solve job: optimal solutions of every puzzle of a file, one
// after another, under a time limit for the whole file. `pegsat slide solve`
// and the API's slideSolve are this job with other front ends.
#pragma once

#include <string>
#include <vector>

#include "job/slide_search.hpp"

namespace pegsat {

struct SlideSolveJob {
  std::string file;  // Princeton format or Korf instance lines
  SlideSearch search;
  // The time limit and stop flag of the whole file (IDA* and A* are stopped
  // within a puzzle, SAT between puzzles); the progress hears of pattern
  // databases being built.
  Limits limits;
};

struct SlidePuzzleAnswer {
  int line = 0;  // of the puzzle in the file
  Outcome outcome = Outcome::Unknown;
  // The limit of the whole job that cut this puzzle short (or kept it from
  // starting, when !begun): the last answer of a stopped job.
  Stop stop = Stop::None;
  bool begun = true;
  uint64_t nodes = 0;
  int initialH = 0;  // the heuristic's value at the start
  double seconds = 0;
  // When Solved: the blank's moves (U D L R), and the Princeton boards from
  // the start to the goal, one after another with a blank line between.
  std::vector<slide::Dir> moves;
  std::string movesText;
  std::string boards;
};

struct SlideSolveReport {
  // The answers folded in the file's order (a later "no solution" or
  // "unknown" replaces the one before), Solved when every puzzle is.
  Outcome outcome = Outcome::Solved;
  Stop stop = Stop::None;     // the whole job's limit, when it stopped it
  size_t puzzles = 0;         // in the file
  size_t done = 0;            // answered before a limit stopped the job
  std::vector<SlidePuzzleAnswer> answers;
  std::vector<std::string> warnings;  // pattern-database cache files bad or not written
};

// Errors: an unreadable file, settings the search cannot take, a puzzle the
// method refuses (with its line).
Result<SlideSolveReport> runSlideSolve(const SlideSolveJob& job);

}  // namespace pegsat
