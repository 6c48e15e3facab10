// SPDX-License-Identifier: GPL-3.0-or-later
// Refuting a CNF with CaDiCaL (Biere et al.) linked as a library, keeping the
// DRAT proof that it writes while it solves: the proof half of a DRAT
// certificate. The proof is text DRAT, the form pegsat's checker reads.
#pragma once

#include <atomic>
#include <functional>
#include <string>

#include "encodings/peg_encoding.hpp"
#include "util/budget.hpp"
#include "util/outcome.hpp"

namespace pegsat {

struct DratRun {
  // NoSolution: the CNF is refuted; Solved: it is satisfiable; Unknown: the
  // time ran out.
  Outcome outcome = Outcome::Unknown;
  std::string proof;  // when refuted: the text DRAT proof, ending in the empty clause
  double milliseconds = 0;
};

using DratProgress = std::function<void(const std::string&)>;

// Solves `cnf` with CaDiCaL, tracing a DRAT proof; Unknown if `budget`
// stops it (CaDiCaL's terminator polls it between conflicts). `progress`
// hears from it once a second.
DratRun refuteWithCadical(const Cnf& cnf, const Budget& budget = {},
                          const DratProgress& progress = {});

}  // namespace pegsat
