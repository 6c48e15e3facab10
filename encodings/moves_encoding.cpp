// SPDX-License-Identifier: GPL-3.0-or-later
// The fewest-moves encoding; see moves_encoding.hpp.
#include "encodings/moves_encoding.hpp"

#include <algorithm>

#include "peg/merson.hpp"

namespace pegsat {

EncodingOptions movesEncodingOptions(EncodingOptions base) {
  base.parallel = false;
  base.order = false;
  base.steps = -1;
  return base;
}

namespace {

// Sinz's sequential counter over x ("Towards an optimal CNF encoding of
// Boolean cardinality constraints", CP 2005): r[i][m] = "at least m of x_1..x_i"
// for 1 <= m <= i, forced up by the x, which is enough for an upper bound
// (assuming not r[n][k+1] allows at most k). With `defined`, also forced down,
// r[i][m] -> r[i-1][m] or (x_i and r[i-1][m-1]), so that every output equals
// its count and a model of the x has one value for the counter.
std::vector<std::vector<int>> sequentialCounter(Cnf& cnf, const std::vector<int>& x,
                                                bool defined) {
  const size_t n = x.size();
  std::vector<std::vector<int>> r(n + 1);
  for (size_t i = 1; i <= n; ++i) {
    r[i].assign(i + 1, 0);
    for (size_t m = 1; m <= i; ++m) r[i][m] = cnf.newVar();
    const int xi = x[i - 1];
    cnf.add({-xi, r[i][1]});
    for (size_t m = 1; m < i; ++m) {
      cnf.add({-r[i - 1][m], r[i][m]});
      cnf.add({-xi, -r[i - 1][m], r[i][m + 1]});
    }
    if (!defined) continue;
    // r[i-1][i] is false and r[i-1][0] true, which drops them from the clauses.
    for (size_t m = 1; m <= i; ++m) {
      Clause viaX{-r[i][m], xi};
      if (m < i) viaX.push_back(r[i - 1][m]);
      cnf.add(std::move(viaX));
      if (m < 2) continue;
      Clause viaBelow{-r[i][m], r[i - 1][m - 1]};
      if (m < i) viaBelow.push_back(r[i - 1][m]);
      cnf.add(std::move(viaBelow));
    }
  }
  return r;
}

// The per-step bound of the Merson regions (merson.hpp): after step t, each
// region of a disjoint family that is full, must not be full at the finish,
// and did not just receive step t's peg, still costs a move of its own after
// step t. The first jump to touch it starts inside it (nothing can land in a
// full region or pass over it from outside), and it starts a new move, since
// the jump before it did not land in the region (it would have touched it;
// the one exception, step t's own jump, is left out). So moves in steps 1..t
// plus such regions after t is at most the total: "at least a moves by step
// t" and "at least m such regions after t" imply "at least a + m moves", a
// clause on the counter's outputs that holds for every bound k at once.
// The family is mersonGroups': a group counts once when any of its regions
// is pending, which lets a region that fills later (the other pair of a
// triangle's edge) count where the fixed packing would miss it.
// With `defined`, "pending" is defined both ways (a region's own variable when
// its group has several), so that the bound adds clauses but no models.
void addRegionBound(const Board& board, Cells start, Cells finish, MovesEncoding& e,
                    const std::vector<std::vector<int>>& r, bool defined) {
  const std::vector<std::vector<Cells>> groups = mersonGroups(board, start, finish);
  if (groups.empty()) return;
  Cnf& cnf = e.plain.cnf;
  const int T = e.plain.steps, J = e.plain.jumpCount, M = int(groups.size());
  std::vector<int> holeOf(size_t(board.cells()), -1);
  for (int h = 0; h < e.plain.holes(); ++h) holeOf[size_t(e.plain.holeCells[size_t(h)])] = h;
  const int first = cnf.vars + 1;
  for (int t = 0; t < T; ++t) {
    // pending[i]: some region of group i is full after step t and step t
    // did not land in it.
    std::vector<int> pending;
    for (const std::vector<Cells>& group : groups) {
      const int q = cnf.newVar();
      Clause someRegion{-q};
      for (Cells region : group) {
        // y: this region is full after step t and step t did not land in it.
        const int y = defined && group.size() > 1 ? cnf.newVar() : q;
        Clause c{y};
        forEachBit(region, [&](int cell) {
          const int peg = e.plain.pegVar(holeOf[size_t(cell)], t);
          c.push_back(-peg);
          if (defined) cnf.add({-y, peg});
        });
        if (t > 0)
          for (int j = 0; j < J; ++j)
            if (region >> board.jumps[size_t(j)].to & 1) {
              c.push_back(e.plain.jumpVar(j, t));
              if (defined) cnf.add({-y, -e.plain.jumpVar(j, t)});
            }
        cnf.add(std::move(c));
        if (y != q) cnf.add({-y, q}), someRegion.push_back(y);
      }
      if (someRegion.size() > 1) cnf.add(std::move(someRegion));
      pending.push_back(q);
    }
    // p[i][m]: at least m of the first i groups pending.
    const std::vector<std::vector<int>> p = sequentialCounter(cnf, pending, defined);
    for (int a = 0; a <= t; ++a)
      for (int m = 1; m <= M; ++m) {
        Clause c{-p[size_t(M)][size_t(m)]};
        if (a > 0) c.push_back(-r[size_t(t)][size_t(a)]);
        if (a + m <= T) c.push_back(r[size_t(T)][size_t(a + m)]);
        cnf.add(std::move(c));
      }
  }
  e.plain.auxiliary.push_back({first, cnf.vars, "region bound"});
}

}  // namespace

Result<MovesEncoding> encodeMoves(const Board& board, Cells start, Cells finish,
                                  const EncodingOptions& options, const Budget& budget) {
  auto plain = encodePegSolitaire(board, start, finish, movesEncodingOptions(options), budget);
  if (!plain) return plain.error();
  MovesEncoding e;
  e.plain = std::move(*plain);
  // The move order below is this encoding's own; the options say it is on.
  e.plain.options.order = options.order;
  const bool defined = e.plain.options.keepsAllSolutions();
  Cnf& cnf = e.plain.cnf;
  const int T = e.plain.steps, J = e.plain.jumpCount;
  if (T == 0 || e.plain.stopped != Stop::None) return e;

  // The jumps that land in each cell: step t continues step t-1's move when
  // its jump starts where one of these ended.
  std::vector<std::vector<int>> landing(size_t(board.cells()));
  for (int j = 0; j < J; ++j) landing[size_t(board.jumps[j].to)].push_back(j);

  e.firstNewMove = cnf.vars + 1;
  for (int t = 1; t <= T; ++t) cnf.newVar();
  cnf.add({e.newMoveVar(1)});
  for (int t = 2; t <= T; ++t) {
    const int n = e.newMoveVar(t);
    for (int j = 0; j < J; ++j) {
      const auto& before = landing[size_t(board.jumps[j].from)];
      // Jump j at step t without a jump into its hole at step t-1 starts a move...
      Clause starts{-e.plain.jumpVar(j, t), n};
      for (int k : before) starts.push_back(e.plain.jumpVar(k, t - 1));
      cnf.add(std::move(starts));
      // ...and with one it does not, so the variable counts moves exactly.
      for (int k : before) cnf.add({-n, -e.plain.jumpVar(j, t), -e.plain.jumpVar(k, t - 1)});
    }
  }
  e.plain.auxiliary.push_back({e.firstNewMove, e.newMoveVar(T), "new move"});

  // Two consecutive moves of one jump each on disjoint holes commute, and
  // either order has as many moves or fewer (the second may then continue the
  // move before it); keep only the order with the smaller jump first, as the
  // plain encoding's `order` does for single jumps (CSPLib prob037). Not at
  // step 1, whose jump the symmetry setting may already have fixed: two
  // restrictions of the same solutions are only safe when they commute.
  if (options.order)
    for (int t = 2; t < T; ++t) {
      // A step's pairs grow with the square of the jumps (400,000 on a
      // 16x8 board of 8 directions): the budget is asked at every step.
      if ((e.plain.stopped = budget.poll()) != Stop::None ||
          (e.plain.stopped = budget.overBytes(cnf.bytes())) != Stop::None)
        return e;
      for (int j = 0; j < J; ++j)
        for (int k = j + 1; k < J; ++k) {
          const Jump &a = board.jumps[j], &b = board.jumps[k];
          const Cells ma = bitAt<Cells>(a.from) | bitAt<Cells>(a.over) | bitAt<Cells>(a.to);
          const Cells mb = bitAt<Cells>(b.from) | bitAt<Cells>(b.over) | bitAt<Cells>(b.to);
          if (ma & mb) continue;
          // Jump k at t, alone in its move, then j at t+1, alone in its move.
          Clause c{-e.plain.jumpVar(k, t), -e.plain.jumpVar(j, t + 1), -e.newMoveVar(t),
                   -e.newMoveVar(t + 1)};
          if (t + 1 < T) c.push_back(-e.newMoveVar(t + 2));
          cnf.add(std::move(c));
        }
    }

  // r[i][j] = "at least j of the first i steps start a move".
  const int counterFirst = cnf.vars + 1;
  std::vector<int> newMoves;
  for (int t = 1; t <= T; ++t) newMoves.push_back(e.newMoveVar(t));
  const std::vector<std::vector<int>> r = sequentialCounter(cnf, newMoves, defined);
  e.atLeast = r[size_t(T)];
  e.plain.auxiliary.push_back({counterFirst, cnf.vars, "move counter"});
  if ((e.plain.stopped = budget.poll()) != Stop::None) return e;
  if (options.regions) addRegionBound(board, start, finish, e, r, defined);
  if (e.plain.stopped == Stop::None) e.plain.stopped = budget.overBytes(cnf.bytes());
  return e;
}

void boundMoves(MovesEncoding& e, int k) {
  e.plain.maxMoves = k;
  if (Lit l = e.atMost(k)) e.plain.cnf.add({l});
}

int movesLowerBound(const Board& board, Cells start, Cells finish) {
  if (start == finish) return 0;
  int full = 0;
  for (Cells region : mersonPacking(board, start, finish)) full += (region & start) == region;
  return std::max(1, full);
}

int movesOfJumps(const std::vector<Jump>& jumps) {
  int moves = 0;
  for (size_t i = 0; i < jumps.size(); ++i) moves += i == 0 || jumps[i].from != jumps[i - 1].to;
  return moves;
}

}  // namespace pegsat
