// SPDX-License-Identifier: GPL-3.0-or-later
// countLevels: the --levels table of reachable positions and those on solution paths.
#include <algorithm>

#include "count/count.hpp"
#include "count/layer_search.hpp"

namespace pegsat {
namespace {

using namespace counting;

// Every layer from the start, kept, then marked backward from the finish: a
// position lies on a solution path exactly when it has a move into a marked
// position of the next layer.
template <class B>
LevelsResult levelsByLayers(const Engine<B>& e, const SymmetryImages<B>& group, B start, B finish,
                            const CountOptions& opt) {
  LevelsResult r;
  LayerSearch<B, NoCount> ls(e, group, opt);
  const int T = std::max(0, jumpsBetween(start, finish));
  std::vector<Layer<B, NoCount>> layers;
  layers.push_back(ls.single(start));
  uint64_t held = 0;
  for (int k = 0; k < T && !ls.stopped(); ++k) {
    ls.setHeldBytes(held);
    layers.push_back(ls.next(layers.back(), k, [](const auto&, std::span<const B>, int) {}));
    held += layers[k].bytes();
  }
  r.stats = ls.stats();
  if (ls.stopped()) {
    r.status = ls.limit();
    return r;
  }
  using Marks = typename LayerSearch<B, NoCount>::Marks;
  std::vector<Marks> marks(T + 1);
  const Layer<B, NoCount>& last = layers[T];
  marks[T].resize(last.buckets.size());
  const B target = Mixer<B>::mix(ls.canonical(finish));  // on its owner only
  for (size_t b = 0; b < last.buckets.size(); ++b)
    for (const auto& en : last.buckets[b]) marks[T][b].push_back(en.h == target);
  for (int k = T - 1; k >= 0 && !ls.stopped(); --k)
    marks[k] = ls.markParents(layers[k], layers[k + 1], marks[k + 1], k);
  if (ls.stopped()) {  // the budget, polled within the marking
    r.status = ls.limit();
    return r;
  }
  // Each rank's share of every figure, then their sums, in one exchange.
  std::vector<uint64_t> figures;
  for (int k = 0; k <= T; ++k) {
    uint64_t onPath = 0;
    for (const auto& m : marks[k]) onPath += uint64_t(std::count(m.begin(), m.end(), 1));
    figures.insert(figures.end(), {layers[k].size(), ls.positionsWithoutSymmetry(layers[k]), onPath,
                                   ls.positionsWithoutSymmetry(layers[k], &marks[k])});
  }
  figures = sumAcross(opt.exchange, figures);
  for (int k = 0; k <= T; ++k) {
    LevelInfo li;
    li.jumps = k;
    li.reachable = figures[size_t(4 * k)];
    li.reachableAll = figures[size_t(4 * k + 1)];
    li.onSolutionPath = figures[size_t(4 * k + 2)];
    li.onSolutionPathAll = figures[size_t(4 * k + 3)];
    r.levels.push_back(li);
  }
  return r;
}

}  // namespace

LevelsResult countLevels(const Board& board, Cells start, Cells finish,
                         const CountOptions& options) {
  std::vector<int> syms = board.symmetriesKeeping({start, finish});
  return withEngine(board, [&](const auto& e) {
    using B = std::decay_t<decltype(e.full())>;
    SymmetryImages<B> group(board, syms);
    LevelsResult r =
        inArena(options, [&] { return levelsByLayers<B>(e, group, B(start), B(finish), options); });
    r.stats.symmetries = int(syms.size());
    return r;
  });
}

}  // namespace pegsat
