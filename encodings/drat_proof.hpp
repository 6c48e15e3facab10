// Refuting a CNF with CaDiCaL (Biere et al.) linked as a library, keeping the
// DRAT proof that it writes while it solves: the proof half of a DRAT
// certificate. The proof is text DRAT, the form pegsat's checker reads.
#pragma once

#include <string>

#include "encodings/peg_encoding.hpp"

namespace pegsat {

enum class DratOutcome { Refuted, Satisfiable, Unknown };

struct DratRun {
  DratOutcome outcome = DratOutcome::Unknown;
  std::string proof;  // when Refuted: the text DRAT proof, ending in the empty clause
  double milliseconds = 0;
};

// Solves `cnf` with CaDiCaL, tracing a DRAT proof; Unknown if it takes more
// than `timeoutSeconds` (0: no limit).
DratRun refuteWithCadical(const Cnf& cnf, double timeoutSeconds);

}  // namespace pegsat
