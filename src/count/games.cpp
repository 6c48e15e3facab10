// SPDX-License-Identifier: GPL-3.0-or-later
// countGames: complete games from a start, dead ends included (--games).
#include <tbb/enumerable_thread_specific.h>

#include "count/count.hpp"
#include "count/layer_search.hpp"

namespace pegsat {
namespace {

using namespace counting;

struct GamesOutcome {
  bool overflow = false;
  Stop limit = Stop::None;  // or the limit it stopped at
  std::vector<BigCount> byPegs;
  uint64_t deadEnds = 0;
  CountStats stats;
};

// Complete games: a parent without a move ends W(O) games, one for each path
// into its orbit; the layers run until none is left.
template <class B, class C>
GamesOutcome gamesByLayers(const Engine<B>& e, const SymmetryImages<B>& group, B start,
                           const CountOptions& opt) {
  LayerSearch<B, C> ls(e, group, opt);
  const int holes = popcount(e.full());
  struct Acc {
    std::vector<C> games;
    uint64_t dead = 0;
    bool overflow = false;
  };
  tbb::enumerable_thread_specific<Acc> acc([&] {
    return Acc{std::vector<C>(holes + 1, C(0)), 0, false};
  });
  auto onParent = [&](const Entry<B, C>& en, std::span<const B> img, int moves) {
    if (moves) return;
    Acc& a = acc.local();
    if (!addTo(a.games[popcount(img[0])], en.count)) a.overflow = true;
    a.dead += uint64_t(group.size() / group.stabilizer(img.data(), int(img.size())));
  };
  Layer<B, C> cur = ls.single(start);
  for (int k = 0; ls.globalSize(cur) && !ls.stopped(); ++k) cur = ls.next(cur, k, onParent);
  GamesOutcome o;
  o.byPegs.assign(holes + 1, 0);
  bool overflow = ls.overflow();
  for (const Acc& a : acc) {
    overflow |= a.overflow;
    o.deadEnds += a.dead;
    for (int p = 0; p <= holes; ++p) o.byPegs[p] += toBig(a.games[p]);
  }
  // With ranks, every rank redoes the count with wider counts if any overflowed.
  o.overflow = anyAcross(opt.exchange, overflow);
  o.deadEnds = sumAcross(opt.exchange, o.deadEnds);
  o.byPegs = sumAcross(opt.exchange, o.byPegs);
  o.limit = ls.limit();
  o.stats = ls.stats();
  return o;
}

}  // namespace

GamesResult countGames(const Board& board, Cells start, const CountOptions& options) {
  std::vector<int> syms = board.symmetriesKeeping({start});
  return withEngine(board, [&](const auto& e) {
    using B = std::decay_t<decltype(e.full())>;
    SymmetryImages<B> group(board, syms);
    auto o = inArena(options, [&] {
      return withWidening(
          [&]<class C>() { return gamesByLayers<B, C>(e, group, B(start), options); });
    });
    GamesResult r;
    r.status = o.limit;
    r.games = 0;
    for (const BigCount& g : o.byPegs) r.games += g;
    r.gamesByPegs = o.byPegs;
    r.deadEnds = o.deadEnds;
    r.stats = o.stats;
    r.stats.symmetries = int(syms.size());
    return r;
  });
}

}  // namespace pegsat
