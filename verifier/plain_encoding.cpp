// SPDX-License-Identifier: GPL-3.0-or-later
#include "verifier/plain_encoding.hpp"

namespace pegsat {

int plainEncoding(const Board& board, Cells start, Cells finish, int steps,
                  const std::function<void(std::span<const int>)>& clause) {
  // The jumps from the geometry alone: two steps along a direction, over a
  // hole into a hole.
  struct Line {
    int from, over, to;
  };
  std::vector<Line> jumps;
  std::vector<int> holeIndex(board.cells(), -1), holeCell;
  for (int c = 0; c < board.cells(); ++c)
    if (board.isHole(c)) holeIndex[c] = int(holeCell.size()), holeCell.push_back(c);
  for (int c : holeCell) {
    const Point p = board.point(c);
    for (Point d : board.directionVectors()) {
      const Point over{p.x + d.x, p.y + d.y}, to{p.x + 2 * d.x, p.y + 2 * d.y};
      if (to.x < 0 || to.y < 0 || to.x >= board.width || to.y >= board.height) continue;
      if (board.isHole(board.cell(over)) && board.isHole(board.cell(to)))
        jumps.push_back({holeIndex[c], holeIndex[board.cell(over)], holeIndex[board.cell(to)]});
    }
  }
  const int H = int(holeCell.size()), J = int(jumps.size()), T = steps;
  auto peg = [&](int h, int t) { return 1 + t * H + h; };
  auto jump = [&](int j, int t) { return 1 + (T + 1) * H + (t - 1) * J + j; };

  auto emit = [&](std::initializer_list<int> c) { clause({c.begin(), c.size()}); };
  for (int h = 0; h < H; ++h) {
    emit({(start >> holeCell[h] & 1) ? peg(h, 0) : -peg(h, 0)});
    emit({(finish >> holeCell[h] & 1) ? peg(h, T) : -peg(h, T)});
  }
  for (int t = 1; t <= T; ++t) {
    std::vector<int> some;
    std::vector<std::vector<int>> emptied(H), filled(H);
    for (int h = 0; h < H; ++h) {
      emptied[h] = {-peg(h, t - 1), peg(h, t)};
      filled[h] = {peg(h, t - 1), -peg(h, t)};
    }
    for (int j = 0; j < J; ++j) {
      const Line& l = jumps[j];
      const int m = jump(j, t);
      emit({-m, peg(l.from, t - 1)});
      emit({-m, peg(l.over, t - 1)});
      emit({-m, -peg(l.to, t - 1)});
      emit({-m, -peg(l.from, t)});
      emit({-m, -peg(l.over, t)});
      emit({-m, peg(l.to, t)});
      some.push_back(m);
      emptied[l.from].push_back(m);
      emptied[l.over].push_back(m);
      filled[l.to].push_back(m);
      for (int k = 0; k < j; ++k) emit({-jump(k, t), -m});
    }
    clause(some);
    for (int h = 0; h < H; ++h) {
      clause(emptied[h]);
      clause(filled[h]);
    }
  }
  return (T + 1) * H + T * J;
}

PlainSize plainEncodingSize(const Board& board, Cells start, Cells finish, int steps) {
  PlainSize size;
  size.vars = plainEncoding(board, start, finish, steps, [&](std::span<const int>) { ++size.clauses; });
  return size;
}

}  // namespace pegsat
