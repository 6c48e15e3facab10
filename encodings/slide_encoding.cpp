// SPDX-License-Identifier: GPL-3.0-or-later
// The time-stepped sliding-tile CNF and its DIMACS text.
#include "encodings/slide_encoding.hpp"

#include <fmt/core.h>

namespace pegsat::slide {

SlideCnf::SlideCnf(const Puzzle& start, GoalKind goal, int steps)
    : start_(start), goal_(goal), n_(start.n), cells_(start.cells()), steps_(steps) {
  vars_ = (steps_ + 1) * cells_ * cells_ + steps_ * cells_ * 4;
  const Puzzle goalBoard = goalPuzzle(n_, goal);
  // Exactly one tile on each cell, each tile on at most one cell, at every step.
  for (int t = 0; t <= steps_; ++t) {
    for (int c = 0; c < cells_; ++c) {
      std::vector<int> some;
      for (int v = 0; v < cells_; ++v) some.push_back(x(t, c, v));
      add(some);
      for (int v = 0; v < cells_; ++v)
        for (int w = v + 1; w < cells_; ++w) add({-x(t, c, v), -x(t, c, w)});
    }
    for (int v = 0; v < cells_; ++v)
      for (int c = 0; c < cells_; ++c)
        for (int e = c + 1; e < cells_; ++e) add({-x(t, c, v), -x(t, e, v)});
  }
  for (int c = 0; c < cells_; ++c) {
    add({x(0, c, start.tiles[c])});
    add({x(steps_, c, goalBoard.tiles[c])});
  }
  for (int t = 0; t < steps_; ++t) {
    std::vector<int> moves;  // every legal move of this step
    for (int c = 0; c < cells_; ++c) {
      for (Dir d : kDirs) {
        const int to = start.neighbor(c, d);
        const int mv = m(t, c, d);
        if (to < 0) {
          add({-mv});  // off the board: never
          continue;
        }
        moves.push_back(mv);
        add({-mv, x(t, c, 0)});       // the blank is on c
        add({-mv, x(t + 1, to, 0)});  // and goes to `to`
        for (int v = 1; v < cells_; ++v) add({-mv, -x(t, to, v), x(t + 1, c, v)});
      }
    }
    // At most one move per step.
    for (size_t i = 0; i < moves.size(); ++i)
      for (size_t j = i + 1; j < moves.size(); ++j) add({-moves[i], -moves[j]});
    // Frame: a cell keeps its tile unless a move involves it.
    for (int c = 0; c < cells_; ++c) {
      std::vector<int> touching;
      for (Dir d : kDirs) {
        const int other = start.neighbor(c, d);
        if (other < 0) continue;
        touching.push_back(m(t, c, d));                // the blank leaves c
        touching.push_back(m(t, other, opposite(d)));  // the blank arrives on c
      }
      for (int v = 0; v < cells_; ++v) {
        std::vector<int> cl{-x(t, c, v), x(t + 1, c, v)};
        cl.insert(cl.end(), touching.begin(), touching.end());
        add(cl);
      }
    }
  }
}

std::vector<Dir> SlideCnf::decode(const std::vector<bool>& model) const {
  std::vector<Dir> out;
  for (int t = 0; t < steps_; ++t)
    for (int c = 0; c < cells_; ++c)
      for (Dir d : kDirs) {
        const int v = m(t, c, d);
        if (v < static_cast<int>(model.size()) && model[v]) out.push_back(d);
      }
  return out;
}

std::string SlideCnf::dimacs() const {
  std::string s;
  s += fmt::format("c pegsat slide encode: {}x{} puzzle, at most {} moves\n", n_, n_, steps_);
  s += "c start:";
  for (int v : start_.tiles) s += fmt::format(" {}", v);
  s += fmt::format("\nc goal: blank {}\n", goal_ == GoalKind::BlankFirst ? "first" : "last");
  s += fmt::format(
      "c var x(t,cell,tile) = 1 + (t*{0} + cell)*{0} + tile: tile on cell after t "
      "steps, t in 0..{1}, cells row by row from 0, tile 0 the blank\n",
      cells_, steps_);
  s += fmt::format(
      "c var m(t,cell,dir) = {} + (t*{} + cell)*4 + dir: at step t the blank on cell "
      "moves dir (0 up, 1 down, 2 left, 3 right); a step without move is idle\n",
      1 + (steps_ + 1) * cells_ * cells_, cells_);
  s += fmt::format("p cnf {} {}\n", vars_, clauses_.size());
  for (const auto& c : clauses_) {
    for (int l : c) s += fmt::format("{} ", l);
    s += "0\n";
  }
  return s;
}

}  // namespace pegsat::slide
