// SPDX-License-Identifier: GPL-3.0-or-later
// The public API's certificates of "no solution": the certify job
// (job/certify.hpp) in the API's types, and the independent checker as the
// verify job runs it (job/verify.hpp).

#include <optional>

#include "api/handles.hpp"
#include "job/certify.hpp"
#include "job/verify.hpp"

namespace pegsat::api {

Result<Certification> certify(const Problem& problem, const std::string& path,
                              const CertifyOptions& options) {
  try {
    const auto& [start, finish] = detail::ProblemData::of(problem);
    Limits limits;
    limits.budget =
        Budget::fromLimits(options.timeoutSeconds, options.stop, options.maxMemoryBytes);
    limits.progress = options.progress;
    auto r = certifyNoSolution({detail::BoardData::of(problem.board()), start, finish}, path,
                               options.dratTimeoutSeconds, limits);
    if (!r) return detail::toPublic(r.error());
    if (!r->bug.empty()) return Error{path, 0, "internal error: " + r->bug};
    Certification c;
    c.status = Status(exitCode(r->outcome));
    c.kind = r->kind;
    c.files = r->files;
    c.reason = r->reason;
    return c;
  } catch (const std::exception& e) {
    return Error{path, 0, detail::describeFailure(e)};
  }
}

namespace {

CertificateVerdict toVerdict(const CertificateReport& r) {
  return CertificateVerdict{r.ok,          certificateKindName(r.kind), r.board,
                            r.problem,     r.reason,                    r.boardFile,
                            r.boardSha256, r.claim,                     r.bound};
}

}  // namespace

Result<CertificateVerdict> verifyCertificate(const std::string& path) {
  try {
    auto r = runVerifyCertificate(path, CheckLimits{});
    if (!r) return detail::toPublic(r.error());
    return toVerdict(*r);
  } catch (const std::exception& e) {
    return Error{path, 0, detail::describeFailure(e)};
  }
}

Result<CertificateVerdict> verifyCertificate(const std::string& path,
                                             const VerifyOptions& options) {
  try {
    std::optional<MemoryBudget> memory;
    if (options.maxMemoryBytes > 0) memory.emplace(options.maxMemoryBytes);
    CheckLimits limits{detail::rootsOf(options, path),
                       Budget::fromLimits(options.timeoutSeconds, options.stop, 0),
                       memory ? &*memory : nullptr};
    auto r = runVerifyCertificate(path, limits, options.board);
    if (!r) {
      if (options.stop && options.stop->load()) return Error{path, 0, "interrupted"};
      return detail::toPublic(r.error());
    }
    return toVerdict(*r);
  } catch (const std::exception& e) {
    return Error{path, 0, detail::describeFailure(e)};
  }
}

}  // namespace pegsat::api
