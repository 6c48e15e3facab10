// SPDX-License-Identifier: GPL-3.0-or-later
#include "peg/board.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <charconv>

namespace pegsat {
namespace {

// A linear map of the grid, (x, y) -> (a*x + b*y, c*x + d*y).
struct Linear {
  int a, b, c, d;
  Point operator()(Point p) const { return {a * p.x + b * p.y, c * p.x + d * p.y}; }
  Linear operator*(const Linear& o) const {
    return {a * o.a + b * o.c, a * o.b + b * o.d, c * o.a + d * o.c, c * o.b + d * o.d};
  }
};

// The candidate symmetries of the lattice. On the square lattice these are the
// 8 rotations and reflections. On the triangular lattice of a left-aligned
// triangular board (steps (1,0), (0,1), (1,1)) a rotation by 60 degrees is
// (x, y) -> (x - y, x), and with the reflection (x, y) -> (y, x) it generates
// the 12 maps that keep the six jump directions; those that also keep the holes
// are the board's symmetries (6 for a triangle).
std::vector<Linear> latticeMaps(int directions) {
  std::vector<Linear> maps;
  const Linear id{1, 0, 0, 1};
  const Linear rot = directions == 6 ? Linear{1, -1, 1, 0} : Linear{0, -1, 1, 0};
  const Linear mirror = directions == 6 ? Linear{0, 1, 1, 0} : Linear{-1, 0, 0, 1};
  const int turns = directions == 6 ? 6 : 4;
  Linear r = id;
  for (int i = 0; i < turns; ++i, r = rot * r) maps.push_back(r);
  for (int i = 0; i < turns; ++i) maps.push_back(mirror * maps[i]);
  return maps;
}

}  // namespace

std::vector<Point> Board::directionVectors() const {
  std::vector<Point> d = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  if (directions == 6 || directions == 8) d.insert(d.end(), {{1, 1}, {-1, -1}});
  if (directions == 8) d.insert(d.end(), {{1, -1}, {-1, 1}});
  return d;
}

std::string Board::holeName(int cell) const {
  Point p = point(cell);
  return fmt::format("{}{}", char('a' + p.x), p.y + 1);
}

std::optional<int> Board::parseHole(std::string_view name) const {
  if (name.size() < 2 || name[0] < 'a' || name[0] > 'z') return std::nullopt;
  int x = name[0] - 'a';
  int row = 0;
  auto [end, ec] = std::from_chars(name.data() + 1, name.data() + name.size(), row);
  if (ec != std::errc() || end != name.data() + name.size() || name[1] == '0') return std::nullopt;
  if (x >= width || row < 1 || row > height) return std::nullopt;
  int c = cell({x, row - 1});
  if (!isHole(c)) return std::nullopt;
  return c;
}

std::string Board::holeNames(Cells set) const {
  std::string s;
  forEachBit(set, [&](int c) {
    if (!s.empty()) s += ' ';
    s += holeName(c);
  });
  return s;
}

Cells Board::apply(int s, Cells set) const {
  Cells out = 0;
  const auto& perm = symmetries[s];
  forEachBit(set, [&](int c) { out |= bitAt<Cells>(perm[c]); });
  return out;
}

std::vector<int> Board::symmetriesKeeping(std::initializer_list<Cells> sets) const {
  std::vector<int> keep;
  for (int s = 0; s < int(symmetries.size()); ++s)
    if (std::all_of(sets.begin(), sets.end(), [&](Cells c) { return apply(s, c) == c; }))
      keep.push_back(s);
  return keep;
}

std::optional<std::string> completeBoard(Board& b) {
  if (b.directions != 4 && b.directions != 6 && b.directions != 8)
    return "directions must be 4, 6 or 8, not " + std::to_string(b.directions);
  if (b.width > 26)
    return "the board is " + std::to_string(b.width) + " columns wide; at most 26 (a-z)";
  if (b.cells() > kMaxCells)
    return "the board's grid has " + std::to_string(b.cells()) + " cells; at most " +
           std::to_string(kMaxCells) + " are supported";
  if (b.holes == 0) return "the board has no holes";

  const auto dirs = b.directionVectors();
  b.jumps.clear();
  forEachBit(b.holes, [&](int c) {
    Point p = b.point(c);
    for (Point d : dirs) {
      Point over{p.x + d.x, p.y + d.y}, to{p.x + 2 * d.x, p.y + 2 * d.y};
      if (to.x < 0 || to.y < 0 || to.x >= b.width || to.y >= b.height) continue;
      if (b.isHole(b.cell(over)) && b.isHole(b.cell(to)))
        b.jumps.push_back({c, b.cell(over), b.cell(to)});
    }
  });

  // A lattice map is a symmetry of the board if, after translating the image
  // back into the bounding box, it maps the holes onto themselves.
  std::vector<Point> pts;
  forEachBit(b.holes, [&](int c) { pts.push_back(b.point(c)); });
  b.symmetries.clear();
  for (const Linear& m : latticeMaps(b.directions)) {
    std::vector<Point> img;
    int minX = 1 << 20, minY = 1 << 20;
    for (Point p : pts) {
      img.push_back(m(p));
      minX = std::min(minX, img.back().x);
      minY = std::min(minY, img.back().y);
    }
    std::vector<int> perm(b.cells(), -1);
    bool ok = true;
    for (size_t i = 0; i < pts.size() && ok; ++i) {
      Point q{img[i].x - minX, img[i].y - minY};
      ok = q.x < b.width && q.y < b.height && b.isHole(b.cell(q));
      if (ok) perm[b.cell(pts[i])] = b.cell(q);
    }
    if (ok && std::find(b.symmetries.begin(), b.symmetries.end(), perm) == b.symmetries.end())
      b.symmetries.push_back(perm);
  }
  return std::nullopt;
}

}  // namespace pegsat
