// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/verify_text.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <optional>

#include "peg/board_file.hpp"
#include "peg/board_identity.hpp"
#include "peg/solution_file.hpp"
#include "verifier/verifier.hpp"

namespace pegsat {
namespace {

void nameBoard(TextVerdict& v, const Board& board) {
  v.board = board.name;
  if (!board.fileSha256.empty()) v.boardFile = board.source, v.boardSha256 = board.fileSha256;
}

// The text on a board it names other than the one it must be on: wrong.
TextVerdict otherBoard(const Board& named, const Board& expected, int line) {
  TextVerdict v;
  nameBoard(v, named);
  v.line = line;
  v.message = fmt::format("the solution is on the {}, not the {} that the options name",
                          boardIdentity(named), boardIdentity(expected));
  return v;
}

Result<TextVerdict> verifyOn(const Board& board, const SolutionText& text,
                             const TextVerifyJob& job) {
  auto sol = resolveSolution(text, board);
  if (!sol) return sol.error();
  const VerifyReport report = verifySolution(board, *sol);
  TextVerdict v;
  v.jumps = report.jumps;
  v.moves = report.moves;
  nameBoard(v, board);
  v.start = board.holeNames(board.holes & ~sol->start);
  v.finish = board.holeNames(sol->finish);
  if (!report.ok) {
    v.jump = report.jump;
    v.line = report.line;
    v.message = report.jump > 0 ? fmt::format("{} jump {} ({}): {}", report.pass, report.jump,
                                              report.jumpText, report.reason)
                                : fmt::format("{}: {}", report.pass, report.reason);
    return v;
  }
  // A legal solution of another length than its file promises is wrong, as
  // a regression in the program that wrote it would be.
  if (text.moves && text.moves->count != report.moves) {
    v.line = text.moves->line;
    v.message = fmt::format("the solution makes {} moves, its moves: line says {}", report.moves,
                            text.moves->count);
    return v;
  }
  v.ok = true;
  if (job.certificate.empty()) return v;
  const CertifiedMinimum m = certifiedMinimum(board, sol->start, sol->finish, v.moves,
                                              job.certificate, job.certificateLimits);
  using S = CertifiedMinimum::Status;
  if (m.status == S::Unreadable) return Error{job.certificate, 0, m.message};
  if (m.status == S::Invalid) {
    v.ok = false;
    v.message = m.message;
    return v;
  }
  v.minimum = m.status == S::Certified ? "certified" : "not proved";
  v.certifiedMoves = m.bound;
  return v;
}

}  // namespace

Result<TextVerdict> verifySolutionText(std::string_view solution, const std::string& file,
                                       const TextVerifyJob& job) {
  auto text = parseSolutionText(solution, file);
  if (!text) return text.error();
  if (job.board) {
    const Board& expected = *job.board;
    if (job.matchHeader && text->board) {
      // The board file `board` came from, named again: the same board.
      const bool same =
          !expected.fileSha256.empty() &&
          std::filesystem::path(resolveReference(file, text->board->value)).lexically_normal() ==
              std::filesystem::path(expected.source).lexically_normal();
      if (!same) {
        auto named = loadSolutionBoard(*text, "english", job.roots);
        if (!named) return named.error();
        if (!sameBoard(expected, *named)) return otherBoard(*named, expected, text->board->line);
      }
    }
    return verifyOn(expected, *text, job);
  }
  std::optional<Board> expected;
  if (!job.boardSpec.empty()) {
    auto b = loadBoard(job.boardSpec);
    if (!b) return b.error();
    expected = std::move(*b);
  }
  auto board = text->board || !expected ? loadSolutionBoard(*text, "english", job.roots)
                                        : Result<Board>(*expected);
  if (!board) return board.error();
  if (expected && !sameBoard(*expected, *board))
    return otherBoard(*board, *expected, text->board ? text->board->line : 0);
  return verifyOn(*board, *text, job);
}

}  // namespace pegsat
