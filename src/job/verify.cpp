#include "job/verify.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <thread>

#include "peg/board_file.hpp"
#include "peg/solution_file.hpp"
#include "search/min_moves.hpp"
#include "util/input_file.hpp"
#include "util/memory_budget.hpp"

namespace pegsat {
namespace {

// A right solution file is also shortest, by the native fewest-moves search
// on its problem (as `solve --min-moves`); a longer one is wrong, and one
// whose minimum the search cannot prove within the file's time limit is that
// file's error. Run by verify's worker, under the file's limits.
void checkOptimal(FileResult& r, const std::string& boardOption, const CheckLimits& limits,
                  uint64_t tableBytes) {
  if (r.kind != "solution" || r.verdict != Verdict::kRight) return;
  auto text = readInput(r.file, limits.roots, kMaxSolutionFileBytes);
  auto st = text ? parseSolutionText(*text, r.file) : Result<SolutionText>(text.error());
  if (st && !boardOption.empty()) st->board.reset();
  auto board = st ? loadSolutionBoard(*st, boardOption.empty() ? "english" : boardOption,
                                      limits.roots)
                  : Result<Board>(st.error());
  auto sol = board ? resolveSolution(*st, *board) : Result<Solution>(board.error());
  if (!sol) {
    r.verdict = Verdict::kUnreadable, r.message = sol.error().message;
    return;
  }
  MinMovesOptions opt;
  opt.budget = limits.budget.withBytes(tableBytes);
  const MinMovesResult m = minMoves(*board, sol->start, sol->finish, opt);
  const int moves = r.fields.value("moves", -1);
  r.fields["minimum_moves"] = m.status == Outcome::Solved ? m.moves : -1;
  if (m.status == Outcome::Solved && m.moves == moves) {
    r.message += " (minimum)";
    return;
  }
  if (m.status != Outcome::Solved) {
    r.verdict = Verdict::kUnreadable;
    r.message =
        fmt::format("optimality not proved: stopped at the {} (at least {} moves)",
                    m.stoppedBy == Stop::MemoryLimit   ? "memory limit (--max-memory)"
                    : m.stoppedBy == Stop::Interrupted ? "interruption"
                                                       : "time limit (--timeout, --file-timeout)",
                    m.lowerBound);
    return;
  }
  r.verdict = Verdict::kWrong;
  r.message = fmt::format("wrong: not optimal: {} moves, the minimum is {}", moves, m.moves);
}

}  // namespace

std::vector<FileResult> runVerify(const VerifyJob& job,
                                  const std::function<void(const FileResult&)>& onResult) {
  BatchOptions batch = job.batch;
  if (job.expectOptimal) {
    // The search's tables share the run's memory with the other workers.
    const unsigned workers =
        batch.threads ? batch.threads : std::max(1u, std::thread::hardware_concurrency());
    const uint64_t tables = batch.maxMemoryBytes / workers;
    batch.extra = [board = batch.board, tables](FileResult& r, const CheckLimits& limits) {
      checkOptimal(r, board, limits, tables);
    };
  }
  return verifyFiles(job.files, batch, onResult);
}

std::vector<Result<CertificateReport>> runVerifyCertificates(
    const VerifyJob& job,
    const std::function<void(const std::string&, const Result<CertificateReport>&)>& onResult) {
  const InputRoots roots = verifiedRoots(job.files, job.batch);
  MemoryBudget memory(job.batch.maxMemoryBytes);
  std::vector<Result<CertificateReport>> results;
  // --board: every certificate must be about this board.
  std::optional<Result<Board>> expected;
  if (!job.batch.board.empty()) expected = loadBoard(job.batch.board);
  for (const std::string& file : job.files) {
    const CheckLimits limits{
        roots,
        job.batch.fileTime ? job.batch.budget.narrower(*job.batch.fileTime) : job.batch.budget,
        job.batch.maxMemoryBytes ? &memory : nullptr};
    if (expected && !*expected) {
      results.push_back(Error{"--board", 0, expected->error().str()});
    } else {
      results.push_back(
          checkCertificateFile(file, limits, expected ? &expected->value() : nullptr));
    }
    if (onResult) onResult(file, results.back());
  }
  return results;
}

}  // namespace pegsat
