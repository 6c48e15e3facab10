#include "job/encode.hpp"

#include "encodings/cnf_shuffle.hpp"
#include "encodings/dimacs.hpp"
#include "encodings/moves_encoding.hpp"

namespace pegsat {

Result<EncodeReport> runEncode(const Problem& p, const EncodeJob& job) {
  EncodingOptions sequential;
  sequential.parallel = false;
  auto opt = parseEncodingSettings(job.encoding, sequential);
  if (!opt) return opt.error();
  if (job.steps >= 0) opt->steps = job.steps;
  Result<PegEncoding> e = Error{};
  if (job.maxMoves >= 0) {
    if (job.steps >= 0) return Error{"--max-moves", 0, "sets the steps itself: drop --steps"};
    auto m = encodeMoves(p.board, p.start, p.finish, *opt);
    if (!m) return m.error();
    boundMoves(*m, job.maxMoves);
    *opt = m->plain.options;
    e = std::move(m->plain);
  } else {
    e = encodePegSolitaire(p.board, p.start, p.finish, *opt);
  }
  if (!e) return e.error();
  ShuffledCnf shuffled;
  if (job.shuffle) shuffled = shuffleCnf(e->cnf, job.shuffle);
  EncodeReport r;
  r.dimacs = formatDimacs(p.board, p.start, p.finish, *e, job.shuffle ? &shuffled : nullptr);
  r.vars = e->cnf.vars;
  r.clauses = e->cnf.clauses.size();
  r.steps = e->steps;
  r.encoding = describe(*opt);
  return r;
}

}  // namespace pegsat
