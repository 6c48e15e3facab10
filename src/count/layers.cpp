// SPDX-License-Identifier: GPL-3.0-or-later
#include "count/layers.hpp"

#include <optional>

#include "count/checked.hpp"
#include "count/layer_search.hpp"
#include "peg/pagoda.hpp"
#include "peg/position_class.hpp"

namespace pegsat {
namespace {

using namespace counting;

// Below this many jumps, or on a board of at most this many holes (a million
// positions in all), a count is too quick for learning pagodas to pay: the
// 15-hole triangle's count took 51 ms with them, nearly all of it in GLPK,
// and about 10 ms without.
constexpr int kPagodaDepth = 12, kPagodaHoles = 20;

struct SolutionsOutcome {
  bool overflow = false;
  Stop limit = Stop::None;  // or the limit it stopped at
  BigCount count = 0;
  CountStats stats;
};

// Meet in the middle. With T jumps in all, a = T/2 jumps are searched forward
// from the start, and b - 1 = T - a - 1 forward from the complement of the
// finish (by duality, the last b jumps of a solution read backward). The count
// is then the sum over positions p after a jumps of N_start(p) * N_dual(~p),
// taken through the last dual layer's moves so that layer b is never stored.
// For the central game the complement of the finish is the start, and one
// search to 15 jumps serves both sides. More generally, where a symmetry
// (`dualImage`) maps the problem onto its dual (the start onto the finish's
// complement, the finish onto the start's complement: diamond b4 -> h6 by the
// half turn, a5 -> i5 by the mirror), the dual side's layers are the start
// side's seen through it.
template <class B, class C>
SolutionsOutcome countByLayers(const Engine<B>& e, const SymmetryImages<B>& group, B start,
                               B finish, const std::optional<SymmetryImages<B>>& dualImage,
                               const CountOptions& opt) {
  SolutionsOutcome out;
  LayerSearch<B, C> ls(e, group, opt);
  const B holes = e.full();
  const B dual = holes & ~finish;
  const int T = jumpsBetween(start, finish);
  const int a = T / 2, b = T - a;
  // Pagodas cut off positions that cannot reach the finish; the dual search
  // heads for the complement of the start and needs its own.
  PagodaOptions po;
  po.symmetries = group.symmetries();
  po.budget = opt.budget;
  const bool prune = T >= kPagodaDepth && popcount(holes) > kPagodaHoles;
  const PagodaFilter toFinish(
      e.board(),
      prune ? learnPagodas(e.board(), Cells(start), Cells(finish), po) : std::vector<Pagoda>{});
  const PagodaFilter toDual(e.board(),
                            prune && dual != start && !dualImage
                                ? learnPagodas(e.board(), Cells(dual), Cells(holes & ~start), po)
                                : std::vector<Pagoda>{});

  auto forward = [&](B from, int depth, Layer<B, C>* previous, const std::string& phase) {
    ls.setPhase(phase);
    Layer<B, C> cur = ls.single(from);
    for (int k = 0; k < depth && !ls.stopped(); ++k) {
      Layer<B, C> nx = ls.next(cur, k, [](const auto&, std::span<const B>, int) {});
      if (previous && k == depth - 1) *previous = std::move(cur);
      cur = std::move(nx);
    }
    return cur;
  };

  Layer<B, C> prev;
  ls.setFilter(&toFinish);
  // The layer before the middle is kept only where it is (or shows) the finish side.
  const bool selfDual = dual == start || dualImage;
  const bool keepPrevious = selfDual && b - 1 != a && a > 0;
  Layer<B, C> fromStart = forward(start, a, keepPrevious ? &prev : nullptr, "");
  Layer<B, C> fromDual;
  Layer<B, C>* finishSide = &fromStart;
  if (dual == start) {
    if (b - 1 != a) finishSide = keepPrevious ? &prev : nullptr;
  } else if (dualImage) {
    ls.setHeldBytes(fromStart.bytes() + prev.bytes());
    if (!ls.stopped()) fromDual = ls.mapped(b - 1 == a ? fromStart : prev, *dualImage);
    prev = {};
    finishSide = &fromDual;
  } else {
    ls.setHeldBytes(fromStart.bytes());
    ls.setFilter(&toDual);
    fromDual = forward(dual, b - 1, nullptr, "finish side: ");
    finishSide = &fromDual;
  }
  if (!finishSide) {  // T == 1 with the start the complement of the finish
    fromDual = ls.single(dual);
    finishSide = &fromDual;
  }
  if (!ls.stopped()) {
    ls.setHeldBytes(fromStart.bytes() + (finishSide != &fromStart ? finishSide->bytes() : 0));
    ls.setPhase("joining the two sides, after ");
    out.count = ls.join(*finishSide, fromStart, holes);
  }
  out.overflow = ls.overflow();
  out.limit = ls.limit();
  out.stats = ls.stats();
  return out;
}

}  // namespace

CountResult countSolutionsLayers(const Board& board, Cells start, Cells finish,
                                 const CountOptions& options) {
  CountResult r;
  r.solutions = 0;
  const int T = jumpsBetween(start, finish);
  if (T < 0 || (start & ~board.holes) || (finish & ~board.holes) || finish == 0) return r;
  if (T == 0) {
    r.solutions = start == finish ? 1 : 0;
    return r;
  }
  if (!PositionClasses(board).sameClass(start, finish)) {
    r.stats.classRejected = true;
    return r;
  }
  std::vector<int> syms = board.symmetriesKeeping({start, finish});
  r.stats.symmetries = int(syms.size());
  withEngine(board, [&](const auto& e) {
    using B = std::decay_t<decltype(e.full())>;
    SymmetryImages<B> group(board, syms);
    // A symmetry onto the dual problem, if any (one rank: the image of a
    // rank's share belongs to other ranks).
    std::optional<SymmetryImages<B>> dualImage;
    const Cells dual = board.holes & ~finish, antistart = board.holes & ~start;
    if (dual != start && !(options.exchange && options.exchange->size() > 1))
      for (int g = 0; g < int(board.symmetries.size()) && !dualImage; ++g)
        if (board.apply(g, start) == dual && board.apply(g, finish) == antistart)
          dualImage.emplace(board, std::vector<int>{g});
    auto o = inArena(options, [&] {
      return withWidening([&]<class C>() {
        return countByLayers<B, C>(e, group, B(start), B(finish), dualImage, options);
      });
    });
    r.status = o.limit;
    r.solutions = o.count;
    r.stats = o.stats;
    r.stats.symmetries = int(syms.size());
    return 0;
  });
  return r;
}

}  // namespace pegsat
