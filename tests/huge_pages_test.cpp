// SPDX-License-Identifier: GPL-3.0-or-later
// The huge-page allocator under a growing hash table: blocks below 2 MiB come
// from operator new, larger ones are mapped on their own; every block must go
// back the way it came, and the table must keep every key across its growth.
#include "util/huge_pages.hpp"

#include <absl/container/flat_hash_set.h>
#include <gtest/gtest.h>

#include <cstdint>

namespace pegsat {
namespace {

TEST(HugePages, TableKeepsEveryKeyAcrossMappedBlocks) {
  absl::flat_hash_set<uint64_t, absl::Hash<uint64_t>, std::equal_to<uint64_t>,
                      HugePageAllocator<uint64_t>>
      set;
  constexpr uint64_t n = 1 << 20;  // grows from bytes to about 17 MB
  for (uint64_t i = 0; i < n; ++i) set.insert(i * 0x9E3779B97F4A7C15ull);
  ASSERT_EQ(set.size(), n);
  EXPECT_GE(set.capacity() * sizeof(uint64_t), HugePageAllocator<uint64_t>::kHugePage);
  for (uint64_t i = 0; i < n; ++i) ASSERT_TRUE(set.contains(i * 0x9E3779B97F4A7C15ull)) << i;
  EXPECT_FALSE(set.contains(3));
  for (uint64_t i = 0; i < n; i += 2) set.erase(i * 0x9E3779B97F4A7C15ull);
  set.rehash(0);  // shrinks: a mapped block is unmapped, a smaller one taken
  EXPECT_EQ(set.size(), n / 2);
  for (uint64_t i = 1; i < n; i += 2) ASSERT_TRUE(set.contains(i * 0x9E3779B97F4A7C15ull)) << i;
}

}  // namespace
}  // namespace pegsat
