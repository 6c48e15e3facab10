// Inputs that are the user's mistake get a clear error and exit 2, never the
// internal error (exit 3): a problem of no jumps, a start without pegs, a
// certificate path that is a device.
#include <fstream>

#include "pegsat/pegsat.hpp"
#include "test_util.hpp"

namespace pegsat {
namespace {

TEST(InputErrors, AProblemOfNoJumpsIsAnInputError) {
  // The finish is the start: no jump to make.
  auto r = test::runPegsatLimited(
      "solve --board triangle --start a1 --finish "
      "b2,a2,c3,b3,a3,d4,c4,b4,a4,e5,d5,c5,b5,a5");
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find("fewer"), std::string::npos) << r.out;
  // Every hole empty at the start: no pegs at all.
  auto all = test::runPegsatLimited(
      "solve --board triangle --start a1,b2,a2,c3,b3,a3,d4,c4,b4,a4,e5,d5,c5,b5,a5");
  EXPECT_EQ(all.exitCode, 2) << all.out;
  EXPECT_NE(all.out.find("no pegs"), std::string::npos) << all.out;
}

TEST(InputErrors, TheApiRefusesAProblemOfNoJumps) {
  auto board = api::loadBoard("triangle");
  ASSERT_TRUE(board.ok());
  auto p = api::makeProblem(*board, "a1,b2,a2,c3,b3,a3,d4,c4,b4,a4,e5,d5,c5,b5,a5", "");
  EXPECT_FALSE(p.ok());
  auto same = api::makeProblem(*board, "a1", "b2,a2,c3,b3,a3,d4,c4,b4,a4,e5,d5,c5,b5,a5");
  EXPECT_FALSE(same.ok());
  EXPECT_TRUE(api::makeProblem(*board, "a1", "a1").ok());
}

TEST(InputErrors, ACertificateOntoADeviceIsAnInputError) {
  auto r = test::runPegsatLimited(
      "solve --board english --start d4 --finish c4 -q --certificate /dev/null");
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find("not a regular file"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace pegsat
