// SPDX-License-Identifier: GPL-3.0-or-later
// Invariants from bounded reachability, the planning-graph idea of Blum and
// Furst's Graphplan (1997) made exact for the first and the last steps: while
// the positions reachable after t jumps are few, enumerate them and keep the
// facts that hold in all of them (a hole always full or always empty) and the
// pairs of hole values that never occur together (binary "mutex" clauses).
// The last steps use the same search on the complemented finish, because the
// positions that reach `finish` in k jumps are the complements of those that
// `holes - finish` reaches in k jumps (the hidden backward solution: a jump
// from P to P' is the same jump from the complement of P' to that of P).
#pragma once

#include <cstddef>
#include <vector>

#include "encodings/peg_encoding.hpp"
#include "peg/board.hpp"

namespace pegsat {

// The distinct positions after 0, 1, 2, ... jumps from `start`, stopping
// before a layer would pass `budget` positions or after `maxJumps` layers.
std::vector<std::vector<Cells>> reachableLayers(const Board& board, Cells start, int maxJumps,
                                                size_t budget);

// The same for parallel steps: the positions after 0, 1, 2, ... steps of one
// or more jumps on pairwise disjoint holes.
std::vector<std::vector<Cells>> reachableParallelLayers(const Board& board, Cells start,
                                                        int maxSteps, size_t budget);

// The facts true in every position of `layer`, as clauses over peg variables:
// `pegVar(cell)` names the variable "a peg in this hole" at that step.
template <class PegVar>
void addLayerFacts(Cnf& cnf, const Board& board, const std::vector<Cells>& layer, PegVar&& pegVar);

// The ternary clauses of `layer`: the values of three holes that never occur
// together, when each pair of the three does occur (otherwise a binary clause
// of addLayerFacts already says it). Meant for the small layers that
// aliveLayer leaves: the 15-hole triangle's refutations of "at most k moves"
// took about half the conflicts with them (docs/MOVES-SAT.md).
template <class PegVar>
void addLayerTriples(Cnf& cnf, const Board& board, const std::vector<Cells>& layer,
                     PegVar&& pegVar);

// The positions of both layers: those reached from the start in t jumps that
// also reach the finish in the remaining jumps (the backward layer
// complemented back). Sorted.
std::vector<Cells> aliveLayer(std::vector<Cells> forward, std::vector<Cells> backward);

}  // namespace pegsat

#include "encodings/reach_layers_impl.hpp"
