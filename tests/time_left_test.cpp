// SPDX-License-Identifier: GPL-3.0-or-later
// The time left that progress lines show (src/util/time_left.hpp): none while
// it would mislead, then the rest of the pass at its average rate.
#include "util/time_left.hpp"

#include <gtest/gtest.h>

namespace pegsat {
namespace {

TEST(TimeLeft, NoneUntilThePassHasRunLongAndFarEnough) {
  EXPECT_FALSE(secondsLeft(500, 1000, 4.9));  // half done, but too soon
  EXPECT_FALSE(secondsLeft(99, 1000, 60));    // long enough, too little done
  EXPECT_FALSE(secondsLeft(0, 1000, 60));
  EXPECT_FALSE(secondsLeft(1000, 1000, 60));  // nothing left to estimate
  EXPECT_FALSE(secondsLeft(0, 0, 60));
}

TEST(TimeLeft, TheRestAtTheWholePassesRate) {
  ASSERT_TRUE(secondsLeft(100, 1000, 10));
  EXPECT_DOUBLE_EQ(*secondsLeft(100, 1000, 10), 90);
  EXPECT_DOUBLE_EQ(*secondsLeft(750, 1000, 30), 10);
}

}  // namespace
}  // namespace pegsat
