// SPDX-License-Identifier: GPL-3.0-or-later
// The search's memo of dead positions: a hash set of position keys whose every
// lookup reads one cache line.
//
// The memo of a hard problem holds hundreds of megabytes read at random, and
// its cache misses were most of the search's time (`perf record`: three
// quarters of it on the memo's loads). A Swiss table (absl::flat_hash_set)
// keeps its control bytes and its keys in two arrays, so a lookup misses
// twice; here the keys are grouped in buckets of one cache line (8 keys of 64
// bits, 4 of 128) and a key is looked for in its bucket, then in the next
// ones (linear probing by bucket), so a lookup misses once. The load stays
// under 7/8, as a Swiss table's.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "peg/bits.hpp"
#include "util/huge_pages.hpp"

namespace pegsat {

template <class K>
class PositionSet {
 public:
  PositionSet() : buckets_(kMinBuckets) {}

  size_t size() const { return size_ + special_[0] + special_[1]; }
  // Room for keys, in keys, and the bytes it takes.
  size_t capacity() const { return buckets_.size() * kPerBucket; }
  size_t bytes() const { return buckets_.size() * sizeof(Bucket); }
  // Whether the next insertion could double the table (holding both the old
  // table and the new one while it moves the keys over).
  bool nextInsertMayGrow() const { return (size_ + erased_ + 1) * 8 > capacity() * 7; }

  void prefetch(K key) const { __builtin_prefetch(&buckets_[bucketOf(key)]); }

  bool contains(K key) const {
    if (key <= kErased) return special_[int(key)];
    for (size_t b = bucketOf(key);; b = (b + 1) & mask()) {
      for (K k : buckets_[b].keys) {
        if (k == key) return true;
        if (k == kEmpty) return false;
      }
    }
  }

  // Adds `key`; false when it was there already.
  bool insert(K key) {
    if (key <= kErased) {
      const bool had = special_[int(key)];
      special_[int(key)] = true;
      return !had;
    }
    if (nextInsertMayGrow()) grow();
    K* hole = nullptr;  // the first erased slot met, reused if the key is absent
    for (size_t b = bucketOf(key);; b = (b + 1) & mask()) {
      for (K& k : buckets_[b].keys) {
        if (k == key) return false;
        if (k == kErased && !hole) hole = &k;
        if (k == kEmpty) {
          if (hole) --erased_;
          *(hole ? hole : &k) = key;
          ++size_;
          return true;
        }
      }
    }
  }

  void erase(K key) {
    if (key <= kErased) {
      special_[int(key)] = false;
      return;
    }
    for (size_t b = bucketOf(key);; b = (b + 1) & mask()) {
      for (K& k : buckets_[b].keys) {
        if (k == kEmpty) return;
        if (k == key) {
          // An erased slot, not an empty one: keys placed after it by
          // probing must still be found.
          k = kErased, --size_, ++erased_;
          return;
        }
      }
    }
  }

 private:
  // Two values mark free slots; the keys equal to them (no position of a
  // search's memo is, but the set does not rely on it) live in special_.
  static constexpr K kEmpty = 0, kErased = 1;
  static constexpr size_t kPerBucket = 64 / sizeof(K);
  static constexpr size_t kMinBuckets = 64;
  struct alignas(64) Bucket {
    K keys[kPerBucket] = {};
  };
  static_assert(sizeof(Bucket) == 64, "a bucket is one cache line");

  size_t mask() const { return buckets_.size() - 1; }
  size_t bucketOf(K key) const { return Hash128{}(key)&mask(); }

  // Doubles the buckets and places every key again; erased slots go.
  void grow() {
    std::vector<Bucket, HugePageAllocator<Bucket>> old(buckets_.size() * 2);
    old.swap(buckets_);
    size_ = erased_ = 0;
    for (const Bucket& bucket : old)
      for (K k : bucket.keys)
        if (k > kErased) place(k);
  }
  // Puts a key known to be absent into the first free slot of its probe.
  void place(K key) {
    for (size_t b = bucketOf(key);; b = (b + 1) & mask())
      for (K& k : buckets_[b].keys)
        if (k == kEmpty) {
          k = key, ++size_;
          return;
        }
  }

  std::vector<Bucket, HugePageAllocator<Bucket>> buckets_;
  size_t size_ = 0, erased_ = 0;
  bool special_[2] = {false, false};
};

}  // namespace pegsat
