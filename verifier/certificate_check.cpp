// SPDX-License-Identifier: GPL-3.0-or-later
#include "verifier/certificate_check.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <optional>
#include <span>

#include "peg/board_identity.hpp"
#include "util/text.hpp"
#include "verifier/clause_file.hpp"
#include "verifier/jump_lines.hpp"
#include "verifier/levels_check.hpp"
#include "verifier/plain_encoding.hpp"

namespace pegsat {
namespace {

std::string checkParity(const Board& b, const Certificate& c) {
  // A jump flips the three holes of its line; if S holds 0 or 2 of them, the
  // number of pegs in S keeps its parity (de Bruijn 1972; Conway in Winning
  // Ways ch. 23).
  for (const JumpLine& j : jumpLines(b)) {
    const int in = int(c.holes >> j.from & 1) + int(c.holes >> j.over & 1) +
                   int(c.holes >> j.to & 1);
    if (in % 2)
      return fmt::format("the jump line {} {} {} holds {} hole{} of the set, not 0 or 2",
                         b.holeName(j.from), b.holeName(j.over), b.holeName(j.to), in,
                         in == 1 ? "" : "s");
  }
  const int atStart = popcount(c.holes & c.start), atFinish = popcount(c.holes & c.finish);
  if ((atStart - atFinish) % 2 == 0)
    return fmt::format("the set holds {} pegs at the start and {} at the finish: the same parity",
                       atStart, atFinish);
  return "";
}

long long weightOf(const std::vector<long long>& w, Cells pegs) {
  long long sum = 0;
  forEachBit(pegs, [&](int h) { sum += w[h]; });
  return sum;
}

std::string checkPagoda(const Board& b, const Certificate& c) {
  if (std::string why = raisingJump(b, c.weights); !why.empty()) return why;
  const long long start = weightOf(c.weights, c.start), finish = weightOf(c.weights, c.finish);
  if (finish <= start)
    return fmt::format("the finish weighs {} and the start {}: the finish must weigh more", finish,
                       start);
  return "";
}

// Every solution begins with a jump the start allows and ends with a jump into
// the finish; the position after the first must reach the position before
// the last. A pagoda under which the latter weighs more rules that pair out,
// so a pagoda for every pair rules out every solution.
std::string checkCases(const Board& b, const Certificate& c) {
  if (popcount(c.start) < popcount(c.finish) + 2)
    return "a cases certificate is for a problem that removes two pegs or more";
  auto has = [](Cells p, int h) { return (p >> h & 1) != 0; };
  std::vector<JumpLine> firsts, lasts;
  for (const JumpLine& j : jumpLines(b)) {
    if (has(c.start, j.from) && has(c.start, j.over) && !has(c.start, j.to)) firsts.push_back(j);
    if (has(c.finish, j.to) && !has(c.finish, j.from) && !has(c.finish, j.over)) lasts.push_back(j);
  }
  auto find = [](const std::vector<JumpLine>& in, int from, int to) {
    return std::find_if(in.begin(), in.end(),
                        [&](const JumpLine& j) { return j.from == from && j.to == to; }) -
           in.begin();
  };
  auto mask = [](const JumpLine& j) {
    return bitAt<Cells>(j.from) | bitAt<Cells>(j.over) | bitAt<Cells>(j.to);
  };
  // Each pair's case, once given.
  std::vector<const Certificate::Case*> caseOf(firsts.size() * lasts.size(), nullptr);
  for (const Certificate::Case& k : c.cases) {
    const size_t f = size_t(find(firsts, k.firstFrom, k.firstTo));
    const size_t l = size_t(find(lasts, k.lastFrom, k.lastTo));
    const std::string first = b.holeName(k.firstFrom) + "-" + b.holeName(k.firstTo);
    const std::string last = b.holeName(k.lastFrom) + "-" + b.holeName(k.lastTo);
    if (f == firsts.size())
      return fmt::format("line {}: {} is not a jump the start allows", k.line, first);
    if (l == lasts.size())
      return fmt::format("line {}: {} is not a jump into the finish", k.line, last);
    const Certificate::Case*& seen = caseOf[f * lasts.size() + l];
    if (seen)
      return fmt::format("line {}: the case {} {} is given twice (first on line {})", k.line, first,
                         last, seen->line);
    seen = &k;
    if (std::string why = raisingJump(b, k.weights); !why.empty())
      return fmt::format("line {}: {}", k.line, why);
    const long long after = weightOf(k.weights, c.start ^ mask(firsts[f]));
    const long long before = weightOf(k.weights, c.finish ^ mask(lasts[l]));
    if (before <= after)
      return fmt::format(
          "line {}: the position after {} weighs {} and the one before {} weighs {}: the "
          "latter must weigh more",
          k.line, first, after, last, before);
  }
  for (size_t i = 0; i < caseOf.size(); ++i)
    if (!caseOf[i]) {
      const JumpLine &f = firsts[i / lasts.size()], &l = lasts[i % lasts.size()];
      return fmt::format("no case for the first jump {}-{} and the last jump {}-{}",
                         b.holeName(f.from), b.holeName(f.to), b.holeName(l.from),
                         b.holeName(l.to));
    }
  return "";
}

// The given CNF's clauses, each sorted without repeated literals, indexed in
// one sorted order: the problem's own encoding is compared with it clause by
// clause as it is generated, so that the comparison costs memory in
// proportion to the file given, not to what its header claims.
// The sorts poll the budget (a file of 100 MB of clauses takes seconds to
// sort); a limit ends them with Stopped.
class ClauseIndex {
 public:
  struct Stopped {
    Stop why;
  };

  ClauseIndex(ClauseList& list, BudgetPoll& poll) : list_(list) {
    auto check = [&poll] {
      if (const Stop s = poll.poll(); s != Stop::None) throw Stopped{s};
    };
    for (auto& item : list.items) {
      check();
      int* b = list.lits.data() + item.begin;
      // The encoding's clauses are short; only a long one is sorted polling.
      if (item.size <= 4096)
        std::sort(b, b + item.size);
      else
        std::sort(b, b + item.size, [&](int x, int y) { return check(), x < y; });
      item.size = uint32_t(std::unique(b, b + item.size) - b);
    }
    order_.resize(list.items.size());
    for (size_t i = 0; i < order_.size(); ++i) order_[i] = uint32_t(i);
    std::sort(order_.begin(), order_.end(),
              [&](uint32_t a, uint32_t b) { return check(), less(clause(a), clause(b)); });
    taken_.assign(order_.size(), false);
  }

  // Takes one not yet taken occurrence of `c` (sorted, no repeats).
  bool take(std::span<const int> c) {
    auto at = std::lower_bound(order_.begin(), order_.end(), c,
                               [&](uint32_t i, std::span<const int> x) { return less(clause(i), x); });
    for (; at != order_.end() && !less(c, clause(*at)); ++at)
      if (!taken_[size_t(at - order_.begin())]) return taken_[size_t(at - order_.begin())] = true;
    return false;
  }

  // The first clause of the file (by line) not taken, or null.
  const ClauseList::Item* leftover() const {
    const ClauseList::Item* first = nullptr;
    for (size_t k = 0; k < order_.size(); ++k)
      if (!taken_[k] && (!first || list_.items[order_[k]].line < first->line))
        first = &list_.items[order_[k]];
    return first;
  }

  std::span<const int> clause(const ClauseList::Item& item) const {
    return {list_.begin(item), item.size};
  }

 private:
  std::span<const int> clause(uint32_t i) const { return clause(list_.items[i]); }
  static bool less(std::span<const int> a, std::span<const int> b) {
    if (a.size() != b.size()) return a.size() < b.size();
    return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end());
  }

  ClauseList& list_;
  std::vector<uint32_t> order_;
  std::vector<bool> taken_;
};

std::string showClause(std::span<const int> c) {
  std::string s;
  for (int l : c) s += fmt::format("{} ", l);
  return s + "0";
}

// What the DRAT check of a CNF and a proof prefix of these sizes may need at
// most: their text, the parsed clauses (at most 8 bytes a text byte: a
// literal takes at least 2 bytes of text and 4 parsed, a clause at least 2
// and 16), the checker's copy and watches of them, and its arrays by variable
// (a variable the clauses use takes at least 2 bytes of text).
uint64_t dratMemoryBound(uint64_t cnfBytes, uint64_t proofBytes) {
  return 40 * (cnfBytes + proofBytes) + (uint64_t(16) << 20);
}

Result<CertificateReport> checkDratCertificate(const Board& b, const Certificate& c,
                                               const std::string& certificateFile,
                                               const CheckLimits& limits,
                                               CertificateReport report) {
  auto fail = [&](std::string why) {
    report.reason = std::move(why);
    return report;
  };
  auto late = [&](const std::string& file, Stop why) {
    return Error{file, 0,
                 fmt::format("stopped at the {} before the check finished", stopWord(why))};
  };
  // Every solution removes one peg a jump: the plain encoding refutes the
  // problem only with exactly that many steps.
  const int removes = popcount(c.start) - popcount(c.finish);
  if (c.steps != removes)
    return fail(fmt::format("steps: {}, but every solution of this problem has {} jumps",
                            c.steps, removes));

  // Both files opened, and the proof scanned for its refutation, before
  // anything is kept: a certificate naming /dev/zero, or a proof of a
  // million lines that never refutes, costs no memory.
  const std::string cnfPath = resolveReference(certificateFile, c.cnf);
  const std::string proofPath = resolveReference(certificateFile, c.proof);
  auto cnfFile = openInput(cnfPath, limits.roots, kMaxInputBytes);
  if (!cnfFile) return cnfFile.error();
  auto proofFile = openInput(proofPath, limits.roots, kMaxInputBytes);
  if (!proofFile) return proofFile.error();
  auto proofEnd = emptyClauseEnd(*proofFile, proofPath, limits.budget);
  if (!proofEnd) return proofEnd.error();
  if (*proofEnd == 0) return fail(printable(proofPath, 200) + ": the proof has no empty clause: it refutes nothing");

  MemoryReservation memory;
  const uint64_t need = dratMemoryBound(cnfFile->size, *proofEnd);
  if (!memory.take(limits.memory, need))
    return Error{certificateFile, 0,
                 fmt::format("checking it needs up to {} MiB, more than the memory limit of {} "
                             "MiB (--max-memory)",
                             need >> 20, limits.memory->total() >> 20)};
  std::string text;
  if (auto ok = cnfFile->read(text, size_t(cnfFile->size), cnfPath); !ok) return ok.error();
  auto cnf = readCnfClauses(text, cnfPath, limits.budget);
  if (!cnf) return cnf.error();
  text = std::string();
  if (auto ok = proofFile->rewind(proofPath); !ok) return ok.error();
  if (auto ok = proofFile->read(text, size_t(*proofEnd), proofPath); !ok) return ok.error();
  auto proof = readDratProof(text, proofPath, limits.budget);
  if (!proof) return proof.error();
  text = std::string();
  report.cnfClauses = cnf->clauses.items.size();
  report.proofSteps = proof->items.size();

  // The CNF's size against that of the problem's encoding, counted without
  // building it: a 245-byte certificate on a big board cannot make the
  // checker generate millions of clauses.
  const PlainSize size = plainEncodingSize(b, c.start, c.finish, c.steps);
  if (cnf->vars != size.vars || cnf->clauses.items.size() != size.clauses)
    return fail(fmt::format(
        "{}: the CNF has {} variables and {} clauses; the problem's encoding has {} and {}",
        printable(cnfPath, 200), cnf->vars, cnf->clauses.items.size(), size.vars, size.clauses));

  // The same clauses, each as often: every clause of the encoding is taken
  // from the CNF once, and the counts are equal, so none is left over.
  BudgetPoll poll(limits.budget, 4096);
  std::optional<ClauseIndex> index;
  try {
    index.emplace(cnf->clauses, poll);
  } catch (const ClauseIndex::Stopped& stopped) {
    return late(certificateFile, stopped.why);
  }
  ClauseIndex& given = *index;
  std::vector<int> want;
  std::string missing;
  plainEncoding(b, c.start, c.finish, c.steps, [&](std::span<const int> clause) {
    if (!missing.empty() || poll.poll() != Stop::None) return;
    want.assign(clause.begin(), clause.end());
    std::sort(want.begin(), want.end());
    want.erase(std::unique(want.begin(), want.end()), want.end());
    if (!given.take(want)) missing = showClause(want);
  });
  if (poll.stopped() != Stop::None) return late(certificateFile, poll.stopped());
  if (const ClauseList::Item* extra = given.leftover())
    return fail(fmt::format(
        "{}:{}: the clause '{}' is not in the encoding of this problem (or is there twice)",
        printable(cnfPath, 200), extra->line, showClause(given.clause(*extra))));
  if (!missing.empty())
    return fail(fmt::format("{}: the CNF lacks the clause '{}' of the problem's encoding",
                            printable(cnfPath, 200), missing));

  DratReport d = checkDrat(cnf->vars, cnf->clauses, *proof, limits.budget);
  if (d.stopped != Stop::None) return late(certificateFile, d.stopped);
  report.drat = d.stats;
  if (!d.ok)
    return fail(d.line > 0 ? fmt::format("{}:{}: {}", printable(proofPath, 200), d.line, d.reason)
                           : fmt::format("{}: {}", printable(proofPath, 200), d.reason));
  report.ok = true;
  return report;
}

}  // namespace

Result<CertificateReport> checkCertificate(const Board& board, const Certificate& c,
                                           const std::string& certificateFile,
                                           const CheckLimits& limits) {
  CertificateReport r;
  r.kind = c.kind;
  r.board = board.name;
  r.boardIdentity = boardIdentity(board);
  if (!board.fileSha256.empty()) r.boardFile = board.source, r.boardSha256 = board.fileSha256;
  r.problem = fmt::format("start {}, finish {}", board.holeNames(board.holes & ~c.start),
                          board.holeNames(c.finish));
  switch (c.kind) {
    case CertificateKind::Parity:
      r.reason = checkParity(board, c);
      break;
    case CertificateKind::Pagoda:
      r.reason = checkPagoda(board, c);
      break;
    case CertificateKind::Cases:
      r.reason = checkCases(board, c);
      break;
    case CertificateKind::Drat:
      return checkDratCertificate(board, c, certificateFile, limits, r);
    case CertificateKind::Levels:
      return checkLevelsCertificate(board, c, certificateFile, limits, r);
  }
  r.ok = r.reason.empty();
  return r;
}

Result<CertificateReport> checkCertificateFile(const std::string& path, const CheckLimits& limits,
                                               const Board* expected) {
  auto text = readInput(path, limits.roots, kMaxCertificateBytes);
  if (!text) return text.error();
  auto t = parseCertificateText(*text, path);
  if (!t) return t.error();
  auto board = loadCertificateBoard(*t, limits.roots);
  if (!board) return board.error();
  auto c = resolveCertificate(*t, *board);
  if (!c) return c.error();
  if (expected && !sameBoard(*expected, *board)) {
    CertificateReport r;
    r.kind = c->kind;
    r.board = board->name;
    r.boardIdentity = boardIdentity(*board);
    if (!board->fileSha256.empty()) r.boardFile = board->source, r.boardSha256 = board->fileSha256;
    r.problem = fmt::format("start {}, finish {}", board->holeNames(board->holes & ~c->start),
                            board->holeNames(c->finish));
    r.reason = fmt::format("the certificate is about the {}, not the {} that --board names",
                           r.boardIdentity, boardIdentity(*expected));
    return r;
  }
  return checkCertificate(*board, *c, path, limits);
}

}  // namespace pegsat
