// SPDX-License-Identifier: GPL-3.0-or-later
// Every command's --json report against the schema of docs/JSON.md: the head
// ("pegsat", "command", "status" from the command's vocabulary, "reason" when
// a job stopped) and, for a report about one problem, the problem's fields.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>

#include "pegsat/pegsat.hpp"
#include "test_util.hpp"

namespace pegsat::test {
namespace {

using nlohmann::json;

// The status words of docs/JSON.md, by the kind of report.
const std::set<std::string> kJobStatus = {"solved", "no solution", "unknown"};
const std::set<std::string> kCheckStatus = {"right", "wrong", "unreadable"};
const std::set<std::string> kListStatus = {"ok"};

struct Case {
  std::string args;  // after `pegsat`, with --json
  const std::set<std::string>* statuses;
  bool problem;                // has "board", "start" and "finish"
  std::string status = "";     // the status expected, when one is
};

// stdout alone: a summary or progress on stderr is no part of the report.
json reportOf(const std::string& args, int& exitCode) {
  const Run r = runCommand("{ " + std::string(PEGSAT_BINARY) + " " + args + " 2>/dev/null; }");
  exitCode = r.exitCode;
  return json::parse(r.out);  // throws, and fails the test, on a broken report
}

void checkHead(const Case& c) {
  SCOPED_TRACE(c.args);
  int exit = 0;
  const json j = reportOf(c.args, exit);
  ASSERT_TRUE(j.is_object()) << j.dump();
  EXPECT_EQ(j.value("pegsat", ""), api::version());
  // The command's name: its first word, or two for `slide`'s commands.
  std::string command = c.args.substr(0, c.args.find(' '));
  if (command == "slide") command = c.args.substr(0, c.args.find(' ', 6));
  EXPECT_EQ(j.value("command", ""), command);
  ASSERT_TRUE(j.contains("status") && j["status"].is_string()) << j.dump();
  const std::string status = j["status"];
  EXPECT_TRUE(c.statuses->count(status)) << status;
  if (!c.status.empty()) {
    EXPECT_EQ(status, c.status);
  }
  if (c.statuses == &kJobStatus) {
    // Where the exit code is the SAT competition's, it and the status agree.
    if (command == "solve" || command == "decode" || command == "slide solve")
      EXPECT_EQ(exit, status == "solved" ? 10 : status == "no solution" ? 20 : 0);
    else
      EXPECT_EQ(exit, 0);
    const std::set<std::string> reasons = {"time limit", "memory limit", "interrupted"};
    if (status == "unknown") {
      EXPECT_TRUE(j.contains("reason") && reasons.count(j["reason"].get<std::string>()))
          << j.dump();
    }
  }
  if (c.problem) {
    for (const char* field : {"board", "start", "finish"})
      EXPECT_TRUE(j.contains(field) && j[field].is_string()) << field;
  }
}

TEST(JsonReport, SolveEveryMethod) {
  for (const Case& c : std::vector<Case>{
           {"solve --board triangle --json", &kJobStatus, true, "solved"},
           {"solve --board triangle --method sat --json", &kJobStatus, true, "solved"},
           {"solve --board triangle --min-moves --json", &kJobStatus, true, "solved"},
           {"solve --board triangle --min-moves --method sat --json", &kJobStatus, true, "solved"},
           {"solve --board triangle --start a1 --finish b2 --json", &kJobStatus, true,
            "no solution"},
           {"solve --board triangle --start a1 --finish b2 --method sat --json", &kJobStatus, true,
            "no solution"},
           {"solve --board french --start c1 --finish e7 --min-moves --timeout 0.3 --json",
            &kJobStatus, true, "unknown"},
           {"solve --board triangle --min-moves --table --json", &kJobStatus, false, "solved"},
       })
    checkHead(c);
}

TEST(JsonReport, SolveStopsWithTheLimitThatStoppedIt) {
  int exit = 0;
  const json j = reportOf(
      "solve --board french --start c1 --finish e7 --min-moves --timeout 0.3 --json", exit);
  EXPECT_EQ(j["reason"], "time limit");
  EXPECT_EQ(exit, 0);
}

TEST(JsonReport, CountEveryMode) {
  // One jump, a3 over a2 into a1: exactly one solution, small enough for SAT.
  const std::string oneJump =
      "--board triangle --start a1 --finish 'a1 b2 b3 c3 a4 b4 c4 d4 a5 b5 c5 d5 e5'";
  for (const Case& c : std::vector<Case>{
           {"count --board triangle --json", &kJobStatus, true, "solved"},
           {"count --board triangle --method memo --json", &kJobStatus, true, "solved"},
           {"count " + oneJump + " --method sat --json", &kJobStatus, true, "solved"},
           {"count --board triangle --start a1 --finish b2 --json", &kJobStatus, true,
            "no solution"},
           {"count --board triangle --levels --json", &kJobStatus, true, "solved"},
           {"count --board triangle --levels --by-moves --json", &kJobStatus, true, "solved"},
           {"count --board triangle --games --json", &kJobStatus, false, "solved"},
           {"count --board triangle --table --json", &kJobStatus, false, "solved"},
           {"count --board english --timeout 0.2 --json", &kJobStatus, true, "unknown"},
       })
    checkHead(c);
}

TEST(JsonReport, VerifyIsOneShapeForOneFileOrMany) {
  const std::string dir = std::string(PEGSAT_SOURCE_DIR) + "/data/solutions";
  const std::string wrong = tempFile("wrong.sol", "board: triangle\nstart: a1\na3-a1\n");
  const std::string bad = tempFile("bad.sol", "board: triangle\nstart: z9\n");
  for (const Case& c : std::vector<Case>{
           {"verify " + dir + "/english-c1-c1.sol --json", &kCheckStatus, false, "right"},
           {"verify " + dir + " --json", &kCheckStatus, false, "right"},
           {"verify " + wrong + " --json", &kCheckStatus, false, "wrong"},
           {"verify " + bad + " --json", &kCheckStatus, false, "unreadable"},
       }) {
    checkHead(c);
    int exit = 0;
    const json j = reportOf(c.args, exit);
    ASSERT_TRUE(j["files"].is_array());
    EXPECT_EQ(j["summary"]["checked"], j["files"].size());
    for (const json& f : j["files"]) EXPECT_TRUE(kCheckStatus.count(f["status"]));
  }
}

TEST(JsonReport, VerifyCertificates) {
  const std::string cert = tempFile("none.cert", "");
  int exit = 0;
  runPegsat("solve --board triangle --start a1 --finish b2 -q --certificate " + cert);
  checkHead({"verify --certificate " + cert + " --json", &kCheckStatus, false, "right"});
  const json j = reportOf("verify --certificate " + cert + " --json", exit);
  EXPECT_EQ(j["files"][0]["kind"], "certificate");
  EXPECT_EQ(j["files"][0]["certificate"], "parity");
}

TEST(JsonReport, BenchEndGamesCrosscheck) {
  test::TempDir dir;
  for (const Case& c : std::vector<Case>{
           {"bench --board triangle --runs 2 --json -q", &kJobStatus, true, "solved"},
           {"bench --board triangle --all-pairs --json -q", &kJobStatus, false, "solved"},
           {"bench --board english --all-pairs --timeout 0.2 --json -q", &kJobStatus, false,
            "unknown"},
           {"end-games 3 --dir " + dir.file("games") + " --json", &kJobStatus, false, "solved"},
           {"crosscheck --board triangle --samples 2 --json -q", &kCheckStatus, false, "right"},
       })
    checkHead(c);
}

TEST(JsonReport, SlidingPuzzles) {
  const std::string dir = std::string(PEGSAT_SOURCE_DIR) + "/data/sliding/princeton/";
  for (const Case& c : std::vector<Case>{
           {"slide solve " + dir + "puzzle3x3-31.txt --json", &kJobStatus, false, "solved"},
           {"slide solve " + dir + "puzzle3x3-unsolvable.txt --json", &kJobStatus, false,
            "no solution"},
           {"slide bench " + dir + "puzzle3x3-31.txt --json -q", &kJobStatus, false, "solved"},
       })
    checkHead(c);
}

TEST(JsonReport, DecodeAndBoards) {
  const std::string cnf = tempFile("t.cnf", "");
  ASSERT_EQ(runPegsat("encode --board triangle -o " + cnf).exitCode, 0);
  const std::string unsat = tempFile("unsat.out", "s UNSATISFIABLE\n");
  checkHead({"decode " + cnf + " " + unsat + " --json", &kJobStatus, false, "no solution"});
  checkHead({"boards --json", &kListStatus, false, "ok"});
}

}  // namespace
}  // namespace pegsat::test
