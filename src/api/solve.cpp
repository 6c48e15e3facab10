// The public API's solve and minMoves: the native searches or CryptoMiniSat,
// and every solution sent through the independent verifier before it is
// handed out, as the pegsat command does.
#include <fmt/format.h>

#include <optional>
#include <thread>

#include "api/handles.hpp"
#include "decide/decide.hpp"
#include "encodings/moves_sat.hpp"
#include "encodings/sat_solve.hpp"
#include "peg/solution_file.hpp"
#include "search/min_moves.hpp"
#include "verifier/handed_out.hpp"

namespace pegsat::api {
namespace {

unsigned threadsFor(const SolveOptions& options) {
  return options.threads > 0 ? options.threads : std::max(1u, std::thread::hardware_concurrency());
}

// The SAT settings the pegsat command uses, with the caller's limits.
SatOptions satOptionsFor(const SolveOptions& options) {
  SatOptions s;
  s.threads = threadsFor(options);
  s.timeoutSeconds = options.timeoutSeconds;
  s.stop = options.stop;
  return s;
}

bool interrupted(const SolveOptions& options) { return options.stop && options.stop->load(); }

Answer unknownAnswer(std::string reason) {
  Answer a;
  a.status = Status::Unknown;
  a.reason = std::move(reason);
  return a;
}

Answer impossibleAnswer(bool classRejected) {
  Answer a;
  a.status = Status::Impossible;
  if (classRejected) a.reason = "start and finish are in different position classes";
  return a;
}

// The answer for a solution the search found: its solution file, read back
// and replayed by the verifier. A solution that fails there, or that makes
// another number of moves than claimed, is a bug and never handed out.
Answer solvedAnswer(const pegsat::Board& board, Cells start, Cells finish,
                    const std::vector<Jump>& jumps, std::optional<int> minimumMoves) {
  std::optional<MovesClaim> claim;
  if (minimumMoves) claim = MovesClaim{*minimumMoves, true, 0};
  auto checked = verifiedSolutionText(board, start, finish, jumps, claim);
  if (!checked) return unknownAnswer("internal error: " + checked.error().str());
  Answer a;
  a.solution = std::move(*checked);
  a.status = Status::Solved;
  a.jumps = detail::jumpNames(board, jumps);
  a.moves = countMoves(jumps);
  return a;
}

Answer answerFromSat(const pegsat::Board& board, Cells start, Cells finish, SatStatus status,
                     const std::vector<Jump>& jumps, std::optional<int> minimumMoves,
                     const SolveOptions& options) {
  switch (status) {
    case SatStatus::Solved:
      return solvedAnswer(board, start, finish, jumps, minimumMoves);
    case SatStatus::NoSolution:
      return impossibleAnswer(false);
    case SatStatus::Unknown:
      break;
  }
  return unknownAnswer(interrupted(options) ? "interrupted" : "time limit");
}

}  // namespace

Answer solve(const Problem& problem, const SolveOptions& options) {
  try {
    const pegsat::Board& board = detail::BoardData::of(problem.board());
    const auto& [start, finish] = detail::ProblemData::of(problem);
    if (options.method == Method::Sat) {
      auto r = solveBySat(board, start, finish, satOptionsFor(options));
      if (!r) return unknownAnswer(r.error().str());
      return answerFromSat(board, start, finish, r->status, r->jumps, std::nullopt, options);
    }
    DecideOptions o;
    o.search.maxMemoryBytes = options.maxMemoryBytes;
    o.search.maxSeconds = options.timeoutSeconds;
    o.search.stop = options.stop;
    o.countThreads = int(threadsFor(options));
    if (options.progress) {
      o.search.progress = [&options](uint64_t nodes, uint64_t dead, uint64_t bytes) {
        options.progress(fmt::format("searching: {} positions, {} dead stored, {} MB", nodes, dead,
                                     bytes >> 20));
      };
      o.countProgress = [&options](const std::string& line) { options.progress("counting: " + line); };
    }
    const Decision d = decide(board, start, finish, o);
    const SolveResult& r = d.result;
    switch (r.status) {
      case SolveStatus::Solved:
        return solvedAnswer(board, start, finish, r.jumps, std::nullopt);
      case SolveStatus::NoSolution: {
        Answer a = impossibleAnswer(r.stats.classRejected);
        if (r.stats.pagodaCases)
          a.reason = "a pagoda for each first and last jump rules out every solution";
        if (d.byCount) a.reason = "the exact count by layers found no solution";
        return a;
      }
      case SolveStatus::Aborted:
        break;
    }
    return unknownAnswer(interrupted(options) ? "interrupted" : "time or memory limit");
  } catch (const std::exception& e) {
    return unknownAnswer(detail::describeFailure(e));
  }
}

Answer minMoves(const Problem& problem, const SolveOptions& options) {
  try {
    const pegsat::Board& board = detail::BoardData::of(problem.board());
    const auto& [start, finish] = detail::ProblemData::of(problem);
    if (options.method == Method::Sat) {
      auto r = minMovesBySat(board, start, finish, satOptionsFor(options));
      if (!r) return unknownAnswer(r.error().str());
      if (r->status == SatStatus::Solved && r->lowerBound != r->upperBound)
        return unknownAnswer("internal error: the fewest moves were not proved");
      return answerFromSat(board, start, finish, r->status, r->jumps, r->upperBound, options);
    }
    MinMovesOptions o;
    o.maxMemoryBytes = options.maxMemoryBytes;
    o.timeoutSeconds = options.timeoutSeconds;
    o.threads = int(options.threads);
    o.stop = options.stop;
    o.progress = options.progress;
    const MinMovesResult r = pegsat::minMoves(board, start, finish, o);
    switch (r.status) {
      case MinMovesStatus::Optimal:
        return solvedAnswer(board, start, finish, r.jumps, r.moves);
      case MinMovesStatus::NoSolution:
        return impossibleAnswer(r.stats.classRejected);
      case MinMovesStatus::Unknown:
        break;
    }
    if (interrupted(options)) return unknownAnswer("interrupted");
    return unknownAnswer(r.stoppedBy == MinMovesResult::Stop::Memory ? "memory limit"
                                                                     : "time limit");
  } catch (const std::exception& e) {
    return unknownAnswer(detail::describeFailure(e));
  }
}

}  // namespace pegsat::api
