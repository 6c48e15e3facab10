// SPDX-License-Identifier: GPL-3.0-or-later
// The count job: the exact number of jump sequences that solve a problem, by
// the layered counter (alone or shared by MPI ranks), the memoized depth-first
// count, or SAT model enumeration. `pegsat count` and the public API's count
// are this job with other front ends. Beside it the tables: the positions
// after each jump or each move, the complete games, every single-vacancy
// problem of a board.
#pragma once

#include <boost/multiprecision/cpp_int.hpp>
#include <optional>

#include "count/count.hpp"
#include "encodings/sat_solve.hpp"
#include "job/certify.hpp"
#include "job/job.hpp"
#include "job/method_options.hpp"
#include "search/min_moves.hpp"
#include "util/result.hpp"

namespace pegsat {

enum class CountMethod { Layers, Memo, Sat };

struct CountJob {
  CountMethod method = CountMethod::Layers;
  Limits limits;
  Exchange* exchange = nullptr;  // the MPI ranks sharing a layered count; null for one process
  // When the count is 0: write a certificate of "no solution" here (as
  // solve does, job/certify.hpp); empty for none. One process only.
  std::string certificate;
  double certificateTimeoutSeconds = 60;  // for CaDiCaL's DRAT proof
};

struct CountReport {
  // Solved: the count is exact (NoSolution when it is 0). Unknown: stopped,
  // and the Stop says by which limit.
  Outcome outcome = Outcome::Unknown;
  Stop stop = Stop::None;
  boost::multiprecision::cpp_int solutions;  // when not Unknown
  double milliseconds = 0;
  std::optional<CountStats> native;  // Layers and Memo
  std::optional<SatStats> sat;       // Sat
  std::optional<Certification> certificate;  // with job.certificate, when NoSolution
  // An internal error: a certificate that does not check. Never handed out.
  std::string bug;
};

// The Error is a problem the method cannot take, or a run on more MPI ranks
// than the work can use (tooManyRanks).
Result<CountReport> runCount(const Problem& problem, const CountJob& job);

// The tables, each by the layered counter under `limits`, shared by the MPI
// ranks of `exchange` when not null (every rank calls the same job). Their
// outcome is Solved when the table is complete, whatever it says of
// solutions, and Unknown when a limit stopped it (the Stop says which). The
// Error is a run on more ranks than the work can use (tooManyRanks).

// The positions after each jump, and those of them on a solution path.
struct LevelsReport {
  Outcome outcome = Outcome::Unknown;
  Stop stop = Stop::None;
  std::vector<LevelInfo> levels;  // one per jump, 0 .. pegs(start) - pegs(finish)
  CountStats stats;
  double milliseconds = 0;
};
Result<LevelsReport> runCountLevels(const Problem& problem, const Limits& limits,
                                    Exchange* exchange = nullptr);

// The complete games from the start (the problem's finish plays no part).
struct GamesReport {
  Outcome outcome = Outcome::Unknown;
  Stop stop = Stop::None;
  boost::multiprecision::cpp_int games, deadEnds;
  std::vector<boost::multiprecision::cpp_int> gamesByPegs;  // index = pegs left
  CountStats stats;
  double milliseconds = 0;
};
Result<GamesReport> runCountGames(const Board& board, Cells start, const Limits& limits,
                                  Exchange* exchange = nullptr);

// The solutions of every single-vacancy start to every single-survivor finish.
struct TableReport {
  Outcome outcome = Outcome::Unknown;
  Stop stop = Stop::None;
  std::vector<TableRow> rows;  // one per hole, in cell order
  CountStats stats;
  double milliseconds = 0;
};
Result<TableReport> runCountTable(const Board& board, const Limits& limits,
                                  Exchange* exchange = nullptr);

// The positions first reached after n moves from the start and n moves
// before the finish (Bell's B[n] and B[-n]), by the fewest-moves search in
// one process.
struct MoveLevelsReport {
  Outcome outcome = Outcome::Unknown;
  Stop stop = Stop::None;
  std::vector<MoveLevels> forward, backward;
  MinMovesStats stats;
  double milliseconds = 0;
};
MoveLevelsReport runMoveLevels(const Problem& problem, const Limits& limits);

// More ranks than the widest layer held positions: some rank held no share
// of any layer. The answer is sound, but the run asked for more machines than
// the work can use, so it is refused. Null for one process, or a count with
// no layers (nothing to share).
std::optional<Error> tooManyRanks(const CountStats& stats);

}  // namespace pegsat
