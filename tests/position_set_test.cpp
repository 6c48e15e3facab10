// SPDX-License-Identifier: GPL-3.0-or-later
// The search's memo of dead positions (search/position_set.hpp) against
// std::set: random inserts, erases and lookups, through growth, with the two
// keys that mark free slots among them.
#include "search/position_set.hpp"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>

namespace pegsat {
namespace {

template <class K>
void matchesStdSet(int operations, uint64_t keyRange) {
  PositionSet<K> set;
  std::set<K> model;
  for (int i = 0; i < operations; ++i) {
    // Keys spread over the whole word, so that 128-bit keys differ in both halves.
    const uint64_t r = *rc::gen::inRange<uint64_t>(0, keyRange);
    const K key = r < 2 ? K(r) : K(r) * K(0x9E3779B97F4A7C15ull) << (sizeof(K) * 8 - 64);
    switch (*rc::gen::inRange(0, 4)) {
      case 0:
      case 1:
        RC_ASSERT(set.insert(key) == model.insert(key).second);
        break;
      case 2:
        set.erase(key);
        model.erase(key);
        break;
      default:
        RC_ASSERT(set.contains(key) == model.contains(key));
    }
    RC_ASSERT(set.size() == model.size());
  }
  for (const K& k : model) RC_ASSERT(set.contains(k));
  // The two keys that mark free slots are kept beside the table.
  RC_ASSERT((set.size() - model.count(0) - model.count(1)) * 8 <= set.capacity() * 7);
  RC_ASSERT(set.bytes() == set.capacity() * sizeof(K));
}

// A few hundred keys in a small range: many repeats, erased slots reused,
// and several doublings from the first 64 buckets.
RC_GTEST_PROP(PositionSet, MatchesStdSet64, ()) { matchesStdSet<uint64_t>(1500, 700); }
RC_GTEST_PROP(PositionSet, MatchesStdSet128, ()) { matchesStdSet<u128>(1500, 700); }

TEST(PositionSet, GrowsPastAMillionKeys) {
  PositionSet<uint64_t> set;
  for (uint64_t k = 0; k < 1'200'000; ++k) ASSERT_TRUE(set.insert(k * 3));
  EXPECT_EQ(set.size(), 1'200'000u);
  for (uint64_t k = 0; k < 3'600'000; ++k) ASSERT_EQ(set.contains(k), k % 3 == 0) << k;
  EXPECT_FALSE(set.insert(300));
  set.erase(300);
  EXPECT_FALSE(set.contains(300));
  EXPECT_TRUE(set.contains(303));
  EXPECT_EQ(set.size(), 1'199'999u);
}

}  // namespace
}  // namespace pegsat
