// SPDX-License-Identifier: GPL-3.0-or-later
// The public API's verify: a solution text read by the shared parser and
// replayed by the independent verifier, forward and backward, with the count
// of its "moves:" line checked as `pegsat verify` checks it.
#include <fmt/format.h>

#include <filesystem>
#include <optional>

#include "api/handles.hpp"
#include "peg/board_file.hpp"
#include "peg/board_identity.hpp"
#include "peg/solution_file.hpp"
#include "job/verify.hpp"
#include "util/memory_budget.hpp"
#include "verifier/verifier.hpp"

namespace pegsat::api {
namespace {

Result<Verdict> verifyOn(const pegsat::Board& board, const SolutionText& text) {
  auto sol = resolveSolution(text, board);
  if (!sol) return detail::toPublic(sol.error());
  const VerifyReport report = verifySolution(board, *sol);
  Verdict v;
  v.jumps = report.jumps;
  v.moves = report.moves;
  v.board = board.name;
  if (!board.fileSha256.empty()) v.boardFile = board.source, v.boardSha256 = board.fileSha256;
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
  return v;
}

}  // namespace

Result<Verdict> verify(std::string_view solution, const std::string& file) {
  try {
    auto text = parseSolutionText(solution, file);
    if (!text) return detail::toPublic(text.error());
    auto board = loadSolutionBoard(*text, "english");
    if (!board) return detail::toPublic(board.error());
    return verifyOn(*board, *text);
  } catch (const std::exception& e) {
    return Error{file, 0, detail::describeFailure(e)};
  }
}

Result<Verdict> verify(const Board& board, std::string_view solution, const std::string& file) {
  try {
    auto text = parseSolutionText(solution, file);
    if (!text) return detail::toPublic(text.error());
    return verifyOn(detail::BoardData::of(board), *text);
  } catch (const std::exception& e) {
    return Error{file, 0, detail::describeFailure(e)};
  }
}

Result<Verdict> verify(std::string_view solution, const std::string& file,
                       const VerifyOptions& options) {
  try {
    // The replay is linear in the text; only the board file it names is
    // read from outside, and only inside the roots.
    if (options.stop && options.stop->load()) return Error{file, 0, "interrupted"};
    auto text = parseSolutionText(solution, file);
    if (!text) return detail::toPublic(text.error());
    InputRoots roots = detail::rootsOf(options, file);
    std::optional<pegsat::Board> expected;
    if (!options.board.empty()) {
      auto b = pegsat::loadBoard(options.board);
      if (!b) return detail::toPublic(b.error());
      expected = std::move(*b);
    }
    auto board = text->board || !expected ? loadSolutionBoard(*text, "english", roots)
                                          : pegsat::Result<pegsat::Board>(*expected);
    if (!board) return detail::toPublic(board.error());
    if (expected && !sameBoard(*expected, *board)) {
      Verdict v;
      v.board = board->name;
      if (!board->fileSha256.empty()) v.boardFile = board->source, v.boardSha256 = board->fileSha256;
      v.line = text->board ? text->board->line : 0;
      v.message = fmt::format("the solution is on the {}, not the {} that the options name",
                              boardIdentity(*board), boardIdentity(*expected));
      return v;
    }
    return verifyOn(*board, *text);
  } catch (const std::exception& e) {
    return Error{file, 0, detail::describeFailure(e)};
  }
}

Result<Verdict> verifyWithCertificate(std::string_view solution, const std::string& file,
                                      const std::string& certificate,
                                      const VerifyOptions& options) {
  try {
    auto v = verify(solution, file, options);
    if (!v || !v->ok) return v;
    // Read again for its problem: the text is valid, so each step succeeds.
    auto text = parseSolutionText(solution, file);
    if (!text) return detail::toPublic(text.error());
    auto board = options.board.empty() || text->board
                     ? loadSolutionBoard(*text, "english", detail::rootsOf(options, file))
                     : pegsat::loadBoard(options.board);
    if (!board) return detail::toPublic(board.error());
    auto sol = resolveSolution(*text, *board);
    if (!sol) return detail::toPublic(sol.error());
    std::optional<MemoryBudget> memory;
    if (options.maxMemoryBytes > 0) memory.emplace(options.maxMemoryBytes);
    const CheckLimits limits{detail::rootsOf(options, certificate),
                             Budget::fromLimits(options.timeoutSeconds, options.stop, 0),
                             memory ? &*memory : nullptr};
    const CertifiedMinimum m =
        certifiedMinimum(*board, sol->start, sol->finish, v->moves, certificate, limits);
    using S = CertifiedMinimum::Status;
    if (m.status == S::Unreadable) return Error{certificate, 0, m.message};
    if (m.status == S::Invalid) {
      v->ok = false;
      v->message = m.message;
      return v;
    }
    v->minimum = m.status == S::Certified ? "certified" : "not proved";
    v->certifiedMoves = m.bound;
    return v;
  } catch (const std::exception& e) {
    return Error{file, 0, detail::describeFailure(e)};
  }
}

Result<Verdict> verify(const Board& board, std::string_view solution, const std::string& file,
                       const VerifyOptions& options) {
  try {
    if (options.stop && options.stop->load()) return Error{file, 0, "interrupted"};
    auto text = parseSolutionText(solution, file);
    if (!text) return detail::toPublic(text.error());
    const pegsat::Board& expected = detail::BoardData::of(board);
    if (text->board) {
      // The board file `board` came from, named again: the same board.
      const bool same =
          !expected.fileSha256.empty() &&
          std::filesystem::path(resolveReference(file, text->board->value)).lexically_normal() ==
              std::filesystem::path(expected.source).lexically_normal();
      if (!same) {
        InputRoots roots = detail::rootsOf(options, file);
        auto named = loadSolutionBoard(*text, "english", roots);
        if (!named) return detail::toPublic(named.error());
        if (!sameBoard(expected, *named)) {
          Verdict v;
          v.board = named->name;
          if (!named->fileSha256.empty())
            v.boardFile = named->source, v.boardSha256 = named->fileSha256;
          v.line = text->board->line;
          v.message = fmt::format("the solution is on the {}, not the {} that the options name",
                                  boardIdentity(*named), boardIdentity(expected));
          return v;
        }
      }
    }
    return verifyOn(expected, *text);
  } catch (const std::exception& e) {
    return Error{file, 0, detail::describeFailure(e)};
  }
}

}  // namespace pegsat::api
