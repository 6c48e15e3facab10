// SPDX-License-Identifier: GPL-3.0-or-later
// A verdict names exactly the board it checked: a board file cannot pass for
// a built-in board by its name: header, its file name or a look-alike of
// either; a board file is named by path and content hash in the text, JSON
// and JUnit reports; and --board is the board every file must be on.
#include <tinyxml2.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "peg/board_file.hpp"
#include "peg/board_identity.hpp"
#include "pegsat/pegsat.hpp"
#include "test_util.hpp"
#include "util/sha256.hpp"

namespace pegsat {
namespace {

using test::runPegsatLimited;

void put(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

// The solution: one jump on a row of three holes, "minimum".
std::string rowSolution(const std::string& board) {
  return "board: " + board + "\nstart: c1\nfinish: c1\nmoves: 1 (minimum)\na1-c1\n";
}

TEST(BoardIdentity, SkeletonsFoldCaseWidthAndLookAlikes) {
  const std::string english = nameSkeleton("english");
  EXPECT_EQ(nameSkeleton("ENGLISH"), english);
  EXPECT_EQ(nameSkeleton("Eng_lish"), english);
  EXPECT_EQ(nameSkeleton("\xD0\xB5nglish"), english);            // Cyrillic е
  EXPECT_EQ(nameSkeleton("engl\xD1\x96sh"), english);            // Cyrillic і
  EXPECT_EQ(nameSkeleton("\xEF\xBD\x85nglish"), english);        // full-width e
  EXPECT_EQ(nameSkeleton("eng\xE2\x80\x8Blish"), english);       // a zero-width space
  EXPECT_EQ(nameSkeleton("e\xCC\x81nglish"), english);           // a combining accent
  EXPECT_EQ(reservedBoardName("Fr\xD0\xB5nch").value_or(""), "french");
  EXPECT_FALSE(reservedBoardName("english5"));
  EXPECT_FALSE(reservedBoardName("mine"));
  EXPECT_FALSE(reservedBoardName("\xE6\x97\xA5\xE6\x9C\xAC"));     // letters of no look-alike
  // The built-in boards stay apart from one another.
  const auto names = builtinBoardNames();
  for (size_t a = 0; a < names.size(); ++a)
    for (size_t b = a + 1; b < names.size(); ++b)
      EXPECT_NE(nameSkeleton(names[a]), nameSkeleton(names[b])) << names[a] << " " << names[b];
}

// Names that a reader takes for a built-in board's, each refused as a name:
// header and as a file stem, on a board that is not that one.
struct LookAlike {
  const char* name;
  const char* builtin;
};
constexpr LookAlike kLookAlikes[] = {
    {"EngIish", "english"},     // capital I for l
    {"diarnond", "diamond"},    // rn for m
    {"vviegleb", "wiegleb"},    // vv for w
    {"triang1e", "triangle"},   // 1 for l
    {"Eng1ish", "english"},     {"FRENCH", "french"},  {"fr3nch", nullptr},
    {"tr\xD1\x96\xD0\xB0ngle", "triangle"},                    // Cyrillic і, а
    {"engl\xD5\xB0sh", nullptr},                               // Armenian հ for i? no: h
    {"\xD5\xB0", nullptr},
    {"fr\xD5\xA5nch", nullptr},
    {"\xF0\x9D\x90\x9E\xF0\x9D\x90\xA7glish", "english"},      // mathematical bold e, n
    {"\xF0\x9D\x94\xA1iamond", "diamond"},                     // mathematical fraktur d
    {"\xE1\x8E\xAC" "nglish", "english"},                      // Cherokee E
    {"wi\xE1\x8E\xAC" "gleb", "wiegleb"},                      // Cherokee E
    {"dia\xE1\x8E\xB7ond", "diamond"},                         // Cherokee M
    {"fren\xD5\xBD", nullptr},
    {"Fre\xD5\xB8" "ch", "french"},                            // Armenian ո for n
    {"diam\xD6\x85nd", "diamond"},                             // Armenian օ for o
    {"english\xE3\x85\xA4", "english"},                        // Hangul filler U+3164
    {"english\xC2\xA0", "english"},                            // no-break space
    {"english\xE2\xA0\x80", "english"},                        // Braille blank U+2800
    {"english\xF3\xA0\x80\x81\xF3\xA0\x81\xA1", "english"},    // tags U+E0001, U+E0061
    {"engl\xE2\x81\xA0ish", "english"},                        // word joiner
    {"eng\xC2\xADlish", "english"},                            // soft hyphen
};

TEST(BoardIdentity, EachLookAlikeIsReserved) {
  for (const LookAlike& l : kLookAlikes) {
    if (!l.builtin) continue;
    EXPECT_EQ(reservedBoardName(l.name).value_or("(none)"), l.builtin) << l.name;
  }
}

TEST(BoardIdentity, ABoardNameIsPlainAscii) {
  EXPECT_TRUE(isBoardName("my-board_2"));
  EXPECT_TRUE(isBoardName(std::string(40, 'x')));
  for (const std::string& bad : {std::string(""), std::string(41, 'x'), std::string("a b"),
                                std::string("a.b"), std::string("a#b"), std::string("b\n"),
                                std::string("\xD0\xB5nglish"), std::string("plateau-\xC3\xA0")})
    EXPECT_FALSE(isBoardName(bad)) << bad;
  // A name: header that is no plain name is refused; a stem falls back to
  // "unnamed", and the verdict names the file by path and hash.
  for (const LookAlike& l : kLookAlikes) {
    auto byHeader = parseBoard(std::string("name: ") + l.name + "\nooo\n", "b.txt");
    EXPECT_EQ(bool(byHeader), !l.builtin && isBoardName(l.name)) << l.name;
    auto byStem = parseBoard("ooo\n", std::string(l.name) + ".txt");
    if (l.builtin) {
      EXPECT_FALSE(byStem) << l.name;
    } else if (byStem) {
      EXPECT_EQ(byStem->name, isBoardName(l.name) ? l.name : kUnnamedBoard) << l.name;
    }
  }
  auto odd = parseBoard("ooo\n", "a#b.txt");
  ASSERT_TRUE(odd);
  EXPECT_EQ(odd->name, "unnamed");
  auto own = parseBoard("ooo\n", "dir/my-row.txt");
  ASSERT_TRUE(own);
  EXPECT_EQ(own->name, "my-row");
}

// Through the command: no look-alike board file gives a verdict "on the
// english board", in text or JSON.
TEST(BoardIdentity, LookAlikeBoardFilesNeverPassAsBuiltIns) {
  test::TempDir dir;
  int k = 0;
  for (const LookAlike& l : kLookAlikes) {
    if (!l.builtin) continue;
    const std::string sub = dir.file(std::to_string(k++));
    std::filesystem::create_directories(sub);
    put(sub + "/b.txt", std::string("name: ") + l.name + "\nooo\n");
    put(sub + "/" + l.name + ".txt", "ooo\n");
    put(sub + "/h.sol", rowSolution("b.txt"));
    put(sub + "/s.sol", rowSolution(std::string(l.name) + ".txt"));
    auto r = runPegsatLimited("verify --json " + sub);
    EXPECT_EQ(r.exitCode, 2) << l.name << r.out;
    EXPECT_EQ(r.out.find("\"ok\": true"), std::string::npos) << l.name << r.out;
  }
}

// `name: english` on a row of three holes: the solution is not "ok on the
// english board", and no input of this kind exits 0.
TEST(BoardIdentity, ABoardFileCannotCallItselfEnglish) {
  test::TempDir dir;
  put(dir.file("b.txt"), "name: english\nooo\n");
  put(dir.file("fake.sol"), rowSolution("b.txt"));
  for (const char* extra : {"", " --expect-optimal", " --json"}) {
    auto r = runPegsatLimited("verify " + dir.file("fake.sol") + extra);
    EXPECT_EQ(r.exitCode, 2) << r.out;
    EXPECT_NE(r.out.find("built-in board 'english'"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find(": ok"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("\"ok\": true"), std::string::npos) << r.out;
  }
  // Upper case and look-alikes are the same claim.
  for (const char* name : {"English", "ENGLISH", "\xD0\xB5nglish", "eng lish"}) {
    put(dir.file("b.txt"), std::string("name: ") + name + "\nooo\n");
    auto r = runPegsatLimited("verify " + dir.file("fake.sol"));
    EXPECT_EQ(r.exitCode, 2) << name << r.out;
  }
}

TEST(BoardIdentity, AFileStemCannotClaimABuiltInName) {
  test::TempDir dir;
  // ("board: english" itself names the built-in board, never a file.)
  for (const std::string stem :
       {"english.txt", "ENGLISH.txt", "\xD0\xB5nglish.txt", "triangle.board", "Fr_ench.txt"}) {
    put(dir.file(stem), "ooo\n");
    put(dir.file("fake.sol"), rowSolution(stem));
    auto r = runPegsatLimited("verify " + dir.file("fake.sol"));
    EXPECT_EQ(r.exitCode, 2) << stem << r.out;
    EXPECT_NE(r.out.find("rename the board file"), std::string::npos) << r.out;
  }
  // `./english` from the working directory: still the file, still refused.
  put(dir.file("english"), "ooo\n");
  put(dir.file("fake.sol"), rowSolution("./english"));
  EXPECT_EQ(runPegsatLimited("verify " + dir.file("fake.sol")).exitCode, 2);
}

// The English grid less one hole, called english: its "certificate" cannot
// prove the central game impossible.
TEST(BoardIdentity, ACertificateOnASpoofedEnglishBoardIsRefused) {
  test::TempDir dir;
  put(dir.file("english.txt"),
      "name: english\n  ooo\n  ooo\nooooooo\nooo.ooo\nooooooo\n  ooo\n  oo\n");
  put(dir.file("c.cert"),
      "board: english.txt\nstart: d4\nfinish: d4\nkind: parity\nholes: a3\n");
  auto r = runPegsatLimited("verify --certificate " + dir.file("c.cert"));
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_EQ(r.out.find("no solution"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("built-in board 'english'"), std::string::npos) << r.out;
}

// A board file is named by path and content hash, the same in all reports;
// a file that is the English board may say so.
TEST(BoardIdentity, VerdictsNameABoardFileByPathAndHash) {
  test::TempDir dir;
  const std::string text = "name: row\nooo\n";
  put(dir.file("row.txt"), text);
  put(dir.file("good.sol"), "board: row.txt\nstart: c1\nfinish: c1\nmoves: 1\na1-c1\n");
  const std::string hash = sha256Hex(text);
  auto t = runPegsatLimited("verify " + dir.file("good.sol"));
  ASSERT_EQ(t.exitCode, 0) << t.out;
  EXPECT_NE(t.out.find("row.txt"), std::string::npos) << t.out;
  EXPECT_NE(t.out.find("sha256 " + hash.substr(0, kShortHashDigits)), std::string::npos) << t.out;

  auto j = runPegsatLimited("verify --json " + dir.file("good.sol"));
  ASSERT_EQ(j.exitCode, 0) << j.out;
  const auto report = nlohmann::json::parse(j.out);
  EXPECT_EQ(report["files"][0]["board"], "row");
  EXPECT_EQ(report["files"][0]["board_sha256"], hash);
  EXPECT_NE(report["files"][0]["board_file"].get<std::string>().find("row.txt"), std::string::npos);

  const std::string xml = dir.file("r.xml");
  ASSERT_EQ(runPegsatLimited("verify " + dir.file("good.sol") + " " + dir.file("good.sol") + " --junit " + xml).exitCode, 0);
  tinyxml2::XMLDocument doc;
  ASSERT_EQ(doc.LoadFile(xml.c_str()), tinyxml2::XML_SUCCESS);
  bool seen = false;
  for (auto* p = doc.RootElement()->FirstChildElement("testsuite")->FirstChildElement("testcase")
                     ->FirstChildElement("properties")->FirstChildElement("property");
       p; p = p->NextSiblingElement("property"))
    seen |= std::string(p->Attribute("name")) == "board_sha256" && p->Attribute("value") == hash;
  EXPECT_TRUE(seen) << xml;

  // The English board's own text under its own name is the English board.
  std::ifstream in(std::string(PEGSAT_SOURCE_DIR) + "/data/boards/english.txt");
  put(dir.file("english.txt"), std::string(std::istreambuf_iterator<char>(in), {}));
  put(dir.file("central.sol"), "board: english.txt\nstart: d4\nfinish: d4\n");
  auto e = runPegsatLimited("verify --json " + dir.file("central.sol"));
  EXPECT_EQ(e.out.find("built-in board"), std::string::npos) << e.out;
}

TEST(BoardIdentity, BoardOptionMustMatchTheFilesBoard) {
  test::TempDir dir;
  put(dir.file("row.txt"), "ooo\n");
  put(dir.file("good.sol"), "board: row.txt\nstart: c1\nfinish: c1\na1-c1\n");
  auto wrong = runPegsatLimited("verify --board english " + dir.file("good.sol"));
  EXPECT_EQ(wrong.exitCode, 1) << wrong.out;
  EXPECT_NE(wrong.out.find("--board"), std::string::npos) << wrong.out;
  auto same = runPegsatLimited("verify --board " + dir.file("row.txt") + " " + dir.file("good.sol"));
  EXPECT_EQ(same.exitCode, 0) << same.out;

  // A certificate about the triangle proves nothing about the English board.
  auto made = test::runPegsat("solve --board triangle --start b4 --finish a5 -q --certificate " +
                              dir.file("d.cert"));
  ASSERT_EQ(made.exitCode, 20) << made.out;
  auto cert = runPegsatLimited("verify --board english --certificate " + dir.file("d.cert"));
  EXPECT_EQ(cert.exitCode, 1) << cert.out;
  EXPECT_NE(cert.out.find("not the english board"), std::string::npos) << cert.out;
  EXPECT_EQ(runPegsatLimited("verify --board triangle --certificate " + dir.file("d.cert")).exitCode,
            0);
  auto folder = runPegsatLimited("verify --board english " + dir.file("d.cert"));
  EXPECT_EQ(folder.exitCode, 1) << folder.out;
}

// The C++ API's VerifyOptions: the same board rule and the same roots.
TEST(BoardIdentity, TheApiTakesRootsAndABoard) {
  test::TempDir dir;
  put(dir.file("row.txt"), "ooo\n");
  const std::string text = "board: row.txt\nstart: c1\nfinish: c1\na1-c1\n";
  const std::string sol = dir.file("good.sol", text);
  api::VerifyOptions options;
  options.roots = {dir.file("")};
  auto ok = api::verify(text, sol, options);
  ASSERT_TRUE(ok.ok());
  EXPECT_TRUE(ok->ok) << ok->message;
  EXPECT_EQ(ok->boardSha256, sha256Hex("ooo\n"));
  options.board = "english";
  auto other = api::verify(text, sol, options);
  ASSERT_TRUE(other.ok());
  EXPECT_FALSE(other->ok);
  EXPECT_NE(other->message.find("english board"), std::string::npos) << other->message;
  // A board outside the roots is not read.
  test::TempDir elsewhere;
  put(elsewhere.file("row.txt"), "ooo\n");
  api::VerifyOptions confined;
  confined.roots = {dir.file("")};
  EXPECT_FALSE(api::verify("board: " + elsewhere.file("row.txt") + "\nstart: c1\nfinish: c1\na1-c1\n",
                           sol, confined)
                   .ok());
}

}  // namespace
}  // namespace pegsat
