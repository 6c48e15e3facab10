// SPDX-License-Identifier: GPL-3.0-or-later
// countTable: every single-vacancy start against every single-survivor finish (--table).
#include "count/count.hpp"
#include "count/layer_search.hpp"

namespace pegsat {
namespace {

using namespace counting;

struct RowOutcome {
  bool overflow = false;
  Stop limit = Stop::None;  // or the limit it stopped at
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
  for (int k = 0; k < T && ls.globalSize(cur) && !ls.stopped(); ++k)
    cur = ls.next(cur, k, [](const auto&, std::span<const B>, int) {});
  RowOutcome o;
  o.counts.assign(e.board().cells(), 0);
  if (!ls.stopped()) {
    // With ranks, each finish is found on the rank that owns it.
    forEachBit(e.full(), [&](int f) {
      const B one = bitAt<B>(f);
      if (popcount(start) == 1) {
        o.counts[f] = start == one && ls.mine(Mixer<B>::mix(one)) ? 1 : 0;
      } else if (const auto* hit = cur.find(Mixer<B>::mix(ls.canonical(one)))) {
        o.counts[f] = toBig(hit->count) / ls.orbitSize(one);
      }
    });
    o.counts = sumAcross(opt.exchange, o.counts);
  }
  o.overflow = ls.overflow();
  o.limit = ls.limit();
  o.stats = ls.stats();
  return o;
}

void addStats(CountStats& into, const CountStats& s) {
  into.positions += s.positions;
  into.peakPositions = std::max(into.peakPositions, s.peakPositions);
  into.peakBytes = std::max(into.peakBytes, s.peakBytes);
  into.widestLayer = std::max(into.widestLayer, s.widestLayer);
  into.ranks = s.ranks;
  into.bytesSent.insert(into.bytesSent.end(), s.bytesSent.begin(), s.bytesSent.end());
}

}  // namespace

TableResult countTable(const Board& board, const CountOptions& options) {
  TableResult r;
  r.rows.resize(board.cells());
  std::vector<bool> done(board.cells(), false);
  withEngine(board, [&](const auto& e) {
    using B = std::decay_t<decltype(e.full())>;
    forEachBit(board.holes, [&](int s) {
      if (done[s] || r.status != Stop::None) return;
      const Cells start = board.holes & ~bitAt<Cells>(s);
      std::vector<int> syms = board.symmetriesKeeping({start});
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
      if (o.limit != Stop::None) {
        r.status = o.limit;
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

}  // namespace pegsat
