// SPDX-License-Identifier: GPL-3.0-or-later
// Finding a certificate that a peg solitaire problem has no solution, trying
// the kinds from the cheapest and most readable: a parity set (position
// classes), a pagoda function (Bell's LP), a pagoda for each first and last
// jump, and last a DRAT refutation of the plain CNF by CaDiCaL. The
// certificate is checked by verifier/, never here.
#pragma once

#include <atomic>
#include <functional>
#include <string>

#include "peg/board.hpp"
#include "peg/certificate_file.hpp"
#include "util/budget.hpp"
#include "util/outcome.hpp"
#include "util/result.hpp"

namespace pegsat {

struct CertificateSearchOptions {
  // CaDiCaL's time and stop flag (none by default).
  Budget budget;
  bool drat = true;                                  // false: parity and pagoda only
  std::function<void(const std::string&)> progress;  // once a second from CaDiCaL
};

struct FoundCertificate {
  // NoSolution: a certificate of it was found. Solved: the plain CNF is
  // satisfiable, so the problem has a solution after all. Unknown: no parity
  // set, no pagoda, and CaDiCaL ran out of time (or was not asked).
  Outcome status = Outcome::Unknown;
  // When NoSolution. A DRAT certificate's cnf and proof names are left for
  // the writer to fill in; their texts are here.
  Certificate certificate;
  std::string cnfText, proofText;
  double milliseconds = 0;
};

// Fails only on a malformed problem (pegs off the board).
Result<FoundCertificate> findCertificate(const Board& board, Cells start, Cells finish,
                                         const CertificateSearchOptions& options = {});

}  // namespace pegsat
