// SPDX-License-Identifier: GPL-3.0-or-later
// The DRAT checker's own readers of DIMACS CNF and text DRAT files. Both are
// clause lists ending in 0, read into one flat array so that a proof of a
// million lemmas costs two allocations, with the line of every clause kept for
// messages. Strict: anything else in the file is an error naming its line.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "util/budget.hpp"
#include "util/input_file.hpp"
#include "util/result.hpp"

namespace pegsat {

// Clauses (or proof steps) in file order; literals as DIMACS writes them.
struct ClauseList {
  struct Item {
    uint32_t begin = 0;  // index of the first literal in `lits`
    uint32_t size = 0;
    int line = 0;           // where the clause starts
    bool deletion = false;  // a DRAT "d" line
  };
  std::vector<int> lits;
  std::vector<Item> items;
  int maxVar = 0;  // the largest variable mentioned

  const int* begin(const Item& item) const { return lits.data() + item.begin; }
  const int* end(const Item& item) const { return lits.data() + item.begin + item.size; }
};

// At most this many variables: the checker's arrays are sized by the largest.
inline constexpr int kMaxCheckedVariables = 1 << 22;

struct CnfClauses {
  int vars = 0;  // from the "p cnf" line
  ClauseList clauses;
};

// A DIMACS CNF file: "c" comment lines, one "p cnf VARS CLAUSES" line, then
// exactly CLAUSES clauses over variables 1..VARS, each ending in 0. Both
// readers poll `budget` as they go, and a limit is an Error saying which.
Result<CnfClauses> readCnfClauses(std::string_view text, const std::string& file,
                                  const Budget& budget = {});

// Where a text DRAT proof's first empty clause (the lemma "0") ends, read
// through the file in a stream without keeping it: the checker stops there
// (a proof says all it can by refuting), so only that much needs reading and
// memory. 0 when the proof has none: it refutes nothing. The end of the first
// line that is not text DRAT when one comes first, so that the parser reports it.
Result<uint64_t> emptyClauseEnd(InputFile& proof, const std::string& file, const Budget& budget);

// A text DRAT proof: lemmas "l1 l2 ... 0" and deletions "d l1 l2 ... 0", with
// "c" comment lines. Binary DRAT is refused with a message saying so.
Result<ClauseList> readDratProof(std::string_view text, const std::string& file,
                                 const Budget& budget = {});

}  // namespace pegsat
