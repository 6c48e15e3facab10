// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/decode.hpp"

#include "encodings/dimacs.hpp"
#include "encodings/model_decode.hpp"

namespace pegsat {

Result<DecodeReport> runDecode(const DecodeJob& job) {
  auto cnfText = readFile(job.cnf, kMaxDimacsFileBytes);
  if (!cnfText) return cnfText.error();
  auto cnf = parseDimacs(*cnfText, job.cnf);
  if (!cnf) return cnf.error();
  auto modelText = readFile(job.model, kMaxDimacsFileBytes);
  if (!modelText) return modelText.error();
  auto out = parseSolverOutput(*modelText, job.model, cnf->vars);
  if (!out) return out.error();
  DecodeReport r;
  r.maxMoves = cnf->maxMoves;
  if (out->answer != SatAnswer::Satisfiable) {
    // Unsatisfiable proves "no solution" only for a complete horizon.
    const bool none = out->answer == SatAnswer::Unsatisfiable && cnf->complete();
    r.outcome = none ? Outcome::NoSolution : Outcome::Unknown;
    if (out->answer == SatAnswer::Unsatisfiable && !none) r.shortHorizonSteps = cnf->steps;
    return r;
  }
  auto d = decodeModel(*cnf, *out, job.model);
  if (!d) return d.error();
  r.outcome = Outcome::Solved;
  r.board = d->board.name;
  r.solution = d->solution;
  r.jumps = d->report.jumps;
  r.moves = d->report.moves;
  return r;
}

}  // namespace pegsat
