// SPDX-License-Identifier: GPL-3.0-or-later
#include "encodings/certificate_search.hpp"

#include <chrono>

#include "encodings/dimacs.hpp"
#include "encodings/drat_proof.hpp"
#include "encodings/peg_encoding.hpp"
#include "peg/pagoda.hpp"
#include "peg/position_class.hpp"

namespace pegsat {

Result<FoundCertificate> findCertificate(const Board& board, Cells start, Cells finish,
                                         const CertificateSearchOptions& options) {
  if ((start | finish) & ~board.holes)
    return Error{"", 0, "the start or the finish has pegs off the board"};
  const auto t0 = std::chrono::steady_clock::now();
  FoundCertificate f;
  auto done = [&](Outcome status) {
    f.status = status;
    f.milliseconds = std::chrono::duration<double, std::milli>(
                         std::chrono::steady_clock::now() - t0)
                         .count();
    return f;
  };
  Certificate& c = f.certificate;
  c.start = start;
  c.finish = finish;

  if (auto set = paritySet(board, start, finish)) {
    c.kind = CertificateKind::Parity;
    c.holes = *set;
    return done(Outcome::NoSolution);
  }
  if (auto weights = findPagoda(board, start, finish)) {
    c.kind = CertificateKind::Pagoda;
    c.weights.assign(weights->begin(), weights->end());
    return done(Outcome::NoSolution);
  }
  if (auto cases = findPagodaCases(board, start, finish)) {
    c.kind = CertificateKind::Cases;
    for (PagodaCase& k : *cases)
      c.cases.push_back({k.first.from, k.first.to, k.last.from, k.last.to,
                         std::vector<long long>(k.weight.begin(), k.weight.end()), 0});
    return done(Outcome::NoSolution);
  }
  // A pagoda exists whenever the finish has at least as many pegs as a
  // different start (weight 2 everywhere, 3 on the finish's other holes), so
  // the CNF below always has a step.
  if (!options.drat || popcount(start) <= popcount(finish))
    return done(Outcome::Unknown);
#ifdef PEGSAT_NO_SAT
  return done(Outcome::Unknown);  // no CaDiCaL in this build for a DRAT proof
#else

  // The plain encoding: one jump per step, as many steps as the problem
  // removes pegs, nothing that removes solutions, so "unsatisfiable" means
  // "no solution". The checker rebuilds exactly this CNF.
  EncodingOptions plain;
  plain.atMostOne = AtMostOne::Pairwise;
  plain.parallel = plain.classes = plain.symmetry = plain.order = false;
  plain.reach = 0;
  plain.steps = -1;
  auto e = encodePegSolitaire(board, start, finish, plain);
  if (!e) return e.error();
  DratRun run = refuteWithCadical(e->cnf, options.budget, options.progress);
  if (run.outcome == Outcome::Solved) return done(Outcome::Solved);
  if (run.outcome == Outcome::Unknown) return done(Outcome::Unknown);
  c.kind = CertificateKind::Drat;
  c.steps = e->steps;
  f.cnfText = formatDimacs(board, start, finish, *e);
  f.proofText = std::move(run.proof);
  return done(Outcome::NoSolution);
#endif
}

}  // namespace pegsat
