// SPDX-License-Identifier: GPL-3.0-or-later
// The exact reductions the counter's ranks share results by: counts wider
// than 64 bits survive the trip as limbs, and sums over ranks are exact.
#include <gtest/gtest.h>

#include "count/exchange.hpp"

namespace {

using boost::multiprecision::cpp_int;
using pegsat::Bytes;

// Stands for `ranks` ranks that all hold the same values: every all-gather
// returns this rank's bytes once per rank.
class MirrorExchange final : public pegsat::Exchange {
 public:
  explicit MirrorExchange(int ranks) : ranks_(ranks) {}
  int rank() const override { return 0; }
  int size() const override { return ranks_; }
  using Exchange::allToAll;
  void allToAll(const Bytes& send, const std::vector<size_t>& sendSizes, Bytes& received,
                std::vector<size_t>& receivedSizes) override {
    received = send;
    receivedSizes = sendSizes;
  }
  std::vector<Bytes> allGather(const Bytes& mine) override {
    return std::vector<Bytes>(size_t(ranks_), mine);
  }

 private:
  int ranks_;
};

TEST(Exchange, BigCountsRoundTripAsLimbs) {
  // The English board's 40,861,647,040,079,968 solutions squared needs 111 bits.
  const cpp_int english("40861647040079968");
  const std::vector<cpp_int> values{0, 1, english, cpp_int(english * english),
                                    cpp_int((cpp_int(1) << 200) + 12345)};
  for (const cpp_int& v : values) {
    Bytes b;
    pegsat::putBig(b, v);
    pegsat::putBig(b, cpp_int(v + 1));
    size_t at = 0;
    EXPECT_EQ(pegsat::getBig(b, at), v);
    EXPECT_EQ(pegsat::getBig(b, at), cpp_int(v + 1));
    EXPECT_EQ(at, b.size());
  }
}

TEST(Exchange, SumsOverRanksAreExact) {
  MirrorExchange three(3);
  // 3 * (2^64 - 1) passes 64 bits: as a double it would lose its last digits.
  const cpp_int wide = (cpp_int(1) << 64) - 1;
  EXPECT_EQ(pegsat::sumAcross(&three, wide), cpp_int("55340232221128654845"));
  EXPECT_EQ(pegsat::sumAcross(&three, uint64_t(7)), 21u);
  EXPECT_EQ(pegsat::maxAcross(&three, uint64_t(7)), 7u);
  EXPECT_EQ(pegsat::orAcross(&three, uint64_t(5)), 5u);
  EXPECT_TRUE(pegsat::anyAcross(&three, true));
  EXPECT_FALSE(pegsat::anyAcross(&three, false));
  const std::vector<cpp_int> row{0, 1, wide};
  EXPECT_EQ(pegsat::sumAcross(&three, row), (std::vector<cpp_int>{0, 3, cpp_int(3 * wide)}));
  // With no exchange (one process) a value is its own sum.
  EXPECT_EQ(pegsat::sumAcross(nullptr, wide), wide);
}

TEST(Exchange, AllToAllOfBuffersKeepsEachRanksPart) {
  MirrorExchange two(2);
  const std::vector<Bytes> parts{Bytes{'a'}, Bytes{'b', 'c'}};
  EXPECT_EQ(two.allToAll(parts), parts);
}

}  // namespace
