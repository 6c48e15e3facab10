// SPDX-License-Identifier: GPL-3.0-or-later
// `pegsat verify` on many files, as a CI job runs it: folders, order, exit
// codes, the summary, JSON, the JUnit report, the moves: header and bad input.
#include <tinyxml2.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "peg/solution_file.hpp"
#include "test_util.hpp"

namespace pegsat {
namespace {

using test::runPegsat;
using test::TempDir;

const std::string kData = std::string(PEGSAT_SOURCE_DIR) + "/data/";

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Bergholt's 18-move solution (Beasley, The Ins and Outs of Peg Solitaire).
std::string bergholt() { return slurp(kData + "solutions/bergholt.sol"); }

// Bergholt's solution with its moves: header replaced, just before its jumps.
std::string bergholtWithMoves(const std::string& value) {
  std::string text = bergholt();
  if (size_t at = text.find("moves:"); at != std::string::npos)
    text.erase(at, text.find('\n', at) + 1 - at);
  const size_t jumps = text.find("d6-d4");
  return text.insert(jumps, "moves: " + value + "\n");
}

const std::string kWrong = "d6-d4 f5-d5 d3-d5\n";  // d3-d5 jumps over an empty d4

// Writes a file under `dir`, making its folders; empty text makes an empty file.
std::string put(const TempDir& dir, const std::string& name, const std::string& text) {
  const std::string path = dir.file(name);
  std::filesystem::create_directories(std::filesystem::path(path).parent_path());
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

size_t countOf(const std::string& haystack, const std::string& needle) {
  size_t n = 0;
  for (size_t at = haystack.find(needle); at != std::string::npos;
       at = haystack.find(needle, at + 1))
    ++n;
  return n;
}

TEST(VerifyBatch, FoldersInOrderWithSummaryAndExitCodes) {
  TempDir dir;
  // Written out of order, in a nested folder, beside a file of no known kind.
  put(dir, "set/z.sol", bergholt());
  put(dir, "set/sub/a.sol", bergholt());
  put(dir, "set/b.sol", kWrong);
  put(dir, "set/notes.txt", "not a solution\n");
  const std::string set = dir.file("set");
  const std::string single = put(dir, "single.sol", bergholt());

  auto r = runPegsat("verify " + single + " " + set);
  EXPECT_EQ(r.exitCode, 1) << r.out;
  // The order given, then sorted by path within the folder.
  const size_t s = r.out.find(single + ": ok"), b = r.out.find(set + "/b.sol:1: wrong"),
               sub = r.out.find(set + "/sub/a.sol: ok"), z = r.out.find(set + "/z.sol: ok");
  ASSERT_NE(s, std::string::npos) << r.out;
  ASSERT_NE(b, std::string::npos) << r.out;
  ASSERT_NE(sub, std::string::npos) << r.out;
  ASSERT_NE(z, std::string::npos) << r.out;
  EXPECT_LT(s, b);
  EXPECT_LT(b, sub);
  EXPECT_LT(sub, z);
  EXPECT_EQ(r.out.find("notes.txt"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("jump 3 (d3-d5)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("summary: 4 checked, 3 right, 1 wrong, 0 unreadable"), std::string::npos)
      << r.out;

  // All right: 0. Unreadable and none wrong: 2. Wrong beats unreadable: 1.
  const std::string empty = put(dir, "empty.sol", "");
  EXPECT_EQ(runPegsat("verify " + single + " " + set + "/z.sol").exitCode, 0);
  EXPECT_EQ(runPegsat("verify " + single + " " + empty).exitCode, 2);
  EXPECT_EQ(runPegsat("verify " + set + "/b.sol " + empty).exitCode, 1);
}

TEST(VerifyBatch, BadFilesAreNamedAndTheOthersStillChecked) {
  TempDir dir;
  const std::string good = put(dir, "good.sol", bergholt());
  const std::string empty = put(dir, "empty.sol", "");
  const std::string binary = put(dir, "binary.sol", std::string("d6-d4\0\x01\xff", 8));
  const std::string noBoard = put(dir, "noboard.sol", "board: nosuchboard\nd6-d4\n");
  const std::string otherKind = put(dir, "english.txt", slurp(kData + "boards/english.txt"));
  const std::string missing = dir.file("missing.sol");
  const std::string emptyFolder = dir.file("nothing");
  std::filesystem::create_directories(emptyFolder);

  auto r = runPegsat("verify " + empty + " " + binary + " " + good + " " + noBoard + " " +
                     otherKind + " " + missing + " " + emptyFolder);
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find(empty + ": unreadable: the file is empty"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(binary + ": unreadable: a binary file"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(good + ": ok: 31 jumps, 18 moves"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(noBoard + ":1: unreadable: unknown board 'nosuchboard'"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find(otherKind + ":"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(missing + ": unreadable: cannot open file"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(emptyFolder + ": unreadable: no files to verify"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("summary: 7 checked, 1 right, 0 wrong, 6 unreadable"), std::string::npos)
      << r.out;
  // One line a file and the summary: a bad file never spills more.
  EXPECT_EQ(countOf(r.out, "\n"), 8u) << r.out;

  // A folder alone with nothing to verify says so and exits 2.
  auto alone = runPegsat("verify " + emptyFolder);
  EXPECT_EQ(alone.exitCode, 2) << alone.out;
  EXPECT_NE(alone.out.find("no files to verify"), std::string::npos) << alone.out;
}

TEST(VerifyBatch, OneFileAloneKeepsItsOneLine) {
  TempDir dir;
  const std::string good = put(dir, "good.sol", bergholt());
  auto r = runPegsat("verify " + good);
  EXPECT_EQ(r.exitCode, 0) << r.out;
  EXPECT_EQ(countOf(r.out, "\n"), 1u) << r.out;
  EXPECT_EQ(r.out.find("summary"), std::string::npos) << r.out;
  // Under --json one file is a report like any other (docs/JSON.md).
  auto json = nlohmann::json::parse(runPegsat("verify --json " + good).out);
  ASSERT_TRUE(json.is_object()) << json;
  EXPECT_EQ(json["status"], "right");
  ASSERT_EQ(json["files"].size(), 1u) << json;
  EXPECT_EQ(json["files"][0]["moves"], 18);
  EXPECT_EQ(json["files"][0]["status"], "right");
}

TEST(VerifyBatch, JsonListsTheFilesInOrder) {
  TempDir dir;
  const std::string good = put(dir, "good.sol", bergholt());
  const std::string wrong = put(dir, "wrong.sol", kWrong);
  const std::string empty = put(dir, "empty.sol", "");
  auto r = runPegsat("verify --json " + wrong + " " + empty + " " + good);
  EXPECT_EQ(r.exitCode, 1) << r.out;
  auto report = nlohmann::json::parse(r.out);
  EXPECT_EQ(report["status"], "wrong");
  EXPECT_EQ(report["summary"]["unreadable"], 1);
  const auto& json = report["files"];
  ASSERT_TRUE(json.is_array());
  ASSERT_EQ(json.size(), 3u);
  EXPECT_EQ(json[0]["file"], wrong);
  EXPECT_EQ(json[0]["status"], "wrong");
  EXPECT_EQ(json[0]["jump"], 3);
  EXPECT_EQ(json[1]["status"], "unreadable");
  EXPECT_TRUE(json[1].contains("error"));
  EXPECT_EQ(json[2]["status"], "right");
  EXPECT_EQ(json[2]["jumps"], 31);
  EXPECT_EQ(json[2]["moves"], 18);
}

// The element counts of a JUnit document agree with the counts it states, as
// the Ant JUnit schema CI tools read requires.
void expectCounts(const tinyxml2::XMLElement* e, int tests, int failures, int errors) {
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->IntAttribute("tests", -1), tests) << e->Name();
  EXPECT_EQ(e->IntAttribute("failures", -1), failures) << e->Name();
  EXPECT_EQ(e->IntAttribute("errors", -1), errors) << e->Name();
  EXPECT_NE(e->Attribute("time"), nullptr) << e->Name();
}

TEST(VerifyBatch, JUnitReportHasTheSchemasStructure) {
  TempDir dir;
  put(dir, "in/good.sol", bergholt());
  put(dir, "in/wrong.sol", kWrong);
  put(dir, "in/<odd & name>.sol", "board: english\nd6-d4\nf5-z5\n");  // unreadable: z5
  const std::string report = dir.file("out/report.xml");
  std::filesystem::create_directories(dir.file("out"));
  auto r = runPegsat("verify " + dir.file("in") + " --junit " + report);
  EXPECT_EQ(r.exitCode, 1) << r.out;

  tinyxml2::XMLDocument doc;
  ASSERT_EQ(doc.LoadFile(report.c_str()), tinyxml2::XML_SUCCESS) << slurp(report);
  const auto* suites = doc.RootElement();
  ASSERT_NE(suites, nullptr);
  EXPECT_STREQ(suites->Name(), "testsuites");
  expectCounts(suites, 3, 1, 1);
  const auto* suite = suites->FirstChildElement("testsuite");
  expectCounts(suite, 3, 1, 1);
  ASSERT_NE(suite, nullptr);
  EXPECT_NE(suite->Attribute("name"), nullptr);
  int cases = 0, failures = 0, errors = 0;
  std::vector<std::string> names;
  for (auto* c = suite->FirstChildElement(); c; c = c->NextSiblingElement()) {
    EXPECT_STREQ(c->Name(), "testcase");
    ++cases;
    names.push_back(c->Attribute("name") ? c->Attribute("name") : "");
    EXPECT_NE(c->Attribute("classname"), nullptr);
    if (auto* f = c->FirstChildElement("failure")) {
      ++failures;
      EXPECT_NE(std::string(f->Attribute("message")).find("jump 3 (d3-d5)"), std::string::npos);
    }
    if (auto* e = c->FirstChildElement("error")) {
      ++errors;
      EXPECT_NE(std::string(e->Attribute("message")).find("'z5'"), std::string::npos);
    }
  }
  EXPECT_EQ(cases, 3);
  EXPECT_EQ(failures, 1);
  EXPECT_EQ(errors, 1);
  ASSERT_EQ(names.size(), 3u);
  EXPECT_EQ(names[0], dir.file("in/<odd & name>.sol"));  // escaped and read back whole
  // Written by rename: no temporary file is left beside the report.
  int files = 0;
  for ([[maybe_unused]] auto& e : std::filesystem::directory_iterator(dir.file("out"))) ++files;
  EXPECT_EQ(files, 1);
}

TEST(VerifyBatch, UnwritableJUnitPathStopsBeforeChecking) {
  TempDir dir;
  const std::string good = put(dir, "good.sol", bergholt());
  for (const std::string& path : {dir.file("no/such/folder/report.xml"), dir.file("")}) {
    auto r = runPegsat("verify " + good + " --junit " + path);
    EXPECT_EQ(r.exitCode, 2) << path << "\n" << r.out;
    EXPECT_EQ(r.out.find("ok:"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("pegsat: "), std::string::npos) << r.out;
  }
}

TEST(VerifyBatch, MovesHeaderIsChecked) {
  TempDir dir;
  const std::string right = put(dir, "right.sol", bergholtWithMoves("18"));
  const std::string minimum = put(dir, "minimum.sol", bergholtWithMoves("18 (minimum)"));
  const std::string tooFew = put(dir, "few.sol", bergholtWithMoves("17 (minimum)"));
  const std::string malformed = put(dir, "bad.sol", bergholtWithMoves("eighteen"));
  EXPECT_EQ(runPegsat("verify " + right).exitCode, 0);
  EXPECT_EQ(runPegsat("verify " + minimum).exitCode, 0);
  auto few = runPegsat("verify " + tooFew);
  EXPECT_EQ(few.exitCode, 1) << few.out;
  // The moves: header goes on line 6, after two comment lines and three headers.
  EXPECT_NE(
      few.out.find("few.sol:6: wrong: the solution makes 18 moves, its moves: header says 17"),
      std::string::npos)
      << few.out;
  auto bad = runPegsat("verify " + malformed);
  EXPECT_EQ(bad.exitCode, 2) << bad.out;
  EXPECT_NE(bad.out.find("bad.sol:6: malformed moves header 'eighteen'"), std::string::npos)
      << bad.out;
}

TEST(VerifyBatch, MovesHeaderRoundTripsThroughTheWriter) {
  auto board = test::board("triangle");
  // The triangle's usual start empties a1; c3-a1 is a legal first jump (b2 over).
  const Jump first{*board.parseHole("c3"), *board.parseHole("b2"), *board.parseHole("a1")};
  const Cells finish = (board.initial & ~bitAt<Cells>(first.from) & ~bitAt<Cells>(first.over)) |
                       bitAt<Cells>(first.to);
  const std::string text =
      formatSolution(board, board.initial, finish, {first}, MovesClaim{1, true, 0});
  auto parsed = parseSolutionText(text, "t.sol");
  ASSERT_TRUE(parsed) << parsed.error().str();
  ASSERT_TRUE(parsed->moves);
  EXPECT_EQ(parsed->moves->count, 1);
  EXPECT_TRUE(parsed->moves->minimum);
  EXPECT_EQ(parsed->moves->line, 4);
  EXPECT_NE(text.find("moves: 1 (minimum)\n"), std::string::npos) << text;
  // Without the argument, no header: files written before stay as they were.
  EXPECT_EQ(formatSolution(board, board.initial, finish, {first}).find("moves:"),
            std::string::npos);
  // A second header is an error, not a silent override.
  EXPECT_FALSE(parseSolutionText("moves: 1\nmoves: 2\nc3-a1\n", "t.sol"));
}

// --expect-optimal: Bergholt's 18 moves are the minimum (Beasley 1964); a
// legal solution with more moves than the minimum is wrong.
TEST(VerifyBatch, ExpectOptimalAcceptsBergholtAndRejectsALongerSolution) {
  TempDir dir;
  const std::string best = put(dir, "bergholt.sol", bergholt());
  auto r = runPegsat("verify --expect-optimal " + best);
  EXPECT_EQ(r.exitCode, 0) << r.out;
  EXPECT_NE(r.out.find("18 moves"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("(minimum)"), std::string::npos) << r.out;
  // The same problem solved by the plain search, one jump a line: more moves.
  auto plain = runPegsat("solve -q");
  ASSERT_EQ(plain.exitCode, 10) << plain.out;
  const std::string longer = put(dir, "plain.sol", plain.out);
  r = runPegsat("verify --expect-optimal " + best + " " + longer);
  EXPECT_EQ(r.exitCode, 1) << r.out;
  EXPECT_NE(r.out.find("not optimal"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("the minimum is 18"), std::string::npos) << r.out;
}

// A folder may hold certificates of "no solution" beside solutions: each kind
// is checked by its own checker, and a broken certificate is wrong.
TEST(VerifyBatch, CertificatesInAFolderAreCheckedBesideSolutions) {
  TempDir dir;
  put(dir, "set/bergholt.sol", bergholt());
  const std::string cert = dir.file("set/d4-c4.cert");
  auto s = runPegsat("solve --start d4 --finish c4 -q --certificate " + cert);
  ASSERT_EQ(s.exitCode, 20) << s.out;
  auto r = runPegsat("verify " + dir.file("set"));
  EXPECT_EQ(r.exitCode, 0) << r.out;
  EXPECT_NE(r.out.find("2 checked, 2 right"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("parity certificate"), std::string::npos) << r.out;
  // The same certificate claiming another finish, which is solvable: invalid.
  std::string text = slurp(cert);
  const size_t at = text.find("finish: c4");
  ASSERT_NE(at, std::string::npos) << text;
  put(dir, "set/d4-c4.cert", text.substr(0, at) + "finish: d4" + text.substr(at + 10));
  r = runPegsat("verify " + dir.file("set"));
  EXPECT_EQ(r.exitCode, 1) << r.out;
}

// solve --min-moves certifies "no solution at all" as solve does.
TEST(VerifyBatch, MinMovesCertifiesNoSolution) {
  TempDir dir;
  const std::string cert = dir.file("none.cert");
  auto s = runPegsat("solve --min-moves --start d4 --finish c4 -q --certificate " + cert);
  EXPECT_EQ(s.exitCode, 20) << s.out;
  auto r = runPegsat("verify --certificate " + cert);
  EXPECT_EQ(r.exitCode, 0) << r.out;
}

}  // namespace
}  // namespace pegsat
