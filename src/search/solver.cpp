// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/solver.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <optional>

#include "peg/engine.hpp"
#include "peg/pagoda.hpp"
#include "peg/position_class.hpp"
#include "search/beam.hpp"
#include "search/budget.hpp"
#include "search/pagoda_prune.hpp"
#include "search/position_set.hpp"

namespace pegsat {
namespace {

// A depth-first search for one problem with a memo of dead positions. The
// order in which jumps are tried is a parameter of each run: deadness does not
// depend on it, so every run adds to the same memo. How many positions each
// run gets, and in which order the runs come, is the Schedule's (budget.hpp).
//
// The memo's keys are positions numbered by hole, not by grid cell: the
// 41- and 45-hole boards sit on a 9 x 9 grid, whose 81 cells need a 128-bit
// word for the moves, but their holes fit one 64-bit key (K), which halves
// the memo and its cache misses.
template <class B, class K>
class Search {
  // A set of pagodas, with the dead positions it will learn its next ones
  // from. The first comes from random play, and random play is a lottery:
  // on the Wiegleb board, seeds 1 to 5 solved c4 -> c4 in 0.1 to 2 s or not
  // in 11 s, and g4 -> g4 only with seed 2. So a search keeps several sets,
  // each from its own seed, and every run uses one (docs/lab/2026-12.md).
  struct Guide {
    PagodaPrune pagodas;
    bool learning = false;
    uint64_t deadSeen = 0, nearStartSeen = 0;
    std::vector<B> samples, nearStart;
  };

 public:
  // `nodes` counts the positions of every search sharing it.
  Search(const Engine<B>& e, B start, B finish, const SolveOptions& opt, uint64_t& nodes)
      : e_(e),
        start_(start),
        finish_(finish),
        finishPegs_(popcount(finish)),
        opt_(opt),
        nodes_(nodes),
        deadline_(opt) {
    // A dead position stays dead under a symmetry only if the symmetry keeps
    // the finish: the memo is shared across exactly those symmetries.
    const Board& b = e.board();
    syms_ = b.symmetriesKeeping({Cells(finish)});
    scratch_.resize(size_t(popcount(start) + 1) * e.jumpCount());
    keyScratch_.resize(scratch_.size());
    int bit = 0;
    forEachBit(b.holes, [&](int h) { holeBit_[h] = bit++; });
    for (int s : syms_)
      for (int j = 0; j < e.jumpCount(); ++j) imageMasks_.push_back(key(e.imageMask(s, j)));
  }

  enum Outcome { kFound, kExhausted, kBudget, kMemory, kTime };

  // Adds a set of pagodas drawn from random play with a seed of its own (its
  // number), once the first cheap rounds have not decided the problem (the
  // LPs cost more than most problems need). The first replaces the empty set
  // of those rounds.
  void addGuide() {
    Guide& g = guides_.back().learning ? guides_.emplace_back() : guides_.back();
    g.pagodas = PagodaPrune(e_.board(), searchPagodas(e_.board(), Cells(start_), Cells(finish_),
                                                      guides_.size(), opt_.budget));
    g.learning = true;
    g_ = &guides_.front();  // the vector may have moved; every run sets its own
  }
  size_t guides() const { return guides_.size(); }
  int pagodaCount(size_t guide) const { return guides_[guide].pagodas.size(); }
  const PagodaPrune& pagodas(size_t guide) const { return guides_[guide].pagodas; }
  // The limit passed (remembered as why the search stopped), or None.
  Stop pastDeadline() {
    if (stop_ == Stop::None) stop_ = deadline_.passed();
    return stop_;
  }
  Stop stop() const { return stop_; }
  int pagodaCount() const {
    int n = 0;
    for (const Guide& g : guides_) n += g.pagodas.size();
    return n;
  }

  // Between rounds: pagodas for positions this search proved dead that no
  // pagoda yet cut off. Random play (addGuide) mostly meets positions the
  // search never goes near; these are the ones it spent its time on. Those
  // nearest the start are tried first: a pagoda that cuts one of them cuts
  // its whole subtree (diamond d2 -> f5 needed half the positions with them,
  // docs/lab/2026-12.md). Every run starts from the root and recomputes its
  // slack, so the set may change between runs.
  void learnFromSearch() {
    for (Guide& g : guides_) learn(g);
  }

  // Searches with jumps tried in `order` (a rank per jump) and the pagodas of
  // `guide` until `budget` positions have been visited. With `bySlack` (once
  // pagodas are learned), each position's children are tried most pagoda
  // slack first, the order breaking ties.
  Outcome run(const std::vector<int>& rank, const std::vector<int>& byRank, uint64_t budget,
              bool bySlack, size_t guide) {
    rank_ = &rank, byRank_ = &byRank;
    g_ = &guides_[guide];
    bySlack_ = bySlack;
    limit_ = nodes_ + budget;
    outcome_ = kExhausted;
    path_.clear();
    std::array<K, kMaxSymmetries> img{};
    for (size_t i = 0; i < syms_.size(); ++i)
      img[i] = key(B(e_.board().apply(syms_[i], Cells(start_))));
    const PagodaPrune::Slack slack = g_->pagodas.slack(Cells(start_));
    if (*std::min_element(slack.begin(), slack.end()) < 0) return kExhausted;
    if (go(start_, img.data(), slack, popcount(start_))) return kFound;
    return outcome_;
  }

  std::vector<Jump> path() const {
    std::vector<Jump> out;
    for (int j : path_) out.push_back(e_.board().jumps[j]);
    return out;
  }
  size_t deadPositions() const { return dead_.size(); }
  size_t memoryBytes() const { return dead_.bytes(); }
  int symmetries() const { return int(syms_.size()); }
  // Children cut off by a pagoda so far (only those checked against the memo
  // in a batch, which is all but the last few jumps).
  uint64_t cuts() const { return cuts_; }
  // The other direction's search, whose memo counts toward the memory limit too.
  void partner(const Search* other) { other_ = other; }

 private:
  void learn(Guide& g) {
    if (!g.learning || g.pagodas.size() >= PagodaPrune::kLanes) return;
    std::vector<Pagoda> set = g.pagodas.pagodas();
    const size_t before = set.size();
    std::stable_sort(g.nearStart.begin(), g.nearStart.end(),
                     [](B x, B y) { return popcount(x) > popcount(y); });
    int lps = 0;
    auto cut = [&](B p) {
      if (pastDeadline() != Stop::None) return;
      if (lps == kLpsPerRound || set.size() >= size_t(PagodaPrune::kLanes)) return;
      if (PagodaPrune(e_.board(), set).rejects(Cells(p))) return;
      ++lps;
      for (Pagoda& pg : separatingPagodas(e_.board(), Cells(p), Cells(finish_), syms_))
        if (set.size() < size_t(PagodaPrune::kLanes)) set.push_back(std::move(pg));
    };
    for (B p : g.nearStart) cut(p);
    for (B p : g.samples) cut(p);
    g.nearStart.clear(), g.samples.clear();
    if (set.size() != before) g.pagodas = PagodaPrune(e_.board(), set);
  }

  // How far a child is from every pagoda's cut: the sum of its slacks, each
  // counted up to kSlackCap, so that one pagoda with a large slack does not
  // hide others that are nearly cut.
  int slackScore(const PagodaPrune::Slack& s) const {
    int score = 0;
    for (int k = 0; k < g_->pagodas.size(); ++k) score += std::min<int>(s[k], kSlackCap);
    return score;
  }

  // The position numbered by hole.
  K key(B cells) const {
    K k = 0;
    forEachBit(cells, [&](int c) { k |= K(1) << holeBit_[c]; });
    return k;
  }
  K imageMask(size_t s, int j) const { return imageMasks_[s * size_t(e_.jumpCount()) + j]; }

  bool go(B pegs, const K* img, const PagodaPrune::Slack& slack, int count) {
    if (++nodes_ > limit_) return outcome_ = kBudget, false;
    if (count == finishPegs_) return pegs == finish_;
    K key = img[0];
    for (size_t s = 1; s < syms_.size(); ++s) key = std::min(key, img[s]);
    if (growthPassesLimit()) return outcome_ = kMemory, false;
    // One hash lookup a position: it goes into the memo on entry and leaves
    // again unless its search ends without a solution, proving it dead. (A
    // position cannot recur below itself: every jump removes a peg.)
    if (!dead_.insert(key)) return false;
    // The clock every 2^14 positions (a few milliseconds; reading it costs
    // tens of nanoseconds), the memory and progress every 2^20. Positions
    // found in the memo are counted in batches (below), so the count can step
    // over a multiple: the next check is a threshold, not a residue.
    if (nodes_ >= nextClock_) {
      nextClock_ = (nodes_ | 0x3FFF) + 1;
      if (nodes_ >= nextCheckpoint_) {
        nextCheckpoint_ = (nodes_ | 0xFFFFF) + 1;
        if (checkpoint()) return unmark(key), outcome_ = kMemory, false;
      }
      if (pastDeadline() != Stop::None) return unmark(key), outcome_ = kTime, false;
    }

    // The legal jumps, tried in the order of their ranks. Each depth has its
    // own slice of the scratch array (a position at depth d has count pegs).
    int* legal = scratch_.data() + size_t(count) * e_.jumpCount();
    int n = 0;
    e_.anyJump(pegs, [&](int j) { return legal[n++] = (*rank_)[j], false; });
    std::sort(legal, legal + n);
    PagodaPrune::Slack childSlack;
    // Three children in four are already in the memo (the diamond board's
    // hard problems), and the memo outgrows the caches: its lookups were
    // three quarters of the search's time. So every child's slot is asked
    // for first, the memo's answers are read while they arrive together, and
    // only the children still open are searched (which would evict the rest).
    // A memo hit counts as a position searched, as it does below.
    K* keys = keyScratch_.data() + size_t(count) * e_.jumpCount();
    if (count - 1 > finishPegs_) {
      for (int i = 0; i < n; ++i) {
        const int j = (*byRank_)[legal[i]];
        K k = img[0] ^ imageMask(0, j);
        for (size_t s = 1; s < syms_.size(); ++s) k = std::min(k, img[s] ^ imageMask(s, j));
        keys[i] = k;
        dead_.prefetch(k);
      }
      int open = 0;
      for (int i = 0; i < n; ++i) {
        if (!g_->pagodas.child(slack, (*byRank_)[legal[i]], childSlack)) {
          ++cuts_;
          continue;
        }
        if (dead_.contains(keys[i])) {
          if (++nodes_ > limit_) return unmark(key), outcome_ = kBudget, false;
          continue;
        }
        legal[open++] = bySlack_ ? (kMaxScore - slackScore(childSlack)) << kRankBits | legal[i]
                                 : legal[i];
      }
      n = open;
      if (bySlack_) {
        std::sort(legal, legal + n);
        for (int i = 0; i < n; ++i) legal[i] &= (1 << kRankBits) - 1;
      }
    }
    std::array<K, kMaxSymmetries> child;
    for (int i = 0; i < n; ++i) {
      const int j = (*byRank_)[legal[i]];
      if (!g_->pagodas.child(slack, j, childSlack)) continue;
      for (size_t s = 0; s < syms_.size(); ++s) child[s] = img[s] ^ imageMask(s, j);
      path_.push_back(j);
      if (go(pegs ^ e_.mask(j), child.data(), childSlack, count - 1))
        return unmark(key), true;
      path_.pop_back();
      // Stopped by a limit: the position is not proved dead.
      if (outcome_ != kExhausted) return unmark(key), false;
    }
    // Dead positions as candidates for the next round's pagodas: every one
    // in the first third of the game (they are few; when more than kSamples,
    // one with more pegs replaces one with fewer), and one in 64 of the
    // middle third, the latest kept.
    Guide& g = *g_;
    if (g.learning && 3 * (count - finishPegs_) > 2 * (startPegs_ - finishPegs_)) {
      B& slot = g.nearStart.size() < kSamples ? g.nearStart.emplace_back(pegs)
                                              : g.nearStart[++g.nearStartSeen % kSamples];
      if (popcount(pegs) > popcount(slot)) slot = pegs;
    }
    if (g.learning && 3 * (count - finishPegs_) >= startPegs_ - finishPegs_ &&
        3 * (count - finishPegs_) <= 2 * (startPegs_ - finishPegs_) && (++g.deadSeen & 63) == 0) {
      if (g.samples.size() < kSamples) g.samples.push_back(pegs);
      else g.samples[(g.deadSeen >> 6) % kSamples] = pegs;
    }
    return false;
  }

  // Whether the next insertion could take the memo past the memory limit.
  // The memo grows when 7/8 full, to twice its size, and holds both tables
  // while it moves the keys over; checking only every 2^20 positions let the
  // Wiegleb memo reach 354 MB under a 256 MiB limit. Erased keys count as
  // keys until the table grows (counting only the keys once let the memos
  // reach 379 MB under 256 MiB, diamond a5 -> f2).
  bool growthPassesLimit() const {
    if (!opt_.budget.bytes() || !dead_.nextInsertMayGrow()) return false;
    return opt_.budget.overBytes(3 * dead_.bytes() + (other_ ? other_->memoryBytes() : 0)) !=
           Stop::None;
  }

  // Takes a position out of the memo again: it was not proved dead.
  void unmark(K key) { dead_.erase(key); }

  // Every 2^20 positions: reports progress; true when the memory limit is passed.
  bool checkpoint() const {
    uint64_t dead = deadPositions() + (other_ ? other_->deadPositions() : 0);
    uint64_t bytes = memoryBytes() + (other_ ? other_->memoryBytes() : 0);
    if (opt_.progress) opt_.progress(nodes_, dead, bytes);
    return opt_.budget.overBytes(bytes) != Stop::None;
  }

  const Engine<B>& e_;
  B start_, finish_;
  int finishPegs_;
  int startPegs_ = popcount(start_);
  const SolveOptions& opt_;
  uint64_t& nodes_;
  SolveDeadline deadline_;
  Stop stop_ = Stop::None;  // the time limit or flag that stopped a run
  const Search* other_ = nullptr;
  std::vector<int> syms_;
  std::array<int, kMaxCells> holeBit_{};  // cell -> bit of the memo's keys
  std::vector<K> imageMasks_;             // imageMask(s, j) numbered by hole
  PositionSet<K> dead_;
  std::vector<int> path_;
  std::vector<int> scratch_;
  std::vector<K> keyScratch_;
  const std::vector<int>* rank_ = nullptr;
  const std::vector<int>* byRank_ = nullptr;
  uint64_t limit_ = 0;
  bool bySlack_ = false;
  // Children sorted by slack carry their score above their rank's bits.
  static constexpr int kRankBits = 10, kSlackCap = 8, kMaxScore = PagodaPrune::kLanes * kSlackCap;
  static_assert(kMaxCells * 8 <= 1 << kRankBits, "a rank must fit its bits");
  uint64_t nextClock_ = 0x4000, nextCheckpoint_ = 0x100000;
  Outcome outcome_ = kExhausted;
  static constexpr size_t kSamples = 256;
  static constexpr int kLpsPerRound = 48;
  uint64_t cuts_ = 0;
  std::vector<Guide> guides_ = std::vector<Guide>(1);
  Guide* g_ = &guides_[0];  // the current run's
};

// Jump orders: the board's own order (by peg, top left to bottom right, which
// solves the English central game in a few thousand positions) seen through
// each symmetry of the board. Searching "by pegs" this way is far better than
// by holes (Matos, "Depth-first search solves peg solitaire", 1998).
//
// Each comes twice: as it is, and with the jumps of the pegs farthest from the
// middle of the board first, clearing the arms before the centre as hand
// solutions do (Bell; Beasley, The Ins and Outs of Peg Solitaire). The second
// solves the Wiegleb central game in 51 positions, which the first does not
// solve in minutes; the first solves French c4 -> e4, which the second does not.
std::vector<std::vector<int>> jumpOrders(const Board& b) {
  // Squared distance from the centroid of the holes, scaled by the hole count
  // to stay in integers.
  long cx = 0, cy = 0;
  const long n = b.holeCount();
  forEachBit(b.holes, [&](int h) { cx += b.point(h).x, cy += b.point(h).y; });
  auto distance = [&](int h) {
    const long dx = b.point(h).x * n - cx, dy = b.point(h).y * n - cy;
    return dx * dx + dy * dy;
  };
  std::vector<std::vector<int>> orders;
  for (const auto& perm : b.symmetries) {
    std::vector<int> rank(b.jumps.size());
    for (size_t j = 0; j < b.jumps.size(); ++j) {
      const Jump& jp = b.jumps[j];
      Jump img{perm[jp.from], perm[jp.over], perm[jp.to]};
      rank[j] = int(std::find(b.jumps.begin(), b.jumps.end(), img) - b.jumps.begin());
    }
    std::vector<int> byArms(rank.size());
    for (size_t j = 0; j < byArms.size(); ++j) byArms[j] = int(j);
    std::stable_sort(byArms.begin(), byArms.end(), [&](int x, int y) {
      const long dx = distance(b.jumps[x].from), dy = distance(b.jumps[y].from);
      return dx != dy ? dx > dy : rank[x] < rank[y];
    });
    std::vector<int> armsRank(rank.size());
    for (size_t k = 0; k < byArms.size(); ++k) armsRank[byArms[k]] = int(k);
    orders.push_back(armsRank);
    orders.push_back(rank);
  }
  return orders;
}

template <class B, class K>
Outcome solveWith(const Engine<B>& e, B start, B finish, const SolveOptions& opt,
                      SolveResult& r) {
  const Board& b = e.board();
  const B full = e.full();
  // The hidden backward problem: from the complement of the finish
  // to the complement of the start, with the same jumps in reverse order. It
  // has the same answer and is often much easier or much harder, so both are
  // searched, in turns.
  uint64_t nodes = 0;
  Search<B, K> forward(e, start, finish, opt, nodes);
  Search<B, K> backward(e, full & ~finish, full & ~start, opt, nodes);
  forward.partner(&backward), backward.partner(&forward);
  r.stats.symmetries = forward.symmetries();
  const auto ranks = jumpOrders(b);
  std::vector<std::vector<int>> byRanks;
  for (const auto& rank : ranks) {
    std::vector<int> by(rank.size());
    for (size_t j = 0; j < rank.size(); ++j) by[rank[j]] = int(j);
    byRanks.push_back(by);
  }

  auto done = [&](Outcome status) {
    r.stats.nodes = nodes;
    r.stats.deadPositions = forward.deadPositions() + backward.deadPositions();
    r.stats.pagodas = forward.pagodaCount() + backward.pagodaCount();
    return status;
  };

  // The rounds of runs, and what comes between them: budget.hpp.
  const bool mirrored = backwardIsImage(b, Cells(start), Cells(finish));
  std::array<Search<B, K>*, 2> dirs{&forward, &backward};
  for (Schedule schedule(opt, ranks.size(), mirrored);; schedule.nextRound()) {
    if (schedule.learning()) {
      schedule.rebalance({forward.cuts(), backward.cuts()});
      forward.learnFromSearch(), backward.learnFromSearch();
    }
    // Where no pagoda of the whole problem decides it, one for each first
    // and last jump may (peg/pagoda.hpp): a few LPs, where the diamond
    // board's last families took minutes of search and count.
    if (schedule.pagodaCasesNow() && findPagodaCases(b, Cells(start), Cells(finish), opt.budget)) {
      r.stats.pagodaCases = true;
      return done(Outcome::NoSolution);
    }
    // Once the first pagodas are learned, a beam search in each direction
    // (search/beam.hpp): it solves in a fraction of a second problems that
    // the depth-first runs leave for billions of positions.
    if (schedule.beamNow()) {
      for (int d = 0; d < (mirrored ? 1 : 2); ++d) {
        const bool back = d == 1;
        const B from = back ? full & ~finish : start, to = back ? full & ~start : finish;
        BeamResult beam = beamSearch(b, Cells(from), Cells(to), dirs[d]->pagodas(0), opt.beamWidth,
                                     [&] { return dirs[d]->pastDeadline() != Stop::None; });
        nodes += beam.positions;
        if (beam.jumps.empty()) continue;
        r.jumps = std::move(beam.jumps);
        if (back) std::reverse(r.jumps.begin(), r.jumps.end());
        r.stats.byBackward = back, r.stats.byBeam = true;
        return done(Outcome::Solved);
      }
    }
    if (schedule.addsGuide(forward.guides())) {
      forward.addGuide();
      if (!mirrored) backward.addGuide();
    }
    for (size_t k = 0; k < schedule.runs(forward.guides()); ++k) {
      const std::optional<Attempt> a = schedule.attempt(k);
      if (!a) continue;
      Search<B, K>& s = a->back ? backward : forward;
      if (a->bySlack && !s.pagodaCount(a->guide)) continue;
      r.stats.byBackward = a->back;
      const uint64_t before = nodes;
      const auto outcome =
          s.run(ranks[a->order], byRanks[a->order], a->budget, a->bySlack, a->guide);
      schedule.searched(a->back, nodes - before);
      switch (outcome) {
        case Search<B, K>::kFound:
          r.jumps = s.path();
          if (a->back) std::reverse(r.jumps.begin(), r.jumps.end());
          return done(Outcome::Solved);
        case Search<B, K>::kExhausted:
          return done(Outcome::NoSolution);
        case Search<B, K>::kMemory:
          r.stop = Stop::MemoryLimit;
          return done(Outcome::Unknown);
        case Search<B, K>::kTime:
          r.stop = s.stop();
          return done(Outcome::Unknown);
        case Search<B, K>::kBudget:
          if (schedule.outOfNodes(nodes)) return done(Outcome::Unknown);
      }
    }
  }
}

}  // namespace

bool backwardIsImage(const Board& board, Cells start, Cells finish) {
  for (int s = 0; s < int(board.symmetries.size()); ++s)
    if (board.apply(s, start) == (board.holes & ~finish) &&
        board.apply(s, finish) == (board.holes & ~start))
      return true;
  return false;
}

SolveResult solve(const Board& board, Cells start, Cells finish, const SolveOptions& options) {
  SolveResult r;
  if (popcount(finish) > popcount(start) || (start & ~board.holes) || (finish & ~board.holes) ||
      !PositionClasses(board).sameClass(start, finish)) {
    r.status = Outcome::NoSolution;
    r.stats.classRejected = true;
    return r;
  }
  r.status = withEngine(board, [&](const auto& e) {
    using B = std::decay_t<decltype(e.full())>;
    if (board.holeCount() <= 64) return solveWith<B, uint64_t>(e, B(start), B(finish), options, r);
    return solveWith<B, B>(e, B(start), B(finish), options, r);  // the grid's own word
  });
  return r;
}

}  // namespace pegsat
