// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/certify.hpp"

#include <fmt/format.h>

#include <filesystem>

#include "encodings/certificate_search.hpp"
#include "job/levels_certificate.hpp"
#include "job/method_options.hpp"
#include "search/jump_levels.hpp"
#include "util/atomic_file.hpp"
#include "verifier/certificate_check.hpp"

namespace pegsat {
namespace {

// No parity set, pagoda, pagoda cases or DRAT proof in time: the levels of a
// search by single jumps from both ends (search/jump_levels.hpp), under the
// job's own limits, as a `levels` certificate in jumps.
Result<Certification> certifyByJumpLevels(const Problem& problem, const std::string& path,
                                          std::string dratTried, const Limits& limits,
                                          double spentMs) {
  const auto t0 = std::chrono::steady_clock::now();
  if (limits.progress) limits.progress("the levels by jumps");
  JumpLevelsResult j =
      jumpLevels(problem.board, problem.start, problem.finish, minMovesOptions(limits));
  const double searchMs = millisecondsSince(t0);
  Certification out;
  out.findMs = spentMs + searchMs;
  if (j.status == Outcome::Solved) {
    out.outcome = Outcome::Solved;
    out.reason = "the problem has a solution";
    return out;
  }
  if (j.status != Outcome::NoSolution) {
    out.reason = fmt::format(
        "no parity set or pagodas decide this problem{}, and the levels by jumps stopped at the "
        "{}",
        dratTried, stopWord(j.stop == Stop::None ? limits.budget.poll() : j.stop));
    return out;
  }
  auto c = writeLevelsCertificate(problem, *j.proof, true, path, limits);
  if (c) c->findMs += out.findMs;
  return c;
}

}  // namespace

Result<Certification> certifyNoSolution(const Problem& problem, const std::string& path,
                                        double dratTimeoutSeconds, const Limits& limits,
                                        bool drat) {
  namespace fs = std::filesystem;
  const Board& board = problem.board;
  // A certificate is read back and checked once written, and a DRAT one's
  // CNF and proof go beside it: a device or a FIFO cannot hold one. Said
  // before the search, as the user's error, not found after it as a bug.
  std::error_code ec;
  const auto status = fs::status(path, ec);
  if (!ec && fs::exists(status) && !fs::is_regular_file(status))
    return Error{path, 0,
                 "cannot write a certificate here: it is not a regular file (a certificate is "
                 "read back to be checked, and names files beside it)"};
  Certification out;
  const auto t0 = std::chrono::steady_clock::now();
  CertificateSearchOptions options;
  // CaDiCaL's own limit within the job's (the API and CLI take seconds).
  options.budget = dratTimeoutSeconds > 0
                       ? limits.budget.narrower(std::chrono::duration_cast<Budget::Clock::duration>(
                             std::chrono::duration<double>(dratTimeoutSeconds)))
                       : limits.budget;
  options.progress = limits.progress;
  options.drat = drat;
  auto found = findCertificate(board, problem.start, problem.finish, options);
  out.findMs = millisecondsSince(t0);
  if (!found) return found.error();
  if (found->status == Outcome::Solved) {
    out.outcome = Outcome::Solved;
    out.reason = "the problem has a solution";
    return out;
  }
  if (found->status == Outcome::Unknown) {
    if (const Stop s = limits.budget.poll(); s != Stop::None) {
      out.reason = std::string(stopWord(s));  // the job's own limit, not CaDiCaL's
      return out;
    }
    const std::string dratTried =
        drat ? fmt::format(", CaDiCaL found no proof in {} s", dratTimeoutSeconds) : "";
    return certifyByJumpLevels(problem, path, dratTried, limits, out.findMs);
  }
  Certificate& c = found->certificate;
  out.kind = certificateKindName(c.kind);
  out.files.push_back(path);
  auto write = [&out](const std::string& file, const std::string& text) {
    out.bytes += text.size();
    return writeFileAtomically(file, text);
  };
  if (c.kind == CertificateKind::Drat) {
    fs::path stem(path);
    if (stem.extension() == ".cert") stem.replace_extension();
    const std::string cnf = stem.string() + ".cnf", proof = stem.string() + ".drat";
    c.cnf = fs::path(cnf).filename().string();
    c.proof = fs::path(proof).filename().string();
    if (auto e = write(cnf, found->cnfText)) return *e;
    if (auto e = write(proof, found->proofText)) return *e;
    out.files.push_back(cnf);
    out.files.push_back(proof);
  }
  if (auto e = write(path, formatCertificate(board, certificateBoardSpec(board, path), c))) return *e;

  const auto t1 = std::chrono::steady_clock::now();
  // Checked under the job's budget too: a DRAT proof of megabytes takes
  // seconds to check.
  CheckLimits checkLimits;
  checkLimits.budget = limits.budget;
  auto report = checkCertificateFile(path, checkLimits);
  out.checkMs = millisecondsSince(t1);
  if (!report) {
    // A limit stopped the check (the budget only grows tighter, so it still
    // says which): no certificate is handed out unchecked, so none is kept.
    if (const Stop s = limits.budget.poll(); s != Stop::None) {
      for (const std::string& file : out.files) fs::remove(file, ec);
      out.files.clear();
      out.kind.clear();
      out.reason = std::string(stopWord(s));
      return out;
    }
  }
  if (!report || !report->ok) {
    out.bug = fmt::format("the certificate {} does not check: {}", path,
                          report ? report->reason : report.error().str());
    return out;
  }
  out.lemmas = report->drat.lemmas;
  out.checkedLemmas = report->drat.checked;
  out.outcome = Outcome::NoSolution;
  return out;
}

Result<Certification> certifyAnsweredNoSolution(const Problem& problem, const std::string& path,
                                                double dratTimeoutSeconds, const Limits& limits) {
  auto c = certifyNoSolution(problem, path, dratTimeoutSeconds, limits);
  if (c && c->outcome == Outcome::Solved)
    c->bug = "the plain CNF of a problem said to have no solution is satisfiable";
  return c;
}

}  // namespace pegsat
