// SPDX-License-Identifier: GPL-3.0-or-later
// A layer of positions with path counts, stored as sorted arrays split into
// buckets by the top bits of a hashed key. The key is stored hashed by an
// invertible mixer: its bits are uniform, so buckets are even and a bucket's
// table can index slots by the key's next bits, and unmixing gives the
// position back, so no second copy is kept. Children are scattered to buckets
// first and merged bucket by bucket, which keeps the random memory traffic
// inside one cache-sized bucket at a time.
#pragma once

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdint>
#include <vector>

#include "count/checked.hpp"
#include "peg/bits.hpp"

namespace pegsat::counting {

// Newton's iteration for the inverse of an odd number modulo 2^bits: each step
// doubles the number of correct low bits (x*a = 1 holds mod 8 from the start).
template <class B>
constexpr B inverseOdd(B a) {
  B x = a;
  for (int i = 0; i < 7; ++i) x *= B(2) - a * x;
  return x;
}

// An invertible mixer (xor-shift by half the word, multiply by odd constants).
template <class B>
struct Mixer {
  static constexpr int kBits = sizeof(B) * 8;
  static constexpr int kHalf = kBits / 2;
  static constexpr B k1 = kBits == 64
                              ? B(0x9E3779B97F4A7C15ull)
                              : (B(0xC2B2AE3D27D4EB4Full) << kHalf) | B(0x9E3779B97F4A7C15ull);
  static constexpr B k2 = kBits == 64
                              ? B(0xD6E8FEB86659FD93ull)
                              : (B(0x165667B19E3779F9ull) << kHalf) | B(0xD6E8FEB86659FD93ull);
  static constexpr B i1 = inverseOdd(k1);
  static constexpr B i2 = inverseOdd(k2);

  static constexpr B mix(B x) { return mixLanes(x); }
  // mix() on each lane of a GCC vector of B (or on one B).
  template <class V>
  static constexpr V mixLanes(V x) {
    x ^= x >> kHalf;
    x *= k1;
    x ^= x >> kHalf;
    x *= k2;
    return x ^ (x >> kHalf);
  }
  static constexpr B unmix(B x) {
    x ^= x >> kHalf;
    x *= i2;
    x ^= x >> kHalf;
    x *= i1;
    return x ^ (x >> kHalf);
  }
  // The top 64 bits of a mixed key.
  static constexpr uint64_t top(B h) { return uint64_t(h >> (kBits - 64)); }
};

template <class B, class C>
struct Entry {
  B h;  // mixed canonical position; 0 never occurs (a position has pegs)
  [[no_unique_address]] C count;
};

// Which of 2^bits buckets a mixed key falls in.
template <class B>
inline size_t bucketOf(B h, int bits) {
  return bits == 0 ? 0 : size_t(Mixer<B>::top(h) >> (64 - bits));
}

template <class B, class C>
struct Layer {
  int bits = 0;                                   // 2^bits buckets
  std::vector<std::vector<Entry<B, C>>> buckets;  // each sorted by h
  // Per bucket, a directory over the key's next bits: the entries whose key
  // falls in slot s are [dir[s], dir[s+1]). With about one entry per slot a
  // lookup reads one directory word and one short run, where a binary search
  // took a dozen dependent reads (the join of the English count is 24 million lookups).
  std::vector<std::vector<uint32_t>> dirs;

  uint64_t size() const {
    uint64_t n = 0;
    for (const auto& b : buckets) n += b.size();
    return n;
  }
  uint64_t bytes() const {
    uint64_t n = buckets.capacity() * sizeof(buckets[0]) + dirs.capacity() * sizeof(dirs[0]);
    for (const auto& b : buckets) n += b.capacity() * sizeof(Entry<B, C>);
    for (const auto& d : dirs) n += d.capacity() * sizeof(uint32_t);
    return n;
  }

  // Builds the directory of bucket b (its entries already sorted).
  void index(size_t b) {
    if (dirs.size() != buckets.size()) dirs.resize(buckets.size());
    const auto& es = buckets[b];
    const int d = std::max(0, int(std::bit_width(es.size())) - 1);
    std::vector<uint32_t>& dir = dirs[b];
    dir.assign((size_t(1) << d) + 1, uint32_t(es.size()));
    size_t s = 0;
    for (size_t i = 0; i < es.size(); ++i)
      for (size_t want = slotOf(es[i].h, d); s <= want; ++s) dir[s] = uint32_t(i);
  }

  // A lookup reads a directory word, then the entries it points to, both
  // likely out of cache. For lookups in a batch: prefetchSlot(h) some keys
  // ahead, prefetchEntries(h) (which reads the directory word) fewer ahead.
  void prefetchSlot(B h) const {
    if (!buckets.empty()) __builtin_prefetch(&dirWord(bucketOf(h, bits), h));
  }
  void prefetchEntries(B h) const {
    if (buckets.empty()) return;
    const size_t b = bucketOf(h, bits);
    __builtin_prefetch(&buckets[b].data()[dirWord(b, h)]);
  }

  // The entry of a mixed key, or null; `bucket` receives its bucket.
  const Entry<B, C>* find(B h, size_t* bucket = nullptr) const {
    if (buckets.empty()) return nullptr;
    const size_t b = bucketOf(h, bits);
    if (bucket) *bucket = b;
    const auto& es = buckets[b];
    const uint32_t* run = &dirWord(b, h);  // run[0], run[1]: the slot's entries
    for (uint32_t i = run[0]; i < run[1]; ++i)
      if (es[i].h == h) return &es[i];
    return nullptr;
  }

 private:
  // The key's d bits after the bucket bits.
  size_t slotOf(B h, int d) const {
    const uint64_t below = bits ? Mixer<B>::top(h) << bits : Mixer<B>::top(h);
    return d == 0 ? 0 : size_t(below >> (64 - d));
  }
  // The directory word of h's slot in bucket b.
  const uint32_t& dirWord(size_t b, B h) const {
    const std::vector<uint32_t>& dir = dirs[b];
    return dir[slotOf(h, std::countr_zero(dir.size() - 1))];
  }
};

// The memory the tables of a layer under construction may hold together. A
// table takes its slots from it before making them and refuses to grow past
// it, so a memory limit holds exactly: checking between chunks of children
// could not, since tables fill evenly (keys are uniform) and so double
// together, and a layer's first chunk makes them all (a 0.5 GiB limit was
// passed by 0.8 GiB on the Wiegleb board).
struct TableBudget {
  uint64_t limit = UINT64_MAX;  // bytes
  std::atomic<uint64_t> used{0};
  std::atomic<bool> exceeded{false};

  bool take(uint64_t bytes) {
    uint64_t u = used.load();
    do {
      if (bytes > limit || u > limit - bytes) {
        exceeded = true;
        return false;
      }
    } while (!used.compare_exchange_weak(u, u + bytes));
    return true;
  }
  void give(uint64_t bytes) { used -= bytes; }
};

// One bucket of a layer under construction: an open-addressing table with
// linear probing, indexed by the key's bits below the bucket bits. Its slots in
// order are nearly sorted, so extracting a sorted array is an insertion sort
// over short runs.
template <class B, class C>
class BucketTable {
 public:
  explicit BucketTable(int bucketBits = 0, TableBudget* budget = nullptr)
      : bucketBits_(bucketBits), budget_(budget) {}

  // Adds c to the count of h; returns false if the count overflowed, or if
  // the table had to grow and the budget refused (then h is not added).
  bool add(B h, const C& c) {
    if (used_ >= limit_ && !grow()) return false;
    const size_t mask = slots_.size() - 1;
    for (size_t i = slot(h);; i = (i + 1) & mask) {
      Entry<B, C>& e = slots_[i];
      if (e.h == h) return addTo(e.count, c);
      if (e.h == B(0)) {
        e.h = h;
        e.count = c;
        ++used_;
        return true;
      }
    }
  }

  // Starts loading the slot of h into cache, ahead of add(h).
  void prefetch(B h) const {
    if (!slots_.empty()) __builtin_prefetch(&slots_[slot(h)], 1);
  }

  // Room for about n entries without growing (growing rehashes every entry).
  // Only the size is set here: the slots are made by the first add(), so in a
  // parallel merge each task zeroes its own table, which then stays in its
  // cache, instead of one thread zeroing every table in turn (that took 66 ms
  // of the English count's 0.9 s).
  void reserve(size_t n) {
    while (minSlots_ * 3 < n * 4) minSlots_ *= 2;
  }

  size_t size() const { return used_; }
  uint64_t bytes() const { return slots_.capacity() * sizeof(Entry<B, C>); }

  // The entries sorted by key; empties the table.
  std::vector<Entry<B, C>> extractSorted() {
    std::vector<Entry<B, C>> out;
    out.reserve(used_);
    for (auto& e : slots_)
      if (e.h != B(0)) out.push_back(std::move(e));
    // Linear probing keeps slot order close to key order: insertion sort.
    for (size_t i = 1; i < out.size(); ++i) {
      if (!(out[i].h < out[i - 1].h)) continue;
      Entry<B, C> x = std::move(out[i]);
      size_t k = i;
      for (; k > 0 && x.h < out[k - 1].h; --k) out[k] = std::move(out[k - 1]);
      out[k] = std::move(x);
    }
    release();
    return out;
  }

 private:
  // The slot of h: the key's bits below the bucket bits. Only while the table
  // has slots (shift_ < 64).
  size_t slot(B h) const { return size_t((Mixer<B>::top(h) << bucketBits_) >> shift_); }
  bool grow() {
    size_t cap = slots_.empty() ? minSlots_ : slots_.size() * 2;
    if (budget_ && !budget_->take(cap * sizeof(Entry<B, C>))) return false;
    std::vector<Entry<B, C>> old(cap, Entry<B, C>{B(0), C(0)});
    old.swap(slots_);
    shift_ = 64 - std::countr_zero(cap);
    limit_ = cap / 4 * 3;  // filled to three quarters at most
    used_ = 0;
    size_t mask = cap - 1;
    for (auto& e : old)
      if (e.h != B(0))
        for (size_t i = slot(e.h);; i = (i + 1) & mask)
          if (slots_[i].h == B(0)) {
            slots_[i] = std::move(e);
            ++used_;
            break;
          }
    if (budget_) budget_->give(old.size() * sizeof(Entry<B, C>));
    return true;
  }
  void release() {
    if (budget_) budget_->give(slots_.size() * sizeof(Entry<B, C>));
    std::vector<Entry<B, C>>().swap(slots_);
    used_ = limit_ = 0;
    shift_ = 64;
  }

  int bucketBits_;
  TableBudget* budget_;
  int shift_ = 64;
  size_t minSlots_ = 16;  // a power of two
  size_t used_ = 0;
  size_t limit_ = 0;  // entries at which the table grows
  std::vector<Entry<B, C>> slots_;
};

}  // namespace pegsat::counting
