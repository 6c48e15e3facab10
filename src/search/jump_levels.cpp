// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/jump_levels.hpp"

#include <fmt/format.h>
#include <tbb/blocked_range.h>
#include <tbb/enumerable_thread_specific.h>
#include <tbb/info.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <iterator>

#include "peg/levels_data.hpp"
#include "peg/pagoda.hpp"
#include "search/chain_moves.hpp"
#include "search/move_search.hpp"

namespace pegsat {
namespace {

using move_search::EndPruning;
using move_search::Meter;
using move_search::PagodaTest;

template <class B>
class JumpSide {
 public:
  JumpSide(const ChainMoves<B>& moves, bool forward, B root, const PagodaTest<B>* pruning,
           const HoleNumbering& numbering)
      : moves_(moves), forward_(forward), pruning_(pruning), numbering_(numbering) {
    const auto img = moves.images(root);
    frontier_ = {moves.canonical(img.data())};
  }
  int depth() const { return int(coded_.size()); }
  const std::vector<B>& frontier() const { return frontier_; }
  uint64_t bytes() const {
    uint64_t b = frontier_.capacity() * sizeof(B);
    for (const auto& c : coded_) b += c.bytes.capacity();
    return b;
  }
  uint64_t positions() const {
    uint64_t n = frontier_.size();
    for (const auto& c : coded_) n += c.count;
    return n;
  }

  // The next level: every position one jump beyond the frontier (forward) or
  // one jump before it (backward) that no pagoda cuts, each as its smallest
  // image, sorted, without repeats. The frontier is coded and kept as bytes.
  // False when stopped by the budget (the side is then unchanged).
  bool expand(Meter& budget, uint64_t otherBytes, tbb::task_arena& arena) {
    const Engine<B>& e = moves_.engine();
    const B full = e.full();
    // Each thread's children, sorted and without repeats whenever they have
    // doubled since: a parent's children are mostly other parents' too, and
    // the repeats would otherwise take several times the level's memory.
    struct Children {
      std::vector<B> keys;
      size_t compact = 0;  // keys.size() after the last sort
    };
    tbb::enumerable_thread_specific<Children> local;
    constexpr size_t kBlock = 1 << 15;
    for (size_t begin = 0; begin < frontier_.size(); begin += kBlock) {
      if (budget.poll()) return false;
      const size_t end = std::min(frontier_.size(), begin + kBlock);
      arena.execute([&] {
        tbb::parallel_for(tbb::blocked_range<size_t>(begin, end, 256), [&](const auto& r) {
          std::vector<B>& out = local.local().keys;
          const int n = moves_.imageCount();
          std::array<B, kMaxSymmetries> child{};
          for (size_t i = r.begin(); i != r.end(); ++i) {
            const B p = frontier_[i];
            const auto img = moves_.images(p);
            // Backward, the jumps undone into p are the jumps of p's
            // complement: the hole a peg left and the one it jumped over
            // hold pegs there, the hole it landed in is empty.
            e.anyJump(forward_ ? p : full & ~p, [&](int j) {
              for (int s = 0; s < n; ++s)
                child[size_t(s)] = img[size_t(s)] ^ e.imageMask(moves_.symmetries()[size_t(s)], j);
              const B key = moves_.canonical(child.data());
              if (!pruning_ || !pruning_->prunes(key)) out.push_back(key);
              return false;
            });
          }
        });
      });
      std::vector<Children*> all;
      for (Children& c : local) all.push_back(&c);
      arena.execute([&] {
        tbb::parallel_for(size_t(0), all.size(), [&](size_t t) {
          Children& c = *all[t];
          if (c.keys.size() < 2 * c.compact + (1 << 16)) return;
          std::sort(c.keys.begin(), c.keys.end());
          c.keys.erase(std::unique(c.keys.begin(), c.keys.end()), c.keys.end());
          c.compact = c.keys.size();
        });
      });
      uint64_t held = 0;
      for (const Children* c : all) held += 2 * c->keys.capacity() * sizeof(B);
      if (budget.wouldPass(bytes() + otherBytes, held)) return false;
      budget.expanded(end, frontier_.size());
    }
    // Each thread's children sorted on its own core, then merged.
    std::vector<std::vector<B>> runs;
    for (Children& c : local) runs.push_back(std::move(c.keys));
    arena.execute([&] {
      tbb::parallel_for(size_t(0), runs.size(), [&](size_t t) {
        std::sort(runs[t].begin(), runs[t].end());
        runs[t].erase(std::unique(runs[t].begin(), runs[t].end()), runs[t].end());
      });
    });
    std::vector<B> next;
    for (std::vector<B>& run : runs) {
      std::vector<B> merged;
      merged.reserve(next.size() + run.size());
      std::merge(next.begin(), next.end(), run.begin(), run.end(), std::back_inserter(merged));
      merged.erase(std::unique(merged.begin(), merged.end()), merged.end());
      std::vector<B>().swap(run);
      next = std::move(merged);
    }
    next.shrink_to_fit();
    code();
    frontier_ = std::move(next);
    return true;
  }

  // Codes the frontier into the levels and appends empty levels up to
  // `depth` (a side whose frontier died out: every later level is empty).
  void finish(int depth) {
    code();
    frontier_.clear();
    while (this->depth() <= depth) code();
  }
  std::vector<LevelsProof::CodedLevel>& coded() { return coded_; }

 private:
  void code() {
    std::vector<Cells> keys;
    keys.reserve(frontier_.size());
    for (B k : frontier_) keys.push_back(numbering_.pack(Cells(k)));
    LevelsProof::CodedLevel c;
    c.count = keys.size();
    encodeLevel(keys, c.bytes);
    c.bytes.shrink_to_fit();
    coded_.push_back(std::move(c));
  }

  const ChainMoves<B>& moves_;
  bool forward_;
  const PagodaTest<B>* pruning_;
  const HoleNumbering& numbering_;
  std::vector<B> frontier_;
  std::vector<LevelsProof::CodedLevel> coded_;
};

template <class B>
JumpLevelsResult searchJumpLevels(const Engine<B>& e, B start, B finish,
                                  const MinMovesOptions& opt) {
  JumpLevelsResult r;
  const Board& board = e.board();
  const ChainMoves<B> moves(e, board.symmetriesKeeping({Cells(start), Cells(finish)}));
  const HoleNumbering numbering(board);
  Meter budget(opt);
  tbb::task_arena arena(opt.threads > 0 ? opt.threads : tbb::info::default_concurrency());
  const int jumps = popcount(start) - popcount(finish);

  // The pagodas of the search by moves (move_search.hpp).
  const EndPruning<B> pruning(opt.pagodas, board, e.full(), start, finish, moves.symmetries(),
                              opt.budget);
  r.pagodas = pruning.size();
  if (opt.pagodas && budget.poll()) {
    r.stop = budget.why();
    return r;
  }
  JumpSide<B> fwd(moves, true, start, pruning.forwardTest(), numbering);
  JumpSide<B> bwd(moves, false, finish, pruning.backwardTest(), numbering);
  auto stopped = [&] {
    r.stop = budget.why();
    r.positions = fwd.positions() + bwd.positions();
    return r;
  };
  // A jump removes one peg: level i forward has i pegs fewer than the start,
  // level i backward i more than the finish; at depths adding up to the
  // jumps the two hold the same peg count.
  while (fwd.depth() + bwd.depth() < jumps && !fwd.frontier().empty() && !bwd.frontier().empty()) {
    // The smaller frontier first (Pohl's cardinality rule).
    const bool forward = fwd.frontier().size() <= bwd.frontier().size();
    JumpSide<B>& s = forward ? fwd : bwd;
    const JumpSide<B>& o = forward ? bwd : fwd;
    budget.startLevel(fmt::format("{} level {}", forward ? "forward" : "backward", s.depth() + 1));
    if (!s.expand(budget, o.bytes(), arena)) return stopped();
    r.peakBytes = std::max(r.peakBytes, fwd.bytes() + bwd.bytes());
    if (opt.progress)
      opt.progress(fmt::format("{} level {}: {} positions", forward ? "forward" : "backward",
                               s.depth(), s.frontier().size()));
  }
  const auto& f = fwd.frontier();
  const auto& b = bwd.frontier();
  if (fwd.depth() + bwd.depth() == jumps) {
    // The middle levels: a position in both lies on a solution.
    for (size_t i = 0, j = 0; i < f.size() && j < b.size();) {
      if (f[i] == b[j]) {
        r.status = Outcome::Solved;
        r.positions = fwd.positions() + bwd.positions();
        return r;
      }
      f[i] < b[j] ? ++i : ++j;
    }
  }
  r.positions = fwd.positions() + bwd.positions();
  LevelsProof& p = r.proof.emplace();
  p.bound = jumps + 1;
  // A side whose frontier died out ends with empty levels, so that the two
  // depths add up to the jumps.
  const int a = f.empty() ? jumps - bwd.depth() : fwd.depth();
  fwd.finish(a);
  bwd.finish(jumps - a);
  p.forwardCoded = std::move(fwd.coded());
  p.backwardCoded = std::move(bwd.coded());
  p.forwardPagodas = pruning.forwardPagodas;
  p.backwardPagodas = pruning.backwardPagodas;
  r.status = Outcome::NoSolution;
  return r;
}

}  // namespace

JumpLevelsResult jumpLevels(const Board& board, Cells start, Cells finish,
                            const MinMovesOptions& options) {
  if (popcount(finish) > popcount(start) || (start & ~board.holes) || (finish & ~board.holes) ||
      finish == 0) {
    JumpLevelsResult r;  // not a problem these levels can speak of
    return r;
  }
  return withEngine(board, [&](const auto& e) {
    using B = std::decay_t<decltype(e.full())>;
    return searchJumpLevels<B>(e, B(start), B(finish), options);
  });
}

}  // namespace pegsat
