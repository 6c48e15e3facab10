// SPDX-License-Identifier: GPL-3.0-or-later
// Random renaming of variables and reordering of clauses and literals. A CDCL
// solver's time on one CNF can differ by a factor of a hundred between orders
// of the same clauses, so encodings are benchmarked as the
// median over shuffled copies, never on the order the encoder happens to write.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "encodings/peg_encoding.hpp"

namespace pegsat {

struct ShuffledCnf {
  Cnf cnf;
  std::vector<int> renamed;  // renamed[v]: the new name of old variable v (index 0 unused)
};

// The same formula with variables renamed by a random permutation, clauses in
// random order and literals shuffled within each clause. Deterministic in seed.
ShuffledCnf shuffleCnf(const Cnf& cnf, uint64_t seed);

// Plain DIMACS of a CNF, without comments.
std::string formatPlainDimacs(const Cnf& cnf);

}  // namespace pegsat
