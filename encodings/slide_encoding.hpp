// SPDX-License-Identifier: GPL-3.0-or-later
// A time-stepped CNF for "can this sliding-tile puzzle reach its goal in at
// most T moves?" (planning as satisfiability, Kautz & Selman 1992). Variables
// x(t,c,v) say tile v is on cell c after t steps; m(t,c,d) says that at step t
// the blank, on cell c, moves in direction d. A step may also do nothing, so a
// model exists exactly when the optimum is at most T.
#pragma once

#include <string>
#include <vector>

#include "slide/puzzle.hpp"

namespace pegsat::slide {

// The largest side the encoding takes: the CNF grows with the side to the
// fourth power times the steps (a 16x16 puzzle took 2.6 GB for one move).
constexpr int kMaxSatSide = 5;

class SlideCnf {
 public:
  SlideCnf(const Puzzle& start, GoalKind goal, int steps);

  int n() const { return n_; }
  int steps() const { return steps_; }
  int vars() const { return vars_; }
  const std::vector<std::vector<int>>& clauses() const { return clauses_; }

  // 1-based DIMACS variables.
  int x(int t, int cell, int tile) const { return 1 + (t * cells_ + cell) * cells_ + tile; }
  int m(int t, int cell, Dir d) const {
    return 1 + (steps_ + 1) * cells_ * cells_ + (t * cells_ + cell) * 4 + static_cast<int>(d);
  }

  // The blank's moves read from a model (model[v] is the value of variable v;
  // index 0 unused), idle steps skipped.
  std::vector<Dir> decode(const std::vector<bool>& model) const;

  // DIMACS text with comment lines naming the puzzle, the goal, T and the
  // variable numbering, so that a model from any solver can be decoded.
  std::string dimacs() const;

 private:
  void add(std::vector<int> c) { clauses_.push_back(std::move(c)); }

  Puzzle start_;
  GoalKind goal_;
  int n_, cells_, steps_, vars_;
  std::vector<std::vector<int>> clauses_;
};

}  // namespace pegsat::slide
