// SPDX-License-Identifier: GPL-3.0-or-later
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
#include "util/text.hpp"

namespace pegsat {
namespace {

// The board and solution of a file the batch has found right, read again
// for the problem a minimum is about (--board, when given, replaces the
// file's own). A file that no longer reads marks `r` unreadable.
struct Reread {
  Board board;
  Solution solution;
};
std::optional<Reread> reread(FileResult& r, const std::string& boardOption,
                             const InputRoots& roots) {
  auto text = readInput(r.file, roots, kMaxSolutionFileBytes);
  auto st = text ? parseSolutionText(*text, r.file) : Result<SolutionText>(text.error());
  if (st && !boardOption.empty()) st->board.reset();
  auto board = st ? loadSolutionBoard(*st, boardOption.empty() ? "english" : boardOption, roots)
                  : Result<Board>(st.error());
  auto sol = board ? resolveSolution(*st, *board) : Result<Solution>(board.error());
  if (!sol) {
    r.verdict = Verdict::kUnreadable, r.message = sol.error().message;
    return std::nullopt;
  }
  return Reread{std::move(*board), std::move(*sol)};
}

// A right solution file is also shortest, by the native fewest-moves search
// on the problem named (as `solve --min-moves`); a longer one is wrong, and
// one whose minimum the search cannot prove within the file's time limit is
// that file's error. Run by verify's worker, under the file's limits.
//
// The problem named is the one --start and --finish pin (the batch has made
// a file of another one wrong already), and what they leave out is named as
// on every command: the start the file's own (its start: header, else the
// board's usual one), the finish that start's vacancies. So a file that
// stops early, with a finish: header of its own, is no shortest solution of
// the game its start names: "minimum" is never taken from the file.
void checkOptimal(FileResult& r, const BatchOptions& batch, const CheckLimits& limits,
                  uint64_t tableBytes) {
  if (r.kind != "solution" || r.verdict != Verdict::kRight) return;
  auto read = reread(r, batch.board, limits.roots);
  if (!read) return;
  const Board& board = read->board;
  const Solution& sol = read->solution;
  if (batch.finish.empty() && sol.finish != (board.holes & ~sol.start)) {
    r.verdict = Verdict::kWrong;
    const std::string reason = fmt::format(
        "not the problem --expect-optimal checks: the file finishes with {} pegs ({}), not at "
        "its start's vacancies ({}); name the finish with --finish to check it",
        popcount(sol.finish), board.holeNames(sol.finish),
        board.holeNames(board.holes & ~sol.start));
    r.message = "wrong: " + reason;
    r.fields["reason"] = reason;
    return;
  }
  MinMovesOptions opt;
  opt.budget = limits.budget.withBytes(tableBytes);
  const MinMovesResult m = minMoves(board, sol.start, sol.finish, opt);
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

// A right solution file checked against a levels certificate of its
// problem: k moves and a certificate proving at least k make it shortest,
// with no search ("minimum": "certified"). A certificate that does not
// check, or is about another problem, makes the file wrong; one proving less
// leaves the minimum unproved (an error only with --expect-optimal).
void checkAgainstCertificate(FileResult& r, const std::string& certificate,
                             const std::string& boardOption, const CheckLimits& limits,
                             bool expectOptimal) {
  if (r.kind != "solution" || r.verdict != Verdict::kRight) return;
  auto read = reread(r, boardOption, limits.roots);
  if (!read) return;
  const Board& board = read->board;
  const Solution& sol = read->solution;
  const int moves = r.fields.value("moves", -1);
  const CertifiedMinimum m = certifiedMinimum(board, sol.start, sol.finish, moves, certificate,
                                              limits);
  switch (m.status) {
    case CertifiedMinimum::Status::Unreadable:
      r.verdict = Verdict::kUnreadable, r.message = m.message;
      return;
    case CertifiedMinimum::Status::Invalid:
      r.verdict = Verdict::kWrong;
      r.message = "wrong: " + m.message;
      r.fields["minimum"] = "not proved";
      return;
    case CertifiedMinimum::Status::Certified:
      r.fields["certified_moves"] = m.bound;
      r.fields["minimum"] = "certified";
      r.fields["minimum_moves"] = moves;
      r.message += " (minimum, certified)";
      return;
    case CertifiedMinimum::Status::NotProved:
      r.fields["certified_moves"] = m.bound;
      r.fields["minimum"] = "not proved";
      if (expectOptimal) {
        r.verdict = Verdict::kUnreadable;
        r.message = "optimality not proved: " + m.message;
        return;
      }
      r.message += " (at least " + std::to_string(m.bound) + " by the certificate)";
      return;
  }
}

}  // namespace

CertifiedMinimum certifiedMinimum(const Board& board, Cells start, Cells finish, int moves,
                                  const std::string& certificate, const CheckLimits& limits) {
  CertifiedMinimum m;
  auto cert = checkCertificateFile(certificate, limits, &board);
  if (!cert) {
    m.status = CertifiedMinimum::Status::Unreadable;
    m.message = "certificate: " + cert.error().str();
    return m;
  }
  const std::string name = printable(certificate, 200);
  auto invalid = [&](std::string why) {
    m.status = CertifiedMinimum::Status::Invalid;
    m.message = fmt::format("the certificate {} {}", name, why);
    return m;
  };
  if (!cert->ok) return invalid("is invalid: " + cert->reason);
  if (cert->kind != CertificateKind::Levels || cert->unitJumps)
    return invalid("is not a levels certificate in moves");
  const std::string problem = fmt::format(
      "start {}, finish {}", board.holeNames(board.holes & ~start), board.holeNames(finish));
  if (cert->problem != problem)
    return invalid(fmt::format("is about {}, not this solution's {}", cert->problem, problem));
  m.bound = cert->bound;
  m.status = moves == cert->bound ? CertifiedMinimum::Status::Certified
                                  : CertifiedMinimum::Status::NotProved;
  if (moves != cert->bound)
    m.message = fmt::format("the certificate proves at least {} moves, not {}", cert->bound, moves);
  return m;
}

std::vector<FileResult> runVerify(const VerifyJob& job,
                                  const std::function<void(const FileResult&)>& onResult) {
  BatchOptions batch = job.batch;
  if (!job.certificate.empty()) {
    // The certificate proves the minimum: no search.
    batch.alsoRead.push_back(job.certificate);
    batch.extra = [board = batch.board, cert = job.certificate,
                   expect = job.expectOptimal](FileResult& r, const CheckLimits& limits) {
      checkAgainstCertificate(r, cert, board, limits, expect);
    };
  } else if (job.expectOptimal) {
    // The search's tables share the run's memory with the other workers.
    const unsigned workers =
        batch.threads ? batch.threads : std::max(1u, std::thread::hardware_concurrency());
    const uint64_t tables = batch.maxMemoryBytes / workers;
    batch.extra = [named = batch, tables](FileResult& r, const CheckLimits& limits) {
      checkOptimal(r, named, limits, tables);
    };
  }
  return verifyFiles(job.files, batch, onResult);
}

Result<CertificateReport> runVerifyCertificate(const std::string& path, const CheckLimits& limits,
                                               const std::string& board) {
  if (board.empty()) return checkCertificateFile(path, limits);
  auto expected = loadBoard(board);
  if (!expected) return expected.error();
  return checkCertificateFile(path, limits, &*expected);
}

std::vector<Result<CertificateReport>> runVerifyCertificates(
    const VerifyJob& job,
    const std::function<void(const std::string&, const Result<CertificateReport>&)>& onResult) {
  const InputRoots roots = verifiedRoots(job.files, job.batch);
  MemoryBudget memory(job.batch.maxMemoryBytes);
  std::vector<Result<CertificateReport>> results;
  results.reserve(job.files.size());
  // --board: every certificate must be about this board.
  std::optional<Result<Board>> expected;
  if (!job.batch.board.empty()) expected = loadBoard(job.batch.board);
  for (const std::string& file : job.files) {
    const CheckLimits limits{
        roots,
        job.batch.fileTime ? job.batch.budget.narrower(*job.batch.fileTime) : job.batch.budget,
        job.batch.maxMemoryBytes ? &memory : nullptr};
    if (expected && !*expected) {
      results.emplace_back(Error{"--board", 0, expected->error().str()});
    } else {
      results.push_back(
          checkCertificateFile(file, limits, expected ? &expected->value() : nullptr));
    }
    if (onResult) onResult(file, results.back());
  }
  return results;
}

}  // namespace pegsat
