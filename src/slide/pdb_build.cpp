// SPDX-License-Identifier: GPL-3.0-or-later
// Building a pattern database by a breadth-first search that keeps no queue.
//
// The abstract state is a placement of the pattern's tiles plus the region of
// free cells the blank is in: moving the blank inside its region moves no
// pattern tile, so it is free, and the region stands for every blank cell in
// it (a 0-cost closure). Regions depend only on which cells the tiles cover, so
// the states of one covered subset S form blocks, one per region of S, of k!
// states each (which tile is on which covered cell); a state's number is
// (the block's number) * k! + (the permutation's rank).
//
// Each state keeps 2 bits: 0 for not reached, 3 for expanded, and 1 or 2 for
// the frontier and the next level, which swap roles from one level to the
// next. Level d is found by scanning the blocks for its code; its successors
// get the other code, and each state expanded becomes 3 so that no later scan
// takes it again. This is the "two bits per state" breadth-first search
// (Cooperman & Finkelstein 1992; Korf 2008 uses it for the 15-puzzle's full
// state space). For the 7-8 partition's 8-tile database that is 2.75 regions
// per subset on average, 1.4 billion states and 356 MB, where a queue of 4-byte
// entries would not fit in 1 GB. A placement's entry is written when the scan
// meets one of its states for the first time, so it holds the least depth over
// the blank's regions; the entries of a subset are one run of k! / 2 bytes
// that the scan walks in order.
//
// The level scan runs in parallel over subsets. A move of the tile on covered
// cell a to the free cell b takes the subset S to S - a + b and the
// permutation (tiles in cell order) to the one with the entry at a's position
// j moved to b's position q, a map fixed for the whole block, which keeps the
// first min(j, q) Lehmer digits. So the successors of a block fall into a few
// blocks of at most 10 KB of states (k = 8), mostly near each other, which
// stay in cache. Threads write disjoint 2-bit fields of shared words with
// atomic ORs, and each thread owns the entries of the subsets it scans.
#include "slide/pdb_build.hpp"

#include <fmt/core.h>
#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <atomic>

namespace pegsat::slide {

namespace {

// The flood fill of a region through free cells, by shifts of a bit mask (one
// bit per cell, row by row).
class Flood {
 public:
  explicit Flood(int n) : n_(n) {
    for (int c = 0; c < n * n; ++c) {
      full_ |= 1u << c;
      if (c % n != n - 1) canRight_ |= 1u << c;
      if (c % n != 0) canLeft_ |= 1u << c;
    }
  }
  uint32_t full() const { return full_; }
  uint32_t operator()(uint32_t seed, uint32_t freeCells) const {
    uint32_t r = seed;
    while (true) {
      uint32_t g = r | ((r & canRight_) << 1) | ((r & canLeft_) >> 1) | (r << n_) | (r >> n_);
      g &= freeCells & full_;
      g |= r;
      if (g == r) return r;
      r = g;
    }
  }

 private:
  int n_;
  uint32_t full_ = 0, canRight_ = 0, canLeft_ = 0;
};

// A move available to every state of one block.
struct BlockMove {
  uint64_t stateBase;   // first state of the successor block
  const uint16_t* map;  // rank -> successor's rank; null when it keeps the rank
};

// A 2-bit field that only ever goes from 0 to a value; returns whether this
// call set it. Shared between threads, the field is set by an atomic OR, which
// leaves its neighbours alone and whose old value says which thread came
// first; alone, a thread uses a plain store, since a locked instruction also
// keeps the processor from overlapping the cache misses around it.
// Relaxed atomic access to a plain word, as std::atomic_ref would give; the
// compilers' builtins, since emscripten's libc++ has no std::atomic_ref.
inline uint64_t relaxedLoad(const uint64_t& word) { return __atomic_load_n(&word, __ATOMIC_RELAXED); }
inline uint64_t relaxedFetchOr(uint64_t& word, uint64_t bits) {
  return __atomic_fetch_or(&word, bits, __ATOMIC_RELAXED);
}

template <bool kShared>
inline bool claimPair(uint64_t* words, uint64_t i, uint64_t code) {
  const int shift = static_cast<int>(i & 31) * 2;
  uint64_t& word = words[i >> 5];
  if constexpr (kShared) {
    if (relaxedLoad(word) >> shift & 3) return false;
    return (relaxedFetchOr(word, code << shift) >> shift & 3) == 0;
  } else {
    // Without a branch: whether a state is new is a coin toss in the dense
    // levels, and a mispredicted branch would also cancel the loads after it.
    const uint64_t isNew = (word >> shift & 3) == 0;
    word |= (isNew * code) << shift;
    return isNew;
  }
}

constexpr uint64_t kLowBits = 0x5555555555555555ull;  // the low bit of every field

inline int bitCount64(uint64_t x) {
  return static_cast<int>(bitCount(static_cast<uint32_t>(x)) +
                          bitCount(static_cast<uint32_t>(x >> 32)));
}

// Sets to code the fields of one word marked in mask (their low bits) that are
// still 0; returns how many.
template <bool kShared>
inline int claimFields(uint64_t& word, uint64_t mask, uint64_t code) {
  uint64_t fresh = mask & ~((word | word >> 1) & kLowBits);
  if (!fresh) return 0;
  if constexpr (kShared) {
    const uint64_t old = relaxedFetchOr(word, fresh * code);
    fresh &= ~((old | old >> 1) & kLowBits);
  } else {
    word |= fresh * code;
  }
  return bitCount64(fresh);
}

// A move that keeps the rank maps the 32 states of a word onto 32 consecutive
// states: the fields marked in mask, with field 0 landing on state `target`
// (negative when the word starts before the block; those fields are unmarked).
template <bool kShared>
inline int claimShifted(uint64_t* words, int64_t target, uint64_t mask, uint64_t code) {
  const int shift = static_cast<int>(target & 31) * 2;
  const int64_t word = target >> 5;  // rounds down
  int count = 0;
  if (mask << shift) count += claimFields<kShared>(words[word], mask << shift, code);
  if (shift && (mask >> (64 - shift)))
    count += claimFields<kShared>(words[word + 1], mask >> (64 - shift), code);
  return count;
}

class Search {
 public:
  Search(int n, int blankLabel, const std::vector<uint8_t>& labels,
         const std::vector<uint8_t>& dist)
      : n_(n),
        cells_(n * n),
        k_(static_cast<int>(labels.size())),
        kf_(factorial(k_)),
        blankLabel_(blankLabel),
        labels_(labels),
        dist_(dist),
        flood_(n) {}

  // Counts the regions of every subset; the error says when the tables would
  // not fit in maxBytes.
  Result<bool> layout(uint64_t size, uint64_t maxBytes) {
    const uint64_t entryBytes = (size + 1) / 2;
    // Every subset has at least one region: refuse before enumerating.
    if (entryBytes + size / 4 > maxBytes) return tooBig(entryBytes + size / 4, maxBytes);
    const uint64_t subsets = kPlacementRank.binom(cells_, k_);
    subsets_.reserve(subsets);
    regionStart_.reserve(subsets + 1);
    uint32_t s = (1u << k_) - 1;
    for (uint64_t r = 0; r < subsets; ++r) {
      subsets_.push_back(s);
      regionStart_.push_back(static_cast<uint32_t>(regionMask_.size()));
      uint32_t freeCells = flood_.full() & ~s;
      // Regions in the order of their lowest cells.
      while (freeCells) {
        const uint32_t region = flood_(freeCells & -freeCells, freeCells);
        regionMask_.push_back(region);
        freeCells &= ~region;
      }
      if (r + 1 < subsets) {
        // Gosper's hack: the next larger integer with as many bits set, which
        // is the next subset in colexicographic order.
        const uint32_t low = s & -s, ripple = s + low;
        s = (((ripple ^ s) >> 2) / low) | ripple;
      }
    }
    regionStart_.push_back(static_cast<uint32_t>(regionMask_.size()));
    states_ = static_cast<uint64_t>(regionMask_.size()) * kf_;
    const uint64_t stateBytes = (states_ + 31) / 32 * 8;
    const uint64_t mapBytes = static_cast<uint64_t>(k_) * k_ * kf_ * 2;
    if (entryBytes + stateBytes + mapBytes > maxBytes)
      return tooBig(entryBytes + stateBytes + mapBytes, maxBytes);
    return true;
  }

  // The permutation tables: the tiles in cell order for each rank, and for
  // each (position left, position entered) pair the rank after the move.
  void tables() {
    perms_.resize(static_cast<size_t>(kf_) * k_);
    for (uint32_t r = 0; r < kf_; ++r) PlacementRank::permUnrank(r, k_, &perms_[r * k_]);
    maps_.resize(static_cast<size_t>(k_) * k_ * kf_);
    for (int j = 0; j < k_; ++j)
      for (int q = 0; q < k_; ++q) {
        uint16_t* map = &maps_[static_cast<size_t>(j * k_ + q) * kf_];
        uint8_t moved[PlacementRank::kMaxTiles];
        for (uint32_t r = 0; r < kf_; ++r) {
          // The entry at position j is taken out and put back in at position q.
          const uint8_t* p = &perms_[r * k_];
          int out = 0;
          for (int x = 0; x < k_; ++x) {
            if (x == j) continue;
            if (out == q) ++out;
            moved[out++] = p[x];
          }
          moved[q] = p[j];
          map[r] = static_cast<uint16_t>(PlacementRank::permRank(moved, k_));
        }
      }
  }

  // False when the budget stopped it (`stopped` says which limit).
  Result<bool> run(BigTable& entries, uint64_t size, const PdbProgress& progress, int threads,
                   const Budget& budget, Stop& stopped) {
    wordTable_ = BigTable((states_ + 31) / 32 * 8);
    words_ = reinterpret_cast<uint64_t*>(wordTable_.data());
    entries = BigTable((size + 1) / 2);
    entries_ = entries.data();

    // The goal: every tile home, the blank in the region of its goal cell.
    uint32_t goal = 0;
    for (uint8_t l : labels_) goal |= 1u << l;
    uint8_t tileAt[PlacementRank::kMaxTiles];
    for (int i = 0; i < k_; ++i) tileAt[slotOf(goal, labels_[i])] = static_cast<uint8_t>(i);
    const uint64_t goalSubset = kPlacementRank.subsetRank(goal);
    const uint32_t goalRank = PlacementRank::permRank(tileAt, k_);
    claimPair<false>(words_, regionOf(goalSubset, blankLabel_) * kf_ + goalRank, 1);
    uint64_t filled = 0;
    // A subset's entries are whole bytes when k! is even; k = 1 runs alone.
    if (kf_ & 1) threads = 1;

    tbb::task_arena arena(threads > 0 ? threads : tbb::task_arena::automatic);
    for (depth_ = 0;; ++depth_) {
      newStates_ = 0;
      newEntries_ = 0;
      // A level of the 7-8 databases takes seconds: the budget is polled
      // every 16 subsets, and a stop leaves the rest of the level undone.
      std::atomic<Stop> stop{Stop::None};
      auto poll = [&] {
        if (stop.load(std::memory_order_relaxed) != Stop::None) return true;
        const Stop s = budget.poll();
        if (s != Stop::None) stop = s;
        return s != Stop::None;
      };
      if (threads == 1) {
        uint64_t states = 0, entries = 0;
        for (uint64_t sub = 0; sub < subsets_.size(); ++sub) {
          if (sub % 16 == 0 && poll()) break;
          expandSubset<false>(sub, states, entries);
        }
        newStates_ = states;
        newEntries_ = entries;
      } else {
        arena.execute([&] {
          tbb::parallel_for(tbb::blocked_range<uint64_t>(0, subsets_.size(), 16),
                            [&](const tbb::blocked_range<uint64_t>& range) {
                              if (poll()) return;
                              uint64_t states = 0, entries = 0;
                              for (uint64_t sub = range.begin(); sub != range.end(); ++sub)
                                expandSubset<true>(sub, states, entries);
                              newStates_ += states;
                              newEntries_ += entries;
                            });
        });
      }
      if ((stopped = stop.load()) != Stop::None) return false;
      if (overflow_)
        return Error{"", 0,
                     fmt::format("at depth {} an entry is below Manhattan, of the other parity, or "
                                 "more than 28 moves above it (beyond 4 bits)",
                                 depth_)};
      filled += newEntries_;
      if (progress) progress(depth_, newStates_, filled);
      if (newStates_ == 0) break;
    }
    if (filled != size)
      return Error{"", 0, fmt::format("reached {} of {} placements", filled, size)};
    // Entries were stored plus one, so that 0 meant "not reached".
    for (uint64_t b = 0; b < size / 2; ++b) entries[b] = static_cast<uint8_t>(entries[b] - 0x11);
    if (size & 1) entries.back() = static_cast<uint8_t>(entries.back() - 1);
    return true;
  }

 private:
  Error tooBig(uint64_t need, uint64_t limit) const {
    return Error{"", 0,
                 fmt::format("a {}-tile pattern database on {} cells needs {} MB to build, over "
                             "the limit of {} MB",
                             k_, cells_, need >> 20, limit >> 20)};
  }

  // The number of the block of subset s whose region holds the cell.
  uint64_t regionOf(uint64_t s, int cell) const {
    uint32_t r = regionStart_[s];
    while (!(regionMask_[r] >> cell & 1)) ++r;
    return r;
  }

  int neighbour(int c, int dir) const {
    switch (dir) {
      case 0:
        return c >= n_ ? c - n_ : -1;
      case 1:
        return c + n_ < cells_ ? c + n_ : -1;
      case 2:
        return c % n_ ? c - 1 : -1;
      default:
        return c % n_ != n_ - 1 ? c + 1 : -1;
    }
  }

  template <bool kShared>
  void expandSubset(uint64_t s, uint64_t& newStates, uint64_t& newEntries) {
    const uint32_t mask = subsets_[s];
    uint8_t cellOf[PlacementRank::kMaxTiles];
    {
      uint32_t m = mask;
      for (int j = 0; j < k_; ++j, m &= m - 1) cellOf[j] = static_cast<uint8_t>(__builtin_ctz(m));
    }
    const uint64_t code = static_cast<uint64_t>(1 + (depth_ & 1));
    const uint64_t nextCode = 3 - code;
    // Fields equal to the code are those where (word ^ pattern) has both bits 0.
    const uint64_t pattern = code * 0x5555555555555555ull;
    uint8_t* entries = entries_;
    const uint64_t entryBase = s * kf_;
    for (uint32_t block = regionStart_[s]; block < regionStart_[s + 1]; ++block) {
      const uint64_t first = static_cast<uint64_t>(block) * kf_, end = first + kf_;
      BlockMove moves[PlacementRank::kMaxTiles * 4];
      int moveCount = -1;  // computed when the block holds a state of this level
      for (uint64_t w = first >> 5; w <= (end - 1) >> 5; ++w) {
        const uint64_t x =
            relaxedLoad(words_[w]) ^ pattern;
        uint64_t match = ~(x | x >> 1) & 0x5555555555555555ull;
        // Fields of the word outside the block.
        if ((w << 5) < first) match &= ~0ull << ((first - (w << 5)) * 2);
        if ((w << 5) + 32 > end) match &= ~0ull >> ((((w << 5) + 32) - end) * 2);
        if (!match) continue;
        if (moveCount < 0) moveCount = blockMoves(mask, regionMask_[block], cellOf, moves);
        // The level's states of this word become "expanded" (3).
        if constexpr (kShared)
          relaxedFetchOr(words_[w], match * 3);
        else
          words_[w] |= match * 3;
        // Moves that keep the rank (a horizontal slide, or a vertical one past
        // no covered cell: about half of them) take the word's states at once.
        for (int m = 0; m < moveCount; ++m)
          if (!moves[m].map)
            newStates += claimShifted<kShared>(
                words_,
                static_cast<int64_t>(moves[m].stateBase + (w << 5)) - static_cast<int64_t>(first),
                match, nextCode);
        for (; match; match &= match - 1) {
          const uint32_t rank =
              static_cast<uint32_t>((w << 5) + __builtin_ctzll(match) / 2 - first);
          for (int m = 0; m < moveCount; ++m)
            if (moves[m].map)
              newStates +=
                  claimPair<kShared>(words_, moves[m].stateBase + moves[m].map[rank], nextCode);
          // The placement's entry, if no other region of it came first.
          const uint64_t entry = entryBase + rank;
          uint8_t& byte = entries[entry >> 1];
          const int shift = static_cast<int>(entry & 1) * 4;
          if (byte >> shift & 15) continue;
          const uint8_t* tileAt = &perms_[static_cast<size_t>(rank) * k_];
          int md = 0;
          for (int j = 0; j < k_; ++j) md += dist_[tileAt[j] * cells_ + cellOf[j]];
          // Depth and Manhattan have the same parity, and depth is at least Manhattan.
          const int excess = depth_ - md;
          if (excess < 0 || (excess & 1) || excess / 2 + 1 > 15) {
            overflow_ = true;
            continue;
          }
          byte = static_cast<uint8_t>(byte | (excess / 2 + 1) << shift);
          ++newEntries;
        }
      }
    }
  }

  int blockMoves(uint32_t mask, uint32_t region, const uint8_t* cellOf, BlockMove* moves) const {
    int count = 0;
    for (int j = 0; j < k_; ++j) {
      const int a = cellOf[j];
      for (int dir = 0; dir < 4; ++dir) {
        // The tile on a slides to b, where the blank can get for free; the
        // blank ends on a.
        const int b = neighbour(a, dir);
        if (b < 0 || !(region >> b & 1)) continue;
        const uint32_t mask2 = mask ^ (1u << a) ^ (1u << b);
        const uint64_t s2 = kPlacementRank.subsetRank(mask2);
        const int q = slotOf(mask2, b);
        BlockMove& m = moves[count++];
        m.stateBase = regionOf(s2, a) * kf_;
        m.map = q == j ? nullptr : &maps_[static_cast<size_t>(j * k_ + q) * kf_];
      }
    }
    return count;
  }

  const int n_, cells_, k_;
  const uint32_t kf_;
  const int blankLabel_;
  const std::vector<uint8_t>& labels_;
  const std::vector<uint8_t>& dist_;
  const Flood flood_;

  std::vector<uint32_t> subsets_;      // subset rank -> its cells
  std::vector<uint32_t> regionStart_;  // subset rank -> its first block
  std::vector<uint32_t> regionMask_;   // block -> the region's cells
  uint64_t states_ = 0;
  std::vector<uint8_t> perms_;  // rank * k + position -> tile
  std::vector<uint16_t> maps_;  // (j * k + q) * k! + rank -> rank after the move
  BigTable wordTable_;          // 2 bits per state
  uint64_t* words_ = nullptr;
  uint8_t* entries_ = nullptr;

  int depth_ = 0;
  std::atomic<uint64_t> newStates_{0}, newEntries_{0};
  std::atomic<bool> overflow_{false};
};

}  // namespace

Result<bool> PdbBuilder::run(PatternDb& db, const PdbProgress& progress,
                             const PdbBuildOptions& options, Stop& stopped) {
  Search search(db.spec_.n, db.spec_.blankLabel, db.spec_.labels, db.dist_);
  if (auto ok = search.layout(db.size_, options.maxBytes); !ok)
    return Error{"", 0, db.spec_.key() + ": " + ok.error().message};
  search.tables();
  auto ok = search.run(db.table_, db.size_, progress, options.threads, options.budget, stopped);
  if (!ok) return Error{"", 0, db.spec_.key() + ": " + ok.error().message};
  return *ok;
}

}  // namespace pegsat::slide
