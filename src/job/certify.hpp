// SPDX-License-Identifier: GPL-3.0-or-later
// Certifying "no solution": find a certificate (a parity set, a pagoda, a
// pagoda for each first and last jump, or a DRAT refutation of the plain
// CNF), write it, then check what was written with the independent checker
// before anyone hears of it. Used by solve after a "no solution", and by the
// public API's certify.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "job/job.hpp"
#include "util/result.hpp"

namespace pegsat {

struct Certification {
  // NoSolution: written and checked. Solved: the plain CNF is satisfiable, so
  // the problem has a solution and there is no certificate. Unknown: no parity
  // set or pagoda decides the problem and CaDiCaL found no proof in time.
  Outcome outcome = Outcome::Unknown;
  std::string kind;                // parity, pagoda, cases, drat or levels
  // A levels certificate's claim, once written and checked ("at least 18
  // moves"); its outcome is NoSolution only when the claim is "no solution".
  std::string claim;
  std::vector<std::string> files;  // the certificate, then a DRAT one's CNF and proof
  std::string reason;              // why there is none, when not NoSolution
  double findMs = 0, checkMs = 0;
  uint64_t bytes = 0;              // of every file written
  uint64_t lemmas = 0, checkedLemmas = 0;  // of a DRAT proof
  // An internal error: what was written does not check. Never handed out.
  std::string bug;
};

// Writes the certificate to `path` (a DRAT one's CNF and proof beside it, as
// PATH.cnf and PATH.drat without the .cert), each file whole or not at all.
// The Error names a file that could not be written.
// The limits' budget stops the search for a certificate and its check (an
// Unknown whose reason names the limit, and no file kept); a DRAT proof
// also has its own time limit within it.
// Past CaDiCaL's time (or without it, `drat` false), the levels of a search
// by jumps from both ends, as a `levels` certificate in jumps, within the
// limits' time and memory.
Result<Certification> certifyNoSolution(const Problem& problem, const std::string& path,
                                        double dratTimeoutSeconds, const Limits& limits = {},
                                        bool drat = true);

// The same for a problem a solver has answered "no solution": a satisfiable
// plain CNF then contradicts that answer, an internal error set as `bug`.
Result<Certification> certifyAnsweredNoSolution(const Problem& problem, const std::string& path,
                                                double dratTimeoutSeconds,
                                                const Limits& limits = {});

}  // namespace pegsat
