// SPDX-License-Identifier: GPL-3.0-or-later
// Merson regions; see merson.hpp.
#include "peg/merson.hpp"

#include <algorithm>

namespace pegsat {
namespace {

// For each hole, the (from | to) masks of the jumps over it: a region
// holding the hole must meet each of them.
std::vector<std::vector<Cells>> endsOverEachCell(const Board& board) {
  std::vector<std::vector<Cells>> ends(size_t(board.cells()));
  for (const Jump& j : board.jumps)
    ends[size_t(j.over)].push_back(bitAt<Cells>(j.from) | bitAt<Cells>(j.to));
  return ends;
}

// Grows `region` until it is a Merson region, branching on which end of an
// unmet jump joins it; each region found is recorded.
void growMerson(const std::vector<std::vector<Cells>>& ends, Cells region, int room,
                std::vector<Cells>& found) {
  Cells unmet = 0;
  forEachBit(region, [&](int h) {
    if (unmet) return;
    for (Cells e : ends[size_t(h)])
      if (!(e & region)) {
        unmet = e;
        return;
      }
  });
  if (!unmet) {
    found.push_back(region);
    return;
  }
  if (room == 0) return;
  forEachBit(unmet, [&](int c) { growMerson(ends, region | bitAt<Cells>(c), room - 1, found); });
}

// The largest set of pairwise disjoint regions among `cands` (indices from
// `i` on), by branch and bound; `budget` caps the nodes.
void packDisjoint(const std::vector<Cells>& cands, size_t i, Cells used, std::vector<Cells>& chosen,
                  std::vector<Cells>& best, long& budget) {
  if (chosen.size() > best.size()) best = chosen;
  if (--budget < 0 || chosen.size() + (cands.size() - i) <= best.size()) return;
  for (size_t k = i; k < cands.size(); ++k) {
    if (cands[k] & used) continue;
    chosen.push_back(cands[k]);
    packDisjoint(cands, k + 1, used | cands[k], chosen, best, budget);
    chosen.pop_back();
    if (budget < 0) return;
  }
}

}  // namespace

bool isMersonRegion(const Board& board, Cells region) {
  for (const Jump& j : board.jumps)
    if ((region >> j.over & 1) && !((region >> j.from & 1) || (region >> j.to & 1))) return false;
  return true;
}

std::vector<Cells> minimalMersonRegions(const Board& board, int maxSize) {
  const auto ends = endsOverEachCell(board);
  std::vector<Cells> found;
  forEachBit(board.holes, [&](int h) { growMerson(ends, bitAt<Cells>(h), maxSize - 1, found); });
  // Smallest first, so that a region is kept only when no kept one lies in it.
  std::sort(found.begin(), found.end(), [](Cells a, Cells b) {
    return popcount(a) != popcount(b) ? popcount(a) < popcount(b) : a < b;
  });
  found.erase(std::unique(found.begin(), found.end()), found.end());
  std::vector<Cells> minimal;
  for (Cells r : found)
    if (std::none_of(minimal.begin(), minimal.end(), [&](Cells m) { return (m & r) == m; }))
      minimal.push_back(r);
  std::sort(minimal.begin(), minimal.end(), [](Cells a, Cells b) {
    return lowestBit(a) != lowestBit(b) ? lowestBit(a) < lowestBit(b) : a < b;
  });
  return minimal;
}

std::vector<Cells> mersonPacking(const Board& board, Cells start, Cells finish) {
  std::vector<Cells> full, later;
  for (Cells r : minimalMersonRegions(board)) {
    if ((r & finish) == r) continue;
    ((r & start) == r ? full : later).push_back(r);
  }
  std::vector<Cells> chosen, best;
  long budget = 200000;
  packDisjoint(full, 0, 0, chosen, best, budget);
  Cells used = 0;
  for (Cells r : best) used |= r;
  std::stable_sort(later.begin(), later.end(),
                   [](Cells a, Cells b) { return popcount(a) < popcount(b); });
  for (Cells r : later)
    if (!(r & used)) best.push_back(r), used |= r;
  return best;
}

std::vector<std::vector<Cells>> mersonGroups(const Board& board, Cells start, Cells finish) {
  const std::vector<Cells> packing = mersonPacking(board, start, finish);
  std::vector<std::vector<Cells>> groups;
  std::vector<Cells> cells;  // the holes of each group's regions
  for (Cells r : packing) groups.push_back({r}), cells.push_back(r);
  for (Cells r : minimalMersonRegions(board)) {
    if ((r & finish) == r || std::find(packing.begin(), packing.end(), r) != packing.end()) continue;
    size_t met = 0, which = 0;
    for (size_t i = 0; i < cells.size(); ++i)
      if (r & cells[i]) ++met, which = i;
    if (met != 1) continue;
    groups[which].push_back(r);
    cells[which] |= r;
  }
  return groups;
}

}  // namespace pegsat
