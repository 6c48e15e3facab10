// SPDX-License-Identifier: GPL-3.0-or-later
// CNF shuffling; see cnf_shuffle.hpp.
#include "encodings/cnf_shuffle.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>
#include <random>

namespace pegsat {

ShuffledCnf shuffleCnf(const Cnf& cnf, uint64_t seed) {
  // std::shuffle's result depends on the library; good enough for a
  // benchmark, which only needs the same copies within one run.
  std::mt19937_64 rng(seed);
  ShuffledCnf s;
  s.cnf.vars = cnf.vars;
  s.renamed.resize(size_t(cnf.vars) + 1);
  std::iota(s.renamed.begin(), s.renamed.end(), 0);
  std::shuffle(s.renamed.begin() + 1, s.renamed.end(), rng);
  s.cnf.clauses.reserve(cnf.clauses.size());
  for (const Clause& c : cnf.clauses) {
    Clause r;
    for (Lit l : c) r.push_back(l > 0 ? s.renamed[size_t(l)] : -s.renamed[size_t(-l)]);
    std::shuffle(r.begin(), r.end(), rng);
    s.cnf.clauses.push_back(std::move(r));
  }
  std::shuffle(s.cnf.clauses.begin(), s.cnf.clauses.end(), rng);
  return s;
}

std::string formatPlainDimacs(const Cnf& cnf) {
  fmt::memory_buffer out;
  auto it = std::back_inserter(out);
  fmt::format_to(it, "p cnf {} {}\n", cnf.vars, cnf.clauses.size());
  for (const Clause& c : cnf.clauses) {
    for (Lit l : c) fmt::format_to(it, "{} ", l);
    fmt::format_to(it, "0\n");
  }
  return fmt::to_string(out);
}

}  // namespace pegsat
