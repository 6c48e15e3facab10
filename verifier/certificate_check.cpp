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

std::string checkPagoda(const Board& b, const Certificate& c) {
  // w(a) + w(b) >= w(c) for every jump of a over b into c: no jump raises
  // the weight of the pegs (Berlekamp, Conway and Guy, Winning Ways ch. 23).
  for (const JumpLine& j : jumpLines(b)) {
    const long long before = c.weights[j.from] + c.weights[j.over], after = c.weights[j.to];
    if (before < after)
      return fmt::format("the jump {}-{} raises the weight: w({}) + w({}) = {} < w({}) = {}",
                         b.holeName(j.from), b.holeName(j.to), b.holeName(j.from),
                         b.holeName(j.over), before, b.holeName(j.to), after);
  }
  long long start = 0, finish = 0;
  for (int h = 0; h < b.cells(); ++h) {
    if (c.start >> h & 1) start += c.weights[h];
    if (c.finish >> h & 1) finish += c.weights[h];
  }
  if (finish <= start)
    return fmt::format("the finish weighs {} and the start {}: the finish must weigh more", finish,
                       start);
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
