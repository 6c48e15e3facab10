// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/min_moves_table.hpp"

#include <fmt/format.h>

#include <filesystem>

#include "job/levels_certificate.hpp"
#include "job/method_options.hpp"
#include "util/atomic_file.hpp"
#include "verifier/handed_out.hpp"

namespace pegsat {
namespace {

// The certificate of one problem of the table: its fewest moves searched
// again with the levels kept (the table's searches are shared between
// problems, their levels are up to other symmetries and pruned by other
// problems' pagodas), or its "no solution".
Result<Certification> certifyEntry(const Board& b, const MinMovesTableProblem& p,
                                   const std::string& path, const Limits& limits) {
  const Problem problem{b, b.holes & ~bitAt<Cells>(p.start), bitAt<Cells>(p.finish)};
  if (p.status == Outcome::NoSolution) {
    // Levels by jumps at once, not CaDiCaL's proofs: a small table's
    // hardest "no" has them in milliseconds, a few kilobytes each.
    auto c = certifyNoSolution(problem, path, 0, limits, false);
    if (c && c->outcome == Outcome::Solved)
      c->bug = "the levels by jumps meet: the problem has a solution";
    return c;
  }
  MinMovesOptions o = minMovesOptions(limits);
  o.keepLevels = true;
  o.progress = nullptr;
  const MinMovesResult m = minMoves(b, problem.start, problem.finish, o);
  if (m.status == Outcome::Unknown) {
    Certification c;
    c.reason = std::string(stopWord(m.stoppedBy));
    return c;
  }
  if (m.status != Outcome::Solved || !m.proof || m.moves != p.moves) {
    Certification c;
    c.bug = fmt::format("the search again gives {} moves, not the table's {}", m.moves, p.moves);
    return c;
  }
  return writeLevelsCertificate(problem, *m.proof, false, path, limits);
}

}  // namespace

Result<MinMovesTableReport> runMinMovesTable(const Board& b, const Limits& limits,
                                             const std::string& certificates) {
  namespace fs = std::filesystem;
  const auto t0 = std::chrono::steady_clock::now();
  MinMovesTableReport r;
  if (!certificates.empty()) {
    // Checked before the folder is made: a committed link must not lead it
    // (and then the certificates) elsewhere.
    if (auto e = refuseLinks(certificates)) return *e;
    std::error_code ec;
    fs::create_directories(certificates, ec);
    if (!fs::is_directory(certificates)) return Error{certificates, 0, "cannot make the folder"};
  }
  r.table = minMovesTable(b, minMovesOptions(limits));
  for (const MinMovesTableProblem& p : r.table.problems) {
    if (p.status != Outcome::Solved) continue;
    auto checked = verifiedSolutionText(b, b.holes & ~bitAt<Cells>(p.start),
                                        bitAt<Cells>(p.finish), p.jumps,
                                        MovesClaim{p.moves, true, 0});
    if (!checked) {
      r.bug = fmt::format("{} -> {}: {}", b.holeName(p.start), b.holeName(p.finish),
                          checked.error().str());
      return r;
    }
  }
  r.outcome = r.table.status;
  if (r.outcome == Outcome::Unknown) r.stop = r.table.stop;
  for (const MinMovesTableProblem& p : r.table.problems) {
    if (certificates.empty() || p.status == Outcome::Unknown) break;
    const std::string name = fmt::format("{}-{}", b.holeName(p.start), b.holeName(p.finish));
    const std::string path = (fs::path(certificates) / (name + ".cert")).string();
    // A certificate is read back to be checked and names its data beside
    // it: what is there must be nothing or a regular file, never replaced
    // otherwise.
    for (const std::string& file : {path, levelsDataPath(path)}) {
      std::error_code ec;
      const auto status = fs::symlink_status(file, ec);
      if (!ec && fs::exists(status) && !fs::is_regular_file(status))
        return Error{file, 0, "cannot write a certificate here: it is not a regular file"};
    }
    if (limits.progress) limits.progress(fmt::format("certificate {}", name));
    auto c = certifyEntry(b, p, path, limits);
    if (!c) return c.error();
    if (!c->bug.empty()) {
      r.bug = fmt::format("{}: {}", name, c->bug);
      return r;
    }
    const bool proves = p.status == Outcome::NoSolution
                            ? c->outcome == Outcome::NoSolution
                            : c->claim == fmt::format("at least {} moves", p.moves);
    if (!proves && limits.budget.poll() != Stop::None) {
      // A limit stopped the certificates: the table stands, the rest are left out.
      r.outcome = Outcome::Unknown;
      r.stop = limits.budget.poll();
      break;
    }
    if (!proves) {
      r.bug = fmt::format("{}: no certificate of the table's entry: {}", name,
                          c->claim.empty() ? c->reason : c->claim);
      return r;
    }
    r.certificates.push_back(std::move(*c));
  }
  r.milliseconds = millisecondsSince(t0);
  return r;
}

MinMovesTableReport runMinMovesTable(const Board& b, const Limits& limits) {
  return *runMinMovesTable(b, limits, "");  // no folder, no Error
}

}  // namespace pegsat
