// SPDX-License-Identifier: GPL-3.0-or-later
// The public API's verify: the verify job for a solution text
// (job/verify_text.hpp) in the API's types, with the roots and limits of
// VerifyOptions as `pegsat verify` sets them.
#include <optional>

#include "api/handles.hpp"
#include "job/verify_text.hpp"
#include "util/memory_budget.hpp"

namespace pegsat::api {
namespace {

Result<Verdict> run(std::string_view solution, const std::string& file,
                    const TextVerifyJob& job) {
  try {
    auto r = verifySolutionText(solution, file, job);
    if (!r) return detail::toPublic(r.error());
    Verdict v;
    v.ok = r->ok;
    v.jumps = r->jumps;
    v.moves = r->moves;
    v.jump = r->jump;
    v.line = r->line;
    v.message = r->message;
    v.board = r->board;
    v.boardFile = r->boardFile;
    v.boardSha256 = r->boardSha256;
    v.start = r->start;
    v.finish = r->finish;
    v.minimum = r->minimum;
    v.certifiedMoves = r->certifiedMoves;
    return v;
  } catch (const std::exception& e) {
    return Error{file, 0, detail::describeFailure(e)};
  }
}

}  // namespace

Result<Verdict> verify(std::string_view solution, const std::string& file) {
  return run(solution, file, TextVerifyJob{});
}

Result<Verdict> verify(const Board& board, std::string_view solution, const std::string& file) {
  TextVerifyJob job;
  job.board = &detail::BoardData::of(board);
  return run(solution, file, job);
}

Result<Verdict> verify(std::string_view solution, const std::string& file,
                       const VerifyOptions& options) {
  // The replay is linear in the text; only the board file it names is
  // read from outside, and only inside the roots.
  if (options.stop && options.stop->load()) return Error{file, 0, "interrupted"};
  TextVerifyJob job;
  job.boardSpec = options.board;
  job.roots = detail::rootsOf(options, file);
  return run(solution, file, job);
}

Result<Verdict> verifyWithCertificate(std::string_view solution, const std::string& file,
                                      const std::string& certificate,
                                      const VerifyOptions& options) {
  if (options.stop && options.stop->load()) return Error{file, 0, "interrupted"};
  try {
    std::optional<MemoryBudget> memory;
    if (options.maxMemoryBytes > 0) memory.emplace(options.maxMemoryBytes);
    TextVerifyJob job;
    job.boardSpec = options.board;
    job.roots = detail::rootsOf(options, file);
    job.certificate = certificate;
    job.certificateLimits = {detail::rootsOf(options, certificate),
                             Budget::fromLimits(options.timeoutSeconds, options.stop, 0),
                             memory ? &*memory : nullptr};
    return run(solution, file, job);
  } catch (const std::exception& e) {
    return Error{file, 0, detail::describeFailure(e)};
  }
}

Result<Verdict> verify(const Board& board, std::string_view solution, const std::string& file,
                       const VerifyOptions& options) {
  if (options.stop && options.stop->load()) return Error{file, 0, "interrupted"};
  try {
    TextVerifyJob job;
    job.board = &detail::BoardData::of(board);
    job.matchHeader = true;
    job.roots = detail::rootsOf(options, file);
    return run(solution, file, job);
  } catch (const std::exception& e) {
    return Error{file, 0, detail::describeFailure(e)};
  }
}

}  // namespace pegsat::api
