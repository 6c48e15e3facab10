#include "verifier/certificate_check.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <unordered_map>

#include "verifier/clause_file.hpp"
#include "verifier/plain_encoding.hpp"

namespace pegsat {
namespace {

struct JumpLine {
  int from, over, to;
};

// Every jump of the board, from the geometry alone, as the solution verifier
// finds them: two steps along a direction, over a hole into a hole.
std::vector<JumpLine> jumpLines(const Board& b) {
  std::vector<JumpLine> out;
  for (int c = 0; c < b.cells(); ++c) {
    if (!b.isHole(c)) continue;
    const Point p = b.point(c);
    for (Point d : b.directionVectors()) {
      const Point over{p.x + d.x, p.y + d.y}, to{p.x + 2 * d.x, p.y + 2 * d.y};
      if (to.x < 0 || to.y < 0 || to.x >= b.width || to.y >= b.height) continue;
      if (b.isHole(b.cell(over)) && b.isHole(b.cell(to)))
        out.push_back({c, b.cell(over), b.cell(to)});
    }
  }
  return out;
}

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

// "" when w(a) + w(b) >= w(c) for every jump of a over b into c, so that no
// jump raises the weight of the pegs (Berlekamp, Conway and Guy, Winning Ways
// ch. 23); else the first jump that does.
std::string raisingJump(const Board& b, const std::vector<long long>& w) {
  for (const JumpLine& j : jumpLines(b)) {
    const long long before = w[j.from] + w[j.over], after = w[j.to];
    if (before < after)
      return fmt::format("the jump {}-{} raises the weight: w({}) + w({}) = {} < w({}) = {}",
                         b.holeName(j.from), b.holeName(j.to), b.holeName(j.from),
                         b.holeName(j.over), before, b.holeName(j.to), after);
  }
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

struct ClauseHash {
  size_t operator()(const std::vector<int>& c) const {
    size_t h = c.size();
    for (int l : c) h = h * 0x9E3779B97F4A7C15ull + size_t(uint32_t(l));
    return h;
  }
};

std::vector<int> normalized(const int* b, const int* e) {
  std::vector<int> c(b, e);
  std::sort(c.begin(), c.end());
  c.erase(std::unique(c.begin(), c.end()), c.end());
  return c;
}

std::string showClause(const std::vector<int>& c) {
  std::string s;
  for (int l : c) s += fmt::format("{} ", l);
  return s + "0";
}

Result<CertificateReport> checkDratCertificate(const Board& b, const Certificate& c,
                                               const std::string& folder,
                                               CertificateReport report) {
  namespace fs = std::filesystem;
  auto resolve = [&](const std::string& p) {
    return fs::path(p).is_absolute() ? p : (fs::path(folder) / p).string();
  };
  const std::string cnfPath = resolve(c.cnf), proofPath = resolve(c.proof);
  auto cnfText = readFile(cnfPath);
  if (!cnfText) return cnfText.error();
  auto cnf = readCnfClauses(*cnfText, cnfPath);
  if (!cnf) return cnf.error();
  auto proofText = readFile(proofPath);
  if (!proofText) return proofText.error();
  auto proof = readDratProof(*proofText, proofPath);
  if (!proof) return proof.error();
  report.cnfClauses = cnf->clauses.items.size();
  report.proofSteps = proof->items.size();
  auto fail = [&](std::string why) {
    report.reason = std::move(why);
    return report;
  };

  // Every solution removes one peg a jump: the plain encoding refutes the
  // problem only with exactly that many steps.
  const int removes = popcount(c.start) - popcount(c.finish);
  if (c.steps != removes)
    return fail(fmt::format("steps: {}, but every solution of this problem has {} jumps",
                            c.steps, removes));

  const PlainCnf expected = plainEncoding(b, c.start, c.finish, c.steps);
  if (cnf->vars != expected.vars)
    return fail(fmt::format("{}: the CNF has {} variables; the problem's encoding has {}",
                            cnfPath, cnf->vars, expected.vars));
  std::unordered_map<std::vector<int>, int, ClauseHash> want;
  for (const auto& cl : expected.clauses)
    ++want[normalized(cl.data(), cl.data() + cl.size())];
  for (const auto& item : cnf->clauses.items) {
    auto it = want.find(normalized(cnf->clauses.begin(item), cnf->clauses.end(item)));
    if (it == want.end() || it->second == 0)
      return fail(fmt::format(
          "{}:{}: the clause '{}' is not in the encoding of this problem (or is there twice)",
          cnfPath, item.line,
          showClause(normalized(cnf->clauses.begin(item), cnf->clauses.end(item)))));
    --it->second;
  }
  for (const auto& [clause, left] : want)
    if (left > 0)
      return fail(fmt::format("{}: the CNF lacks the clause '{}' of the problem's encoding",
                              cnfPath, showClause(clause)));

  DratReport d = checkDrat(cnf->vars, cnf->clauses, *proof);
  report.drat = d.stats;
  if (!d.ok)
    return fail(d.line > 0 ? fmt::format("{}:{}: {}", proofPath, d.line, d.reason)
                           : fmt::format("{}: {}", proofPath, d.reason));
  report.ok = true;
  return report;
}

}  // namespace

Result<CertificateReport> checkCertificate(const Board& board, const Certificate& c,
                                           const std::string& folder) {
  CertificateReport r;
  r.kind = c.kind;
  r.board = board.name;
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
      return checkDratCertificate(board, c, folder, r);
  }
  r.ok = r.reason.empty();
  return r;
}

Result<CertificateReport> checkCertificateFile(const std::string& path) {
  auto text = readFile(path, kMaxCertificateBytes);
  if (!text) return text.error();
  auto t = parseCertificateText(*text, path);
  if (!t) return t.error();
  auto board = loadCertificateBoard(*t);
  if (!board) return board.error();
  auto c = resolveCertificate(*t, *board);
  if (!c) return c.error();
  return checkCertificate(*board, *c, std::filesystem::path(path).parent_path().string());
}

}  // namespace pegsat
