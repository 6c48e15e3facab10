// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/beam.hpp"

#include <absl/container/flat_hash_map.h>

#include <algorithm>
#include <array>
#include <numeric>

#include "peg/engine.hpp"

namespace pegsat {
namespace {

template <class B>
BeamResult beamWith(const Engine<B>& e, B start, B finish, const PagodaPrune& pagodas, size_t width,
                    const std::function<bool()>& stop) {
  const Board& b = e.board();
  BeamResult result;
  const std::vector<int> syms = b.symmetriesKeeping({Cells(finish)});

  // Squared distance of each cell from the finish's centroid, scaled by the
  // finish's peg count to stay in integers.
  const long n = popcount(finish);
  long cx = 0, cy = 0;
  forEachBit(finish, [&](int c) { cx += b.point(c).x, cy += b.point(c).y; });
  std::vector<long> dist(b.cells());
  for (int c = 0; c < b.cells(); ++c) {
    const long dx = b.point(c).x * n - cx, dy = b.point(c).y * n - cy;
    dist[c] = dx * dx + dy * dy;
  }

  // A position of the current depth: its pegs, its images under `syms`, its
  // pagoda slack and its score. Earlier depths keep only how each position
  // was reached, to write the solution out.
  struct Node {
    B pegs;
    std::array<B, kMaxSymmetries> images;
    PagodaPrune::Slack slack;
    long score;
  };
  struct Step {
    uint32_t parent;
    int jump;
  };
  Node root{start, {}, pagodas.slack(Cells(start)), 0};
  for (size_t s = 0; s < syms.size(); ++s) root.images[s] = B(b.apply(syms[s], Cells(start)));
  forEachBit(start, [&](int c) { root.score += dist[c]; });
  std::vector<Node> layer{root}, next;
  std::vector<std::vector<Step>> steps;
  std::vector<uint64_t> ties;

  const int depth = popcount(start) - popcount(finish);
  for (int d = 0; d < depth; ++d) {
    if (stop && stop()) return result;
    absl::flat_hash_map<B, uint32_t, Hash128> seen;
    std::vector<Step> reached;
    next.clear(), ties.clear();
    for (uint32_t i = 0; i < layer.size(); ++i) {
      const Node& p = layer[i];
      e.anyJump(p.pegs, [&](int j) {
        ++result.positions;
        Node c;
        if (!pagodas.child(p.slack, j, c.slack)) return false;
        B key = ~B(0);
        for (size_t s = 0; s < syms.size(); ++s) {
          c.images[s] = p.images[s] ^ e.imageMask(syms[s], j);
          key = std::min(key, c.images[s]);
        }
        if (!seen.try_emplace(key, uint32_t(next.size())).second) return false;
        const Jump& jp = b.jumps[j];
        c.pegs = p.pegs ^ e.mask(j);
        c.score = p.score + dist[jp.to] - dist[jp.from] - dist[jp.over];
        next.push_back(c);
        reached.push_back({i, j});
        ties.push_back(Hash128{}(key));
        return false;
      });
    }
    if (next.empty()) return result;
    // The `width` best, in a stable order (score, then the hash of the position).
    std::vector<uint32_t> order(next.size());
    std::iota(order.begin(), order.end(), 0u);
    auto better = [&](uint32_t x, uint32_t y) {
      return next[x].score != next[y].score ? next[x].score < next[y].score : ties[x] < ties[y];
    };
    if (order.size() > width) {
      std::nth_element(order.begin(), order.begin() + long(width), order.end(), better);
      order.resize(width);
    }
    layer.clear();
    steps.emplace_back();
    for (uint32_t k : order) layer.push_back(next[k]), steps.back().push_back(reached[k]);
  }

  for (size_t i = 0; i < layer.size(); ++i) {
    if (layer[i].pegs != finish) continue;
    std::vector<Jump>& out = result.jumps;
    for (size_t d = steps.size(), k = i; d-- > 0;) {
      out.push_back(b.jumps[steps[d][k].jump]);
      k = steps[d][k].parent;
    }
    std::reverse(out.begin(), out.end());
    break;
  }
  return result;
}

}  // namespace

BeamResult beamSearch(const Board& board, Cells start, Cells finish, const PagodaPrune& pagodas,
                      size_t width, const std::function<bool()>& stop) {
  return withEngine(board, [&](const auto& e) {
    using B = std::decay_t<decltype(e.full())>;
    return beamWith<B>(e, B(start), B(finish), pagodas, width, stop);
  });
}

}  // namespace pegsat
