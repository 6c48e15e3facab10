// SPDX-License-Identifier: GPL-3.0-or-later
// The time-stepped CNF encoding of a peg solitaire problem: peg solitaire as a
// planning problem in the style of Kautz and Selman's SATPLAN (1992), one jump
// per step, or (parallel=on) any set of jumps on pairwise disjoint holes per
// step, the "forall-step" semantics of Rintanen, Heljanko and Niemela,
// "Planning as satisfiability: parallel plans and algorithms for plan search"
// (AIJ 2006), with optional redundant constraints that help a CDCL solver
// propagate (position-class parities, de Bruijn 1972) or break symmetries
// (the first jump; the order of independent jumps from CSPLib prob037,
// Jefferson, Miguel, Miguel, Tarim 2006).
#pragma once

#include <string>
#include <vector>

#include "peg/board.hpp"
#include "peg/position_class.hpp"
#include "util/budget.hpp"
#include "util/result.hpp"

namespace pegsat {

// A literal as DIMACS writes it: +v or -v for variable v >= 1.
using Lit = int;
using Clause = std::vector<Lit>;

// How "at most one jump per step" becomes clauses.
enum class AtMostOne {
  Pairwise,    // one binary clause per pair: n(n-1)/2 clauses, no new variables
  Sequential,  // Sinz's ladder (CP 2005): 3n clauses, n-1 new variables
  Commander,   // Klieber and Kwon's commander encoding (2007), groups of three
};

struct EncodingOptions {
  // The defaults are the fastest set measured by scripts/sat-bench.sh (README).
  AtMostOne atMostOne = AtMostOne::Pairwise;
  // Parallel steps: at least one jump per step, any number on pairwise
  // disjoint holes (they commute, so any order of them is a solution). The
  // horizon shrinks from 31 steps to 13 on the English central game. A step
  // count below the jumps needed may miss solutions: "unsatisfiable" then
  // proves nothing (solveBySat knows this). Counting needs it off.
  bool parallel = true;
  // The parity of every position-class invariant at every step equals the
  // start's: a jump flips three cells of a line, so the inner product of the
  // position with any vector orthogonal to all jump masks never changes.
  bool classes = true;
  // Only orbit representatives as the first jump, under the symmetries that
  // keep both start and finish. Removes solutions: not for counting.
  bool symmetry = true;
  // Two consecutive jumps on disjoint cells commute; allow only the order with
  // the smaller jump index first (prob037). Removes solutions: not for counting.
  bool order = true;
  // Invariants of the first and last steps from bounded reachability
  // (reach_layers.hpp): layers of at most this many positions; 0 for none.
  int reach = 20000;
  // The number of steps; -1 for the number of pegs the problem removes.
  int steps = -1;
  // Fewest moves only (moves_encoding.hpp): the per-step lower bound of the
  // Merson regions on the move counter.
  bool regions = true;

  // Whether each solution is exactly one model: every jump sequence is one
  // assignment of the jump variables, and every other variable is then
  // determined (the encoders add the clauses that define their auxiliaries
  // both ways when this holds), so model counts and added clauses mean what
  // they say. `pegsat encode` writes such a CNF unless told otherwise.
  bool keepsAllSolutions() const { return !symmetry && !order && !parallel; }
  // The defaults without the settings that remove or merge solutions.
  static EncodingOptions forCounting() {
    EncodingOptions o;
    o.symmetry = o.order = o.parallel = false;
    return o;
  }
};

// "amo=sequential parallel=off classes=on symmetry=off order=off", the form
// parseEncodingOptions reads back.
std::string describe(const EncodingOptions& options);
const char* atMostOneName(AtMostOne a);
// Parses one "name=value" setting (or a bare name) into options.
Result<EncodingOptions> parseEncodingSetting(EncodingOptions options, const std::string& setting);

struct Cnf {
  int vars = 0;
  std::vector<Clause> clauses;
  uint64_t literals = 0;  // in all clauses, for the bytes they hold
  int newVar() { return ++vars; }
  void add(Clause c) {
    literals += c.size();
    clauses.push_back(std::move(c));
  }
  // At least the heap the clauses hold: the array of vectors (half as much
  // again while it grows), and each clause's block, which glibc makes at
  // least 32 bytes (a binary clause took 56 bytes in all).
  uint64_t bytes() const {
    return clauses.capacity() * sizeof(Clause) * 3 / 2 + clauses.size() * 32 +
           literals * sizeof(Lit);
  }
};

// What a variable means, for the DIMACS comments and for decoding.
struct VarRange {
  int first, last;   // inclusive
  std::string what;  // "at-most-one ladder", "class parity"
};

struct PegEncoding {
  Cnf cnf;
  int steps = 0;
  std::vector<int> holeCells;  // hole index -> cell, in cell order
  int jumpCount = 0;
  EncodingOptions options;
  std::vector<VarRange> auxiliary;  // every variable after the jump variables
  int jumpsNeeded = 0;              // pegs removed: the solution's length
  int maxMoves = -1;  // a bound on the moves (moves_encoding.hpp) as a clause; -1 for none
  // The limit that stopped the encoder (the CNF is then unfinished), or None.
  Stop stopped = Stop::None;

  int holes() const { return int(holeCells.size()); }
  // A peg in hole index h after step t (0 <= t <= steps).
  int pegVar(int h, int t) const { return 1 + t * holes() + h; }
  // Jump j is the t-th jump (1 <= t <= steps).
  int jumpVar(int j, int t) const { return 1 + (steps + 1) * holes() + (t - 1) * jumpCount + j; }
  int firstJumpVar() const { return jumpVar(0, 1); }
  int lastJumpVar() const { return jumpVar(jumpCount - 1, steps); }
  // The jump variables, the projection that counts solutions.
  std::vector<int> jumpVars() const;
};

// The horizon of a parallel encoding when none is given: about 15/31 of the
// jumps. The English central game needs 13 parallel steps; over 9 to 11
// shuffles 15 steps had the best tail (at most 27,000 conflicts; 14 steps up
// to 64,000, 16 steps timeouts), with medians alike (README). When the
// parallel layers from the start (at most `budget` positions each) reach the
// finish, at least that many steps, so that the horizon is not too short.
int defaultParallelSteps(const Board& board, Cells start, Cells finish, size_t budget);

// Encodes "from the pegs `start`, reach exactly the pegs `finish`". Fails only
// on a malformed problem (pegs off the board, a negative step count). Polls
// `budget` at every step, its bytes against the clauses': a board of
// thousands of jumps takes gigabytes (pairwise at-most-one clauses), and the
// encoding then stops unfinished with `stopped` set.
Result<PegEncoding> encodePegSolitaire(const Board& board, Cells start, Cells finish,
                                       const EncodingOptions& options = {},
                                       const Budget& budget = {});

// The jumps of a model (model[v] is the value of variable v; index 0 unused),
// in step order (the jumps of one parallel step in index order, which is as
// good as any since they commute); an empty result if some step has no jump,
// or two in a sequential encoding.
std::vector<Jump> decodeJumps(const Board& board, const PegEncoding& e,
                              const std::vector<bool>& model);

}  // namespace pegsat
