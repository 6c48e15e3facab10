// SPDX-License-Identifier: GPL-3.0-or-later
// The machinery of the search by moves shared by the single problem
// (min_moves.cpp) and the whole table (min_moves_table.cpp): one direction
// of the breadth-first search by moves (a Side), its pagoda pruning, its
// limits, and the walk that rebuilds a solution from the levels. Internal to
// src/search.
#pragma once

#include <absl/container/flat_hash_set.h>
#include <fmt/format.h>
#include <tbb/blocked_range.h>
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "peg/pagoda.hpp"
#include "search/chain_moves.hpp"
#include "search/min_moves.hpp"
#include "util/time_left.hpp"

namespace pegsat::move_search {

using Clock = std::chrono::steady_clock;

// A pagoda's value from one table lookup per byte of the position, so that a
// test costs a handful of loads instead of a loop over the pegs.
template <class B>
class PagodaTest {
 public:
  // Prunes p when some pagoda puts p (or, with `complement`, the holes of p
  // as pegs) below its threshold.
  PagodaTest(const Board& board, const std::vector<Pagoda>& pagodas, bool complement)
      : PagodaTest(board, std::vector<std::vector<Pagoda>>{pagodas}, complement) {}
  // With several ends (a search shared by several problems): prunes p when,
  // for every group, some pagoda of the group puts p below its threshold.
  PagodaTest(const Board& board, const std::vector<std::vector<Pagoda>>& groups, bool complement)
      : full_(B(board.holes)), complement_(complement) {
    bytes_ = (board.cells() + 7) / 8;
    for (const auto& group : groups) {
      for (const Pagoda& g : group) {
        thresholds_.push_back(g.threshold);
        for (int k = 0; k < bytes_; ++k)
          for (int v = 0; v < 256; ++v) {
            int sum = 0;
            for (int i = 0; i < 8; ++i)
              if ((v >> i & 1) && 8 * k + i < board.cells()) sum += g.weight[8 * k + i];
            table_.push_back(sum);
          }
      }
      groupEnds_.push_back(thresholds_.size());
    }
  }
  size_t size() const { return thresholds_.size(); }
  bool prunes(B p) const {
    if (complement_) p = full_ & ~p;
    size_t g = 0;
    for (size_t end : groupEnds_) {
      bool cut = false;
      for (; g < end && !cut; ++g) {
        const int* t = table_.data() + g * size_t(bytes_) * 256;
        int v = 0;
        for (int k = 0; k < bytes_; ++k) v += t[k * 256 + int((p >> (8 * k)) & 255)];
        cut = v < thresholds_[g];
      }
      if (!cut) return false;
      g = end;
    }
    return !groupEnds_.empty();
  }

 private:
  B full_;
  bool complement_;
  int bytes_ = 0;
  std::vector<int> thresholds_;
  std::vector<size_t> groupEnds_;  // the end of each group in thresholds_
  std::vector<int> table_;         // [pagoda][byte][value]
};

// Both ends' pruning for a search from `start` to `finish`: forward, the
// pagodas by which a position cannot reach the finish; backward, the
// complemented problem's (q is reachable from the start exactly when the
// start's complement is reachable from q's). The pagodas are kept for the
// certificates that list them. None when `learn` is false.
template <class B>
struct EndPruning {
  std::vector<Pagoda> forwardPagodas, backwardPagodas;
  std::optional<PagodaTest<B>> forward, backward;

  EndPruning(bool learn, const Board& board, B full, B start, B finish,
             const std::vector<int>& symmetries, const Budget& budget) {
    if (!learn) return;
    PagodaOptions po;
    po.symmetries = symmetries;
    po.maxPagodas = 16;
    po.budget = budget;
    forwardPagodas = learnPagodas(board, Cells(start), Cells(finish), po);
    backwardPagodas = learnPagodas(board, Cells(full & ~finish), Cells(full & ~start), po);
    forward.emplace(board, forwardPagodas, false);
    backward.emplace(board, backwardPagodas, true);
  }
  int size() const { return int(forwardPagodas.size() + backwardPagodas.size()); }
  const PagodaTest<B>* forwardTest() const { return forward ? &*forward : nullptr; }
  const PagodaTest<B>* backwardTest() const { return backward ? &*backward : nullptr; }
};

// The options' budget as the two directions share it, the limit that stopped
// them, and the progress lines.
class Meter {
 public:
  explicit Meter(const MinMovesOptions& opt) : opt_(opt), t0_(Clock::now()) {}
  // Whether `bytes` more would take the tables past the limit (and records
  // it as the stop).
  bool wouldPass(uint64_t held, uint64_t more) {
    const Stop s = opt_.budget.overBytes(held + more);
    if (s != Stop::None) stop(s);
    return s != Stop::None;
  }
  // Polls the budget (from any thread); true once a limit has stopped the
  // search.
  bool poll() {
    if (stopped()) return true;
    const Stop s = opt_.budget.poll();
    if (s != Stop::None) stop(s);
    return s != Stop::None;
  }
  bool stopped() const { return stopped_.load(std::memory_order_relaxed) != Stop::None; }
  // The limit that stopped the search, or None.
  Stop why() const { return stopped_.load(); }
  const MinMovesOptions& options() const { return opt_; }

  // Names the level about to be built ("forward level 9"), for the progress
  // lines within it, and starts its clock.
  void startLevel(std::string name) {
    level_ = std::move(name);
    levelStart_ = lastLine_ = Clock::now();
  }
  // Between blocks of a level's parents, `done` of `total` expanded: "forward
  // level 9: 16384/36972 positions expanded, 0.4 s" (since the search began),
  // with the time left in this level where util/time_left.hpp's rule allows;
  // at most one line every progressSeconds. None once all are done: the
  // level's own line follows. A clock read a block (thousands of parents)
  // costs nothing next to the block.
  void expanded(uint64_t done, uint64_t total) {
    if (!opt_.progress || done >= total) return;
    const auto now = Clock::now();
    if (std::chrono::duration<double>(now - lastLine_).count() < opt_.progressSeconds) return;
    lastLine_ = now;
    const double inLevel = std::chrono::duration<double>(now - levelStart_).count();
    const std::optional<double> left = secondsLeft(done, total, inLevel);
    opt_.progress(fmt::format("{}: {}/{} positions expanded, {}{:.1f} s", level_, done, total,
                              left ? fmt::format("{:.1f} s left in this level, ", *left) : "",
                              std::chrono::duration<double>(now - t0_).count()));
  }

 private:
  void stop(Stop s) {
    Stop none = Stop::None;
    stopped_.compare_exchange_strong(none, s);
  }

  const MinMovesOptions& opt_;
  Clock::time_point t0_;
  std::atomic<Stop> stopped_{Stop::None};
  std::string level_;
  Clock::time_point levelStart_, lastLine_;
};

// One direction of the search: the positions seen so far (each peg count in
// its own table, since a move never returns to a peg count it has left) and
// every level as a list of representatives, up to the symmetries in `moves`.
template <class B>
class Side {
 public:
  enum class Step { Done, Met, Stopped };

  Side(const ChainMoves<B>& moves, bool forward, B root, const PagodaTest<B>* pruning)
      : moves_(moves), forward_(forward), pruning_(pruning) {
    seen_.resize(moves.engine().board().cells() + 1);
    const auto img = moves.images(root);
    const B key = moves.canonical(img.data());
    seen_[popcount(key)].insert(key);
    levels_.push_back({key});
    orbits_.push_back(orbit(img.data()));
  }

  int depth() const { return int(levels_.size()) - 1; }
  // Prunes the positions of the coming levels by `pruning` (none if null).
  void setPruning(const PagodaTest<B>* pruning) { pruning_ = pruning; }
  const std::vector<B>& frontier() const { return levels_.back(); }
  bool contains(B key) const { return seen_[popcount(key)].contains(key); }
  const std::vector<std::vector<B>>& levels() const { return levels_; }
  const std::vector<uint64_t>& orbitSums() const { return orbits_; }
  // Set by expand() when it returns Met: the meeting position's representative.
  B meeting() const { return meeting_; }

  uint64_t bytes() const {
    uint64_t b = 0;
    for (const auto& s : seen_) b += s.capacity() * (sizeof(B) + 1);
    for (const auto& l : levels_) b += l.capacity() * sizeof(B);
    return b;
  }
  uint64_t positions() const {
    uint64_t n = 0;
    for (const auto& l : levels_) n += l.size();
    return n;
  }

  // Adds the next level: every position one move beyond the frontier not seen
  // before. Stops at the first position the other side has seen, if given
  // (Met), or at a limit (Stopped, with the level left incomplete and removed).
  // With `countOrbits`, also sums the level's positions without symmetry.
  //
  // The frontier goes in blocks, each in two parallel phases: the parents'
  // children are generated and tested against the tables as they stand (no
  // table changes during this phase, so threads only read), sorted by peg
  // count; then each peg count's table takes its candidates, one thread per
  // table. A position's peg count fixes its table, so no two threads write to
  // the same table.
  //
  // Between blocks it reports progress through the budget (startLevel names
  // the level).
  //
  // `stop`, if given, sees every new position first (from any thread) and
  // ends the expansion (Met) by returning true: a search shared by several
  // problems records there where each one meets its other side, and stops
  // once all have met.
  Step expand(const Side* other, Meter& budget, uint64_t otherBytes, bool countOrbits,
              tbb::task_arena& arena, const std::function<bool(B)>* stop = nullptr) {
    const size_t tables = seen_.size();
    struct Candidate {
      B key;
      uint32_t orbit;  // distinct images, when counting them
      bool pruned;
    };
    using Buckets = std::vector<std::vector<Candidate>>;  // by peg count
    tbb::enumerable_thread_specific<Buckets> local([&] { return Buckets(tables); });
    std::vector<std::vector<B>> nextByPegs(tables);
    std::vector<uint64_t> orbitsByPegs(tables, 0);
    std::atomic<bool> met = false;
    std::mutex meetingLock;
    const std::vector<B>& parents = frontier();
    constexpr size_t kBlock = 1 << 14;

    for (size_t begin = 0; begin < parents.size(); begin += kBlock) {
      if (budget.poll()) return Step::Stopped;
      const size_t end = std::min(parents.size(), begin + kBlock);
      arena.execute([&] {
        tbb::parallel_for(tbb::blocked_range<size_t>(begin, end, 256), [&](const auto& range) {
          Buckets& out = local.local();
          std::vector<Candidate> kids;
          for (size_t i = range.begin(); i != range.end() && !met; ++i) {
            // A parent on a big board with long chains has thousands of
            // children: the budget is polled every 16 parents, not only
            // between blocks.
            if ((i & 15) == 0 && budget.poll()) return;
            const B p = parents[i];
            const auto img = moves_.images(p);
            kids.clear();
            auto collect = [&](B, const B* cimg, const std::vector<int>&) {
              const B key = moves_.canonical(cimg);
              kids.push_back({key, countOrbits ? uint32_t(orbit(cimg)) : 0u, false});
              seen_[popcount(key)].prefetch(key);
            };
            if (forward_)
              moves_.forward(p, img.data(), collect);
            else
              moves_.backward(p, img.data(), collect);
            // The lookups after all the prefetches: their cache misses overlap.
            for (Candidate c : kids) {
              const int pegs = popcount(c.key);
              if (seen_[size_t(pegs)].contains(c.key)) continue;
              if ((other && other->contains(c.key)) || (stop && (*stop)(c.key))) {
                std::lock_guard<std::mutex> g(meetingLock);
                if (!met) meeting_ = c.key, met = true;
                return;
              }
              // A pruned position is remembered too, so that it is tested
              // only once; it goes into no level.
              c.pruned = pruning_ && pruning_->prunes(c.key);
              out[size_t(pegs)].push_back(c);
            }
          }
        });
      });
      if (met) return Step::Met;
      if (budget.stopped()) return Step::Stopped;

      // A flat_hash_set grows when 7/8 full, to twice its capacity, and holds
      // both tables while it moves the entries over: stop before that would
      // pass the limit.
      uint64_t growth = 0;
      for (size_t t = 0; t < tables; ++t) {
        size_t n = seen_[t].size();
        for (const Buckets& bk : local) n += bk[t].size();
        if (n * 8 > seen_[t].capacity() * 7) growth += 2 * (n + 16) * (sizeof(B) + 1);
        growth += (n - seen_[t].size()) * sizeof(B);  // the level's lists, at worst
      }
      if (budget.wouldPass(bytes() + otherBytes, growth)) return Step::Stopped;

      arena.execute([&] {
        tbb::parallel_for(size_t(0), tables, [&](size_t t) {
          for (Buckets& bk : local) {
            for (const Candidate& c : bk[t])
              if (seen_[t].insert(c.key).second && !c.pruned) {
                nextByPegs[t].push_back(c.key);
                orbitsByPegs[t] += c.orbit;
              }
            bk[t].clear();
          }
        });
      });
      budget.expanded(end, parents.size());
    }

    std::vector<B> next;
    uint64_t orbitSum = 0;
    for (size_t t = 0; t < tables; ++t) {
      next.insert(next.end(), nextByPegs[t].begin(), nextByPegs[t].end());
      orbitSum += orbitsByPegs[t];
    }
    std::sort(next.begin(), next.end());
    levels_.push_back(std::move(next));
    orbits_.push_back(orbitSum);
    return Step::Done;
  }

  // Whether `key` is in level k.
  bool inLevel(int k, B key) const {
    return std::binary_search(levels_[k].begin(), levels_[k].end(), key);
  }

 private:
  // The number of distinct images of a position: its count without symmetry.
  uint64_t orbit(const B* img) const {
    uint64_t distinct = 0;
    for (int i = 0; i < moves_.imageCount(); ++i)
      distinct += std::find(img, img + i, img[i]) == img + i;
    return distinct;
  }

  const ChainMoves<B>& moves_;
  bool forward_;
  const PagodaTest<B>* pruning_;
  std::vector<absl::flat_hash_set<B, Hash128>> seen_;
  std::vector<std::vector<B>> levels_;
  std::vector<uint64_t> orbits_;
  B meeting_ = 0;
};

// Walks from position x (an actual position, in level `depth` of `side`) back
// to the side's root, level by level; appends the moves' jumps in the order of
// play. Forward side: the moves from the start to x; backward: from x to the
// finish.
template <class B>
bool walk(const ChainMoves<B>& moves, const Side<B>& side, bool forward, B x, int depth,
          std::vector<int>& jumps) {
  std::vector<std::vector<int>> path;
  for (int k = depth; k > 0; --k) {
    const auto img = moves.images(x);
    std::optional<B> found;
    std::vector<int> chain;
    auto look = [&](B y, const B* yimg, const std::vector<int>& c) {
      if (!found && side.inLevel(k - 1, moves.canonical(yimg))) found = y, chain = c;
    };
    // A position of level k has a neighbour in level k-1: one move before it
    // going forward, one move after it going backward.
    if (forward)
      moves.backward(x, img.data(), look);
    else
      moves.forward(x, img.data(), look);
    if (!found) return false;
    path.push_back(chain);
    x = *found;
  }
  if (forward) std::reverse(path.begin(), path.end());
  for (const auto& c : path) jumps.insert(jumps.end(), c.begin(), c.end());
  return true;
}

}  // namespace pegsat::move_search
