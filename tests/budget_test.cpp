// SPDX-License-Identifier: GPL-3.0-or-later
// The budget every method polls (src/util/budget.hpp): it says which limit
// stopped the work, and a narrower budget never outlives its parent.
#include "util/budget.hpp"

#include <gtest/gtest.h>

#include <thread>

namespace pegsat {
namespace {

using namespace std::chrono_literals;

TEST(Budget, NoLimitNeverStops) {
  const Budget b;
  EXPECT_EQ(b.poll(), Stop::None);
  EXPECT_EQ(b.overBytes(uint64_t(1) << 62), Stop::None);
  EXPECT_FALSE(b.left());
  EXPECT_FALSE(b.limited());
}

TEST(Budget, EachLimitNamesItself) {
  std::atomic<bool> flag{false};
  const Budget b = Budget::fromLimits(0.05, &flag, 1000);
  EXPECT_EQ(b.poll(), Stop::None);
  EXPECT_EQ(b.overBytes(1000), Stop::None);
  EXPECT_EQ(b.overBytes(1001), Stop::MemoryLimit);
  std::this_thread::sleep_for(60ms);
  EXPECT_EQ(b.poll(), Stop::TimeLimit);
  flag = true;  // the flag is asked first: Ctrl-C is not reported as a timeout
  EXPECT_EQ(b.poll(), Stop::Interrupted);
}

TEST(Budget, NarrowerObeysItsParent) {
  const Budget parent = Budget::fromLimits(0.05, nullptr, 0);
  const Budget wide = parent.narrower(10s);  // asks for more than the parent has
  ASSERT_TRUE(wide.deadline() && parent.deadline());
  EXPECT_EQ(*wide.deadline(), *parent.deadline());
  const Budget tight = parent.narrower(1ms);
  EXPECT_LT(*tight.deadline(), *parent.deadline());
  std::this_thread::sleep_for(5ms);
  EXPECT_EQ(tight.poll(), Stop::TimeLimit);
  EXPECT_EQ(parent.poll(), Stop::None);
  // Without a deadline of its own, the parent's child gets the one asked for.
  EXPECT_TRUE(Budget().narrower(1s).deadline());
}

TEST(Budget, PollAsksTheClockOnceEverySoManySteps) {
  const Budget b = Budget::fromLimits(1e-9, nullptr, 0);  // passed at once
  BudgetPoll p(b, 64);
  int steps = 1;
  while (p.poll() == Stop::None) ++steps;
  EXPECT_EQ(steps, 64);
  EXPECT_EQ(p.poll(), Stop::TimeLimit);  // the answer sticks
  BudgetPoll q(b, 64);
  EXPECT_EQ(q.pollNow(), Stop::TimeLimit);
}

}  // namespace
}  // namespace pegsat
