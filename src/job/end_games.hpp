// SPDX-License-Identifier: GPL-3.0-or-later
// The end-games job: random solution files, the input for timing `verify`
// (scripts/verify-bench.sh). Each is a random game from a built-in board's
// usual start, played until no jump is left and cut at a random length, with
// its own start, finish and moves headers; every one is solvable by
// construction, so all must verify. The files are deterministic in the seed.
#pragma once

#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "job/job.hpp"
#include "util/result.hpp"

namespace pegsat {

struct EndGamesJob {
  int games = 0;     // files, spread over the built-in boards in turn
  std::string dir;   // written as DIR/BOARD/game-NNNNN.sol
  uint64_t seed = 1;
  Limits limits;     // the time limit and stop flag, checked between files
};

struct EndGamesReport {
  Outcome outcome = Outcome::Unknown;  // Solved: every file written
  Stop stop = Stop::None;
  int written = 0;
  std::map<std::string, int> perBoard;
};

// The Error names a folder or file that could not be written; the files
// written before it stay, each whole.
Result<EndGamesReport> writeEndGames(const EndGamesJob& job);

// One random game from `board`'s usual start, played until no jump is left,
// then cut after a random number of its jumps (at least one); empty when the
// start has no jump.
std::vector<Jump> randomEndGame(const Board& board, std::mt19937_64& rng);

}  // namespace pegsat
