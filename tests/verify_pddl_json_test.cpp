// SPDX-License-Identifier: GPL-3.0-or-later
// verify --pddl --json: a plan that cannot be read is said in the JSON report
// (status unreadable, its error and line), exit 2, as a solution file is.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "test_util.hpp"

namespace pegsat {
namespace {

TEST(VerifyPddlJson, AnUnreadablePlanIsInTheReport) {
  test::TempDir dir;
  const std::string ipc = dir.file("ipc");
  ASSERT_EQ(test::runPegsat("encode --board triangle --start a3 --format pddl -q -o " + ipc)
                .exitCode,
            0);
  const std::string problem = ipc + "/problem.pddl";
  const std::string plan = dir.file("bad.plan", "(jump-new-move\n");
  auto r = test::runPegsat("verify --pddl " + problem + " --json " + plan);
  EXPECT_EQ(r.exitCode, 2) << r.out;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j.at("status"), "unreadable");
  const auto& f = j.at("files").at(0);
  EXPECT_EQ(f.at("status"), "unreadable");
  EXPECT_EQ(f.at("kind"), "plan");
  EXPECT_EQ(f.at("line"), 1);
  EXPECT_NE(f.at("error").get<std::string>().find("bad.plan:1:"), std::string::npos) << r.out;
  EXPECT_EQ(j.at("summary").at("unreadable"), 1);
  // A missing plan, the same.
  r = test::runPegsat("verify --pddl " + problem + " --json " + dir.file("none.plan"));
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_EQ(nlohmann::json::parse(r.out).at("files").at(0).at("status"), "unreadable");
}

}  // namespace
}  // namespace pegsat
