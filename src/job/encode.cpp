// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/encode.hpp"

#include "encodings/cnf_shuffle.hpp"
#include "encodings/dimacs.hpp"
#include "encodings/moves_encoding.hpp"

namespace pegsat {

Result<EncodeReport> runEncode(const Problem& p, const EncodeJob& job) {
  auto opt = parseEncodingSettings(job.encoding, encodeDefaults());
  if (!opt) return opt.error();
  if (job.steps >= 0) opt->steps = job.steps;
  const Budget& budget = job.limits.budget;
  Result<PegEncoding> e = Error{};
  if (job.maxMoves >= 0) {
    if (job.steps >= 0) return Error{"--max-moves", 0, "sets the steps itself: drop --steps"};
    auto m = encodeMoves(p.board, p.start, p.finish, *opt, budget);
    if (!m) return m.error();
    boundMoves(*m, job.maxMoves);
    *opt = m->plain.options;
    e = std::move(m->plain);
  } else {
    e = encodePegSolitaire(p.board, p.start, p.finish, *opt, budget);
  }
  if (!e) return e.error();
  EncodeReport r;
  auto stopped = [&](Stop s) {
    r.outcome = Outcome::Unknown;
    r.stop = s;
    return r;
  };
  if (e->stopped != Stop::None) return stopped(e->stopped);
  // The text takes at most 10 bytes a literal ("-67108864 ") and 2 a clause
  // ("0\n"), on top of the clauses it is made from.
  const uint64_t textBytes = e->cnf.literals * 10 + e->cnf.clauses.size() * 2;
  if (Stop s = budget.poll(); s != Stop::None) return stopped(s);
  if (Stop s = budget.overBytes(e->cnf.bytes() * (job.shuffle ? 2 : 1) + textBytes);
      s != Stop::None)
    return stopped(s);
  ShuffledCnf shuffled;
  if (job.shuffle) shuffled = shuffleCnf(e->cnf, job.shuffle);
  r.dimacs = formatDimacs(p.board, p.start, p.finish, *e, job.shuffle ? &shuffled : nullptr);
  r.vars = e->cnf.vars;
  r.clauses = e->cnf.clauses.size();
  r.steps = e->steps;
  r.encoding = describe(*opt);
  r.clauseList = job.shuffle ? std::move(shuffled.cnf.clauses) : std::move(e->cnf.clauses);
  return r;
}

}  // namespace pegsat
