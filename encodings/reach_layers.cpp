// SPDX-License-Identifier: GPL-3.0-or-later
// Bounded reachability layers; see reach_layers.hpp.
#include "encodings/reach_layers.hpp"

#include <absl/container/flat_hash_set.h>

#include <algorithm>
#include <iterator>

namespace pegsat {

std::vector<std::vector<Cells>> reachableLayers(const Board& board, Cells start, int maxJumps,
                                                size_t budget) {
  std::vector<std::vector<Cells>> layers{{start}};
  std::vector<Cells> masks;
  for (const Jump& j : board.jumps)
    masks.push_back(j.mask());
  while (int(layers.size()) <= maxJumps) {
    absl::flat_hash_set<Cells, Hash128> next;
    for (Cells p : layers.back()) {
      for (size_t j = 0; j < masks.size(); ++j) {
        const Jump& jp = board.jumps[j];
        if ((p >> jp.from & 1) && (p >> jp.over & 1) && !(p >> jp.to & 1))
          next.insert(p ^ masks[j]);
      }
      if (next.size() > budget) return layers;
    }
    if (next.empty()) break;
    layers.emplace_back(next.begin(), next.end());
  }
  return layers;
}

std::vector<std::vector<Cells>> reachableParallelLayers(const Board& board, Cells start,
                                                        int maxSteps, size_t budget) {
  std::vector<std::vector<Cells>> layers{{start}};
  std::vector<Cells> open;
  while (int(layers.size()) <= maxSteps) {
    absl::flat_hash_set<Cells, Hash128> next;
    for (Cells p : layers.back()) {
      open.clear();
      for (const Jump& jp : board.jumps)
        if ((p >> jp.from & 1) && (p >> jp.over & 1) && !(p >> jp.to & 1))
          open.push_back(jp.mask());
      // Every nonempty set of open jumps on disjoint holes, depth first.
      auto subsets = [&](auto&& self, size_t i, Cells used, Cells q) -> void {
        if (next.size() > budget) return;
        if (i == open.size()) {
          if (q != p) next.insert(q);
          return;
        }
        self(self, i + 1, used, q);
        if (!(open[i] & used)) self(self, i + 1, used | open[i], q ^ open[i]);
      };
      subsets(subsets, 0, 0, p);
      if (next.size() > budget) return layers;
    }
    if (next.empty()) break;
    layers.emplace_back(next.begin(), next.end());
  }
  return layers;
}

std::vector<Cells> aliveLayer(std::vector<Cells> forward, std::vector<Cells> backward) {
  std::sort(forward.begin(), forward.end());
  std::sort(backward.begin(), backward.end());
  std::vector<Cells> both;
  std::set_intersection(forward.begin(), forward.end(), backward.begin(), backward.end(),
                        std::back_inserter(both));
  return both;
}

}  // namespace pegsat
