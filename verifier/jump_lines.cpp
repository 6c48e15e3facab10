// SPDX-License-Identifier: GPL-3.0-or-later
#include "verifier/jump_lines.hpp"

#include <fmt/format.h>

namespace pegsat {

std::vector<JumpLine> jumpLines(const Board& b) {
  std::vector<JumpLine> out;
  for (int c = 0; c < b.cells(); ++c) {
    if (!b.isHole(c)) continue;
    const Point p = b.point(c);
    for (Point d : b.directionVectors()) {
      const Point over{p.x + d.x, p.y + d.y}, to{p.x + 2 * d.x, p.y + 2 * d.y};
      if (to.x < 0 || to.y < 0 || to.x >= b.width || to.y >= b.height) continue;
      if (b.isHole(b.cell(over)) && b.isHole(b.cell(to)))
        out.push_back({c, b.cell(over), b.cell(to)});
    }
  }
  return out;
}

// "" when w(a) + w(b) >= w(c) for every jump of a over b into c, so that no
// jump raises the weight of the pegs (Berlekamp, Conway and Guy, Winning Ways
// ch. 23); else the first jump that does.
std::string raisingJump(const Board& b, const std::vector<long long>& w) {
  for (const JumpLine& j : jumpLines(b)) {
    const long long before = w[j.from] + w[j.over], after = w[j.to];
    if (before < after)
      return fmt::format("the jump {}-{} raises the weight: w({}) + w({}) = {} < w({}) = {}",
                         b.holeName(j.from), b.holeName(j.to), b.holeName(j.from),
                         b.holeName(j.over), before, b.holeName(j.to), after);
  }
  return "";
}

}  // namespace pegsat
