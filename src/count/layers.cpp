#include "count/layers.hpp"

#include <tbb/enumerable_thread_specific.h>
#include <tbb/task_arena.h>

#include "count/checked.hpp"
#include "count/layer_search.hpp"
#include "peg/pagoda.hpp"
#include "peg/position_class.hpp"

namespace pegsat {
namespace {

using namespace counting;

// Below this many jumps a count is too quick for learning pagodas to pay.
constexpr int kPagodaDepth = 12;

struct SolutionsOutcome {
  bool overflow = false;
  bool memoryLimit = false;
  BigCount count = 0;
  CountStats stats;
};

// Meet in the middle. With T jumps in all, a = T/2 jumps are searched forward
// from the start, and b - 1 = T - a - 1 forward from the complement of the
// finish (by duality, the last b jumps of a solution read backward). The count
// is then the sum over positions p after a jumps of N_start(p) * N_dual(~p),
// taken through the last dual layer's moves so that layer b is never stored.
// For the central game the complement of the finish is the start, and one
// search to 15 jumps serves both sides.
template <class B, class C>
SolutionsOutcome countByLayers(const Engine<B>& e, const SymmetryImages<B>& group, B start,
                               B finish, const CountOptions& opt) {
  SolutionsOutcome out;
  LayerSearch<B, C> ls(e, group, opt);
  const B holes = e.full();
  const B dual = holes & ~finish;
  const int T = popcount(start) - popcount(finish);
  const int a = T / 2, b = T - a;
  // Pagodas cut off positions that cannot reach the finish; the dual search
  // heads for the complement of the start and needs its own.
  PagodaOptions po;
  po.symmetries = group.symmetries();
  const bool prune = T >= kPagodaDepth;
  const PagodaFilter toFinish(
      e.board(),
      prune ? learnPagodas(e.board(), Cells(start), Cells(finish), po) : std::vector<Pagoda>{});
  const PagodaFilter toDual(e.board(),
                            prune && dual != start
                                ? learnPagodas(e.board(), Cells(dual), Cells(holes & ~start), po)
                                : std::vector<Pagoda>{});

  auto forward = [&](B from, int depth, Layer<B, C>* previous, const std::string& phase) {
    ls.setPhase(phase);
    Layer<B, C> cur = ls.single(from);
    for (int k = 0; k < depth && !ls.stopped(); ++k) {
      Layer<B, C> nx = ls.next(cur, k, [](const auto&, const B*, int) {});
      if (previous && k == depth - 1) *previous = std::move(cur);
      cur = std::move(nx);
    }
    return cur;
  };

  Layer<B, C> prev;
  ls.setFilter(&toFinish);
  Layer<B, C> fromStart = forward(start, a, dual == start ? &prev : nullptr, "");
  Layer<B, C> fromDual;
  Layer<B, C>* finishSide = &fromStart;
  if (dual == start) {
    if (b - 1 != a) finishSide = a == 0 ? nullptr : &prev;
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
    ls.perRepresentative(fromStart);
    if (finishSide != &fromStart) ls.perRepresentative(*finishSide);
    ls.setHeldBytes(fromStart.bytes() + (finishSide != &fromStart ? finishSide->bytes() : 0));
    // When the dual problem is the problem itself, the join's children and
    // their complements both head for the finish.
    ls.setFilter(dual == start ? &toFinish : nullptr);
    out.count = ls.join(*finishSide, fromStart, holes);
  }
  out.overflow = ls.overflow();
  out.memoryLimit = ls.memoryLimit();
  out.stats = ls.stats();
  return out;
}

template <class F>
auto inArena(const CountOptions& opt, F&& f) {
  tbb::task_arena arena(opt.threads > 0 ? opt.threads : tbb::task_arena::automatic);
  return arena.execute(std::forward<F>(f));
}

// Every layer from the start, kept, then marked backward from the finish: a
// position lies on a solution path exactly when it has a move into a marked
// position of the next layer.
template <class B>
LevelsResult levelsByLayers(const Engine<B>& e, const SymmetryImages<B>& group, B start, B finish,
                            const CountOptions& opt) {
  LevelsResult r;
  LayerSearch<B, NoCount> ls(e, group, opt);
  const int T = std::max(0, popcount(start) - popcount(finish));
  std::vector<Layer<B, NoCount>> layers;
  layers.push_back(ls.single(start));
  uint64_t held = 0;
  for (int k = 0; k < T && !ls.stopped(); ++k) {
    ls.setHeldBytes(held);
    layers.push_back(ls.next(layers.back(), k, [](const auto&, const B*, int) {}));
    held += layers[k].bytes();
  }
  r.stats = ls.stats();
  if (ls.stopped()) {
    r.status = CountStatus::MemoryLimit;
    return r;
  }
  using Marks = typename LayerSearch<B, NoCount>::Marks;
  std::vector<Marks> marks(T + 1);
  const Layer<B, NoCount>& last = layers[T];
  marks[T].resize(last.buckets.size());
  const B target = Mixer<B>::mix(ls.canonical(finish));
  for (size_t b = 0; b < last.buckets.size(); ++b)
    for (const auto& en : last.buckets[b]) marks[T][b].push_back(en.h == target);
  for (int k = T - 1; k >= 0; --k)
    marks[k] = ls.markParents(layers[k], layers[k + 1], marks[k + 1]);
  for (int k = 0; k <= T; ++k) {
    LevelInfo li;
    li.jumps = k;
    li.reachable = layers[k].size();
    li.reachableAll = ls.positionsWithoutSymmetry(layers[k]);
    for (const auto& m : marks[k]) li.onSolutionPath += uint64_t(std::count(m.begin(), m.end(), 1));
    li.onSolutionPathAll = ls.positionsWithoutSymmetry(layers[k], &marks[k]);
    r.levels.push_back(li);
  }
  return r;
}

struct GamesOutcome {
  bool overflow = false;
  bool memoryLimit = false;
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
  auto onParent = [&](const Entry<B, C>& en, const B* img, int moves) {
    if (moves) return;
    Acc& a = acc.local();
    if (!addTo(a.games[popcount(img[0])], en.count)) a.overflow = true;
    a.dead += uint64_t(group.size() / group.stabilizer(img));
  };
  Layer<B, C> cur = ls.single(start);
  for (int k = 0; cur.size() && !ls.stopped(); ++k) cur = ls.next(cur, k, onParent);
  GamesOutcome o;
  o.byPegs.assign(holes + 1, 0);
  o.overflow = ls.overflow();
  for (const Acc& a : acc) {
    o.overflow |= a.overflow;
    o.deadEnds += a.dead;
    for (int p = 0; p <= holes; ++p) o.byPegs[p] += toBig(a.games[p]);
  }
  o.memoryLimit = ls.memoryLimit();
  o.stats = ls.stats();
  return o;
}

struct RowOutcome {
  bool overflow = false;
  bool memoryLimit = false;
  std::vector<BigCount> counts;  // by cell
  CountStats stats;
};

// One start's row of the table: the layers down to one peg; the last layer's
// orbit totals divided by the orbit sizes are the counts of every finish.
template <class B, class C>
RowOutcome rowByLayers(const Engine<B>& e, const SymmetryImages<B>& group, B start,
                       const CountOptions& opt) {
  LayerSearch<B, C> ls(e, group, opt);
  const int T = popcount(start) - 1;
  Layer<B, C> cur = ls.single(start);
  for (int k = 0; k < T && cur.size() && !ls.stopped(); ++k)
    cur = ls.next(cur, k, [](const auto&, const B*, int) {});
  RowOutcome o;
  o.counts.assign(e.board().cells(), 0);
  if (!ls.stopped())
    forEachBit(e.full(), [&](int f) {
      const B one = bitAt<B>(f);
      if (popcount(start) == 1) {
        o.counts[f] = start == one ? 1 : 0;
      } else if (const auto* hit = cur.find(Mixer<B>::mix(ls.canonical(one)))) {
        o.counts[f] = toBig(hit->count) / ls.orbitSize(one);
      }
    });
  o.overflow = ls.overflow();
  o.memoryLimit = ls.memoryLimit();
  o.stats = ls.stats();
  return o;
}

void addStats(CountStats& into, const CountStats& s) {
  into.positions += s.positions;
  into.peakPositions = std::max(into.peakPositions, s.peakPositions);
  into.peakBytes = std::max(into.peakBytes, s.peakBytes);
}

}  // namespace

LevelsResult countLevels(const Board& board, Cells start, Cells finish,
                         const CountOptions& options) {
  std::vector<int> syms = stabilizer(board, {start, finish});
  return withEngine(board, [&](const auto& e) {
    using B = std::decay_t<decltype(e.full())>;
    SymmetryImages<B> group(board, syms);
    LevelsResult r =
        inArena(options, [&] { return levelsByLayers<B>(e, group, B(start), B(finish), options); });
    r.stats.symmetries = int(syms.size());
    return r;
  });
}

GamesResult countGames(const Board& board, Cells start, const CountOptions& options) {
  std::vector<int> syms = stabilizer(board, {start});
  return withEngine(board, [&](const auto& e) {
    using B = std::decay_t<decltype(e.full())>;
    SymmetryImages<B> group(board, syms);
    auto o = inArena(options, [&] {
      return withWidening(
          [&]<class C>() { return gamesByLayers<B, C>(e, group, B(start), options); });
    });
    GamesResult r;
    r.status = o.memoryLimit ? CountStatus::MemoryLimit : CountStatus::Done;
    r.games = 0;
    for (const BigCount& g : o.byPegs) r.games += g;
    r.gamesByPegs = o.byPegs;
    r.deadEnds = o.deadEnds;
    r.stats = o.stats;
    r.stats.symmetries = int(syms.size());
    return r;
  });
}

TableResult countTable(const Board& board, const CountOptions& options) {
  TableResult r;
  r.rows.resize(board.cells());
  std::vector<bool> done(board.cells(), false);
  withEngine(board, [&](const auto& e) {
    using B = std::decay_t<decltype(e.full())>;
    forEachBit(board.holes, [&](int s) {
      if (done[s] || r.status != CountStatus::Done) return;
      const Cells start = board.holes & ~bitAt<Cells>(s);
      std::vector<int> syms = stabilizer(board, {start});
      SymmetryImages<B> group(board, syms);
      CountOptions opt = options;
      if (options.progress)
        opt.progress = [&](const std::string& line) {
          options.progress("start " + board.holeName(s) + ": " + line);
        };
      auto o = inArena(options, [&] {
        return withWidening([&]<class C>() { return rowByLayers<B, C>(e, group, B(start), opt); });
      });
      addStats(r.stats, o.stats);
      if (o.memoryLimit) {
        r.status = CountStatus::MemoryLimit;
        return;
      }
      // A symmetry of the board maps the problem s -> f to perm[s] -> perm[f]
      // with the same count.
      for (const auto& perm : board.symmetries) {
        TableRow& row = r.rows[perm[s]];
        if (done[perm[s]]) continue;
        done[perm[s]] = true;
        row.start = perm[s];
        row.counts.assign(board.cells(), 0);
        row.total = 0;
        forEachBit(board.holes, [&](int f) {
          row.counts[perm[f]] = o.counts[f];
          row.total += o.counts[f];
        });
      }
    });
    return 0;
  });
  // Rows in cell order, holes only.
  std::vector<TableRow> rows;
  for (int c = 0; c < board.cells(); ++c)
    if (board.isHole(c) && done[c]) rows.push_back(std::move(r.rows[c]));
  r.rows = std::move(rows);
  return r;
}

CountResult countSolutionsLayers(const Board& board, Cells start, Cells finish,
                                 const CountOptions& options) {
  CountResult r;
  r.solutions = 0;
  const int T = popcount(start) - popcount(finish);
  if (T < 0 || (start & ~board.holes) || (finish & ~board.holes) || finish == 0) return r;
  if (T == 0) {
    r.solutions = start == finish ? 1 : 0;
    return r;
  }
  if (!PositionClasses(board).sameClass(start, finish)) {
    r.stats.classRejected = true;
    return r;
  }
  std::vector<int> syms = stabilizer(board, {start, finish});
  r.stats.symmetries = int(syms.size());
  withEngine(board, [&](const auto& e) {
    using B = std::decay_t<decltype(e.full())>;
    SymmetryImages<B> group(board, syms);
    auto o = inArena(options, [&] {
      return withWidening(
          [&]<class C>() { return countByLayers<B, C>(e, group, B(start), B(finish), options); });
    });
    r.status = o.memoryLimit ? CountStatus::MemoryLimit : CountStatus::Done;
    r.solutions = o.count;
    r.stats = o.stats;
    r.stats.symmetries = int(syms.size());
    return 0;
  });
  return r;
}

}  // namespace pegsat
