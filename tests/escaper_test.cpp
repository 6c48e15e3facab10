// SPDX-License-Identifier: GPL-3.0-or-later
// The one escaper (util/text.hpp printable()) against code points that are
// valid UTF-8 yet hide, reorder or split what a report shows, and a JUnit
// report built from such names, which must stay well-formed XML 1.0.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <tinyxml2.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "test_util.hpp"

#include "util/junit.hpp"
#include "util/text.hpp"

#include <rapidcheck/gtest.h>

#include <map>

namespace pegsat {
namespace {

// UTF-8 of one code point.
std::string utf8(uint32_t cp) {
  std::string s;
  if (cp < 0x80) {
    s += char(cp);
  } else if (cp < 0x800) {
    s += char(0xC0 | cp >> 6), s += char(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    s += char(0xE0 | cp >> 12), s += char(0x80 | (cp >> 6 & 0x3F)), s += char(0x80 | (cp & 0x3F));
  } else {
    s += char(0xF0 | cp >> 18), s += char(0x80 | (cp >> 12 & 0x3F));
    s += char(0x80 | (cp >> 6 & 0x3F)), s += char(0x80 | (cp & 0x3F));
  }
  return s;
}

TEST(Escaper, HiddenAndReorderingCodePointsAreWrittenAsEscapes) {
  const std::pair<uint32_t, const char*> cases[] = {
      {0xFFFE, "\\u{FFFE}"},   {0xFFFF, "\\u{FFFF}"},   {0xFDD0, "\\u{FDD0}"},
      {0xFDEF, "\\u{FDEF}"},   {0x1FFFE, "\\u{1FFFE}"}, {0x10FFFF, "\\u{10FFFF}"},
      {0x202E, "\\u{202E}"},   {0x202A, "\\u{202A}"},   {0x2066, "\\u{2066}"},
      {0x2069, "\\u{2069}"},   {0x200E, "\\u{200E}"},   {0x200F, "\\u{200F}"},
      {0x061C, "\\u{061C}"},   {0x2028, "\\u{2028}"},   {0x2029, "\\u{2029}"},
      {0x200B, "\\u{200B}"},   {0xFEFF, "\\u{FEFF}"}};
  for (const auto& [cp, shown] : cases) {
    std::string name = "a";
    name += utf8(cp);
    name += "b.sol";
    std::string expected = "a";
    expected += shown;
    expected += "b.sol";
    EXPECT_EQ(printable(name), expected) << cp;
  }
}

TEST(Escaper, OrdinaryTextAndLettersOfOtherScriptsAreKept) {
  const std::string kept = "d\xC3\xA9j\xC3\xA0 \xD0\xB0\xD0\xB1 \xE6\x97\xA5 \xF0\x9F\x98\x80 "
                           "\xEF\xBF\xBD";  // déjà, Cyrillic, CJK, an emoji, U+FFFD
  EXPECT_EQ(printable(kept), kept);
  EXPECT_EQ(printable(utf8(0xFDCF) + utf8(0xFDF0)), utf8(0xFDCF) + utf8(0xFDF0));
}

// Invisible fillers and default-ignorable code points (Unicode's
// DerivedCoreProperties.txt), which would make two names print alike.
TEST(Escaper, InvisibleFillersAndIgnorablesAreWrittenAsEscapes) {
  for (const uint32_t cp : {0x3164u, 0x00A0u, 0x2800u, 0xE0001u, 0xE0061u, 0xE007Fu, 0x00ADu,
                            0x115Fu, 0x1160u, 0xFFA0u, 0x2060u, 0x2064u, 0x180Eu, 0xFE0Fu,
                            0xE0100u, 0x3000u, 0x2007u, 0x202Fu, 0x205Fu, 0x034Fu, 0x1D173u,
                            0x0301u, 0x17B4u}) {
    EXPECT_EQ(printable("english" + utf8(cp)), fmt::format("english\\u{{{:04X}}}", cp)) << cp;
    EXPECT_TRUE(invisibleCodePoint(cp)) << cp;
  }
  for (const uint32_t cp : {0x41u, 0xE9u, 0x0430u, 0x65E5u, 0x1F600u, 0xFFFDu})
    EXPECT_FALSE(invisibleCodePoint(cp)) << cp;
}

// A backslash is escaped too, so that no name can print as another's escape.
TEST(Escaper, ABackslashCannotForgeAnEscape) {
  EXPECT_EQ(printable("a\\b"), "a\\\\b");
  EXPECT_NE(printable("a\\u{200B}b"), printable("a" + utf8(0x200B) + "b"));
  EXPECT_NE(printable("a\\nb"), printable("a\nb"));
  EXPECT_NE(printable("a\\x1b"), printable("a\x1b"));
}

// Two different names never print alike: over names made of the pieces a
// forger would use (letters, backslashes, escape-like text, controls,
// invisible and broken sequences), printable() is one to one.
RC_GTEST_PROP(Escaper, DifferentNamesPrintDifferently, ()) {
  static const std::vector<std::string> kPieces = {
      "a", "b", "\\", "u", "{", "}", "200B", "x", "1b", "n", "\n", "\x1b", "\t", "\x7f",
      utf8(0x200B), utf8(0x3164), utf8(0xA0), utf8(0x2800), utf8(0xE0061), utf8(0x0301),
      utf8(0x0435), "\xC3", "\xA9", "\xFF", "\xED\xA0\x80", "\xC2\x85"};
  const auto pick = rc::gen::container<std::vector<size_t>>(
      rc::gen::inRange<size_t>(0, kPieces.size()));
  const auto a = *pick, b = *pick;
  std::string x, y;
  for (size_t i : a) x += kPieces[i];
  for (size_t i : b) y += kPieces[i];
  RC_PRE(x != y);
  RC_ASSERT(printable(x) != printable(y));
}

// A file name holding a terminal escape sequence (an OSC that sets the
// window title) reaches no terminal on any command that names the board.
TEST(Escaper, AnEscapeSequenceFileNameOnEveryCommand) {
  test::TempDir dir;
  const std::string board = dir.file("\x1b]0;pwned\x07.txt", "oo.\n");
  const std::string sol = dir.file("s.sol", "board: \x1b]0;pwned\x07.txt\na1-c1\n");
  const std::string q = "'" + board + "'";
  const std::pair<std::string, int> runs[] = {
      {"boards " + q, 0},
      {"boards --json " + q, 0},
      {"solve -q --board " + q, 10},
      {"solve --json --board " + q, 10},
      {"solve --min-moves -q --board " + q, 10},
      {"solve --min-moves --table --json --board " + q, -1},
      {"bench --runs 1 -q --board " + q, 0},
      {"bench --all-pairs -q --board " + q, 0},
      {"draw --board " + q, 0},
      {"verify " + sol, 0},
      {"verify --json " + sol, 0},
  };
  for (const auto& [args, code] : runs) {
    auto r = test::runPegsat(args);
    if (code >= 0) {
      EXPECT_EQ(r.exitCode, code) << args << "\n" << printable(r.out);
    }
    EXPECT_EQ(r.out.find('\x1b'), std::string::npos) << args << "\n" << printable(r.out);
    EXPECT_EQ(r.out.find('\x07'), std::string::npos) << args << "\n" << printable(r.out);
  }
}

TEST(Escaper, SurrogatesAndBrokenBytesAreShownByte) {
  EXPECT_EQ(printable("\xED\xA0\x80"), "\\xed\\xa0\\x80");  // U+D800 written as UTF-8
  EXPECT_EQ(printable("\xff\x1b[2J"), "\\xff\\x1b[2J");
  EXPECT_EQ(printable("a\nb"), "a\\nb");
}

TEST(Escaper, JUnitOfHostileNamesIsWellFormedXml) {
  JUnitSuite suite{"pegsat verify", "", {}};
  for (uint32_t cp : {0xFFFEu, 0xFFFFu, 0x202Eu, 0x2028u, 0xFEFFu, 0x1Bu, 0xD800u}) {
    JUnitCase c;
    c.name = "x" + utf8(cp) + ".sol\xff";
    c.classname = "pegsat.verify.solution";
    c.outcome = JUnitCase::Outcome::kFailure;
    c.message = "wrong: " + utf8(cp);
    c.detail = c.message;
    suite.cases.push_back(c);
  }
  const std::string xml = formatJUnit(suite);
  tinyxml2::XMLDocument doc;
  ASSERT_EQ(doc.Parse(xml.c_str()), tinyxml2::XML_SUCCESS) << xml;
  // No code point that XML 1.0 forbids or that reorders a line got through.
  for (uint32_t cp : {0xFFFEu, 0xFFFFu, 0x202Eu, 0x2028u, 0xFEFFu})
    EXPECT_EQ(xml.find(utf8(cp)), std::string::npos) << cp;
  EXPECT_EQ(xml.find('\x1b'), std::string::npos);
}

// The same through the command: files named with U+FFFE, U+FFFF, U+202E and
// U+2028 give valid JSON, well-formed JUnit and no raw code point.
TEST(Escaper, VerifyReportsOfHostileNamesStayWellFormed) {
  test::TempDir dir;
  for (uint32_t cp : {0xFFFEu, 0xFFFFu, 0x202Eu, 0x2028u})
    std::ofstream(dir.file("x" + utf8(cp) + ".sol")) << "d2-d4\n";
  const std::string xml = dir.file("r.xml");
  auto r = test::runPegsatLimited("verify " + dir.file("") + " --junit " + xml);
  EXPECT_EQ(r.exitCode, 1) << r.out;
  tinyxml2::XMLDocument doc;
  EXPECT_EQ(doc.LoadFile(xml.c_str()), tinyxml2::XML_SUCCESS);
  auto j = test::runPegsatLimited("verify --json " + dir.file(""));
  EXPECT_EQ(j.exitCode, 1) << j.out;
  EXPECT_TRUE(nlohmann::json::accept(j.out)) << j.out;
  for (uint32_t cp : {0xFFFEu, 0xFFFFu, 0x202Eu, 0x2028u}) {
    EXPECT_EQ(r.out.find(utf8(cp)), std::string::npos) << cp;
    EXPECT_EQ(j.out.find(utf8(cp)), std::string::npos) << cp;
  }
}

// verify --pddl and slide verify read through the confined reader and print
// through the escaper: a FIFO is refused, not waited on; an escape byte in a
// name never reaches the terminal; --json stays JSON.
TEST(Escaper, PlanAndSlideVerifyUseTheConfinedReaderAndTheEscaper) {
  test::TempDir dir;
  const std::string fifo = dir.file("plan.fifo");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const std::string plan = dir.file("x.plan", "(jump a b c)\n");
  auto r = test::runPegsatLimited("verify --pddl " + fifo + " " + plan, 10);
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find("FIFO"), std::string::npos) << r.out;
  const std::string puzzle = dir.file("p.txt", "1 2 3 4 5 6 7 8 0\n");
  auto s = test::runPegsatLimited("slide verify " + puzzle + " " + fifo, 10);
  EXPECT_EQ(s.exitCode, 2) << s.out;
  const std::string odd = dir.file("sol\x1b[2J\xff.txt", "U\n");
  auto e = test::runPegsatLimited("slide verify --json " + puzzle + " '" + odd + "'", 10);
  EXPECT_NE(e.exitCode, 3) << e.out;
  EXPECT_EQ(e.out.find('\x1b'), std::string::npos) << e.out;
  if (e.exitCode != 2) {
    EXPECT_TRUE(nlohmann::json::accept(e.out)) << e.out;
  }
}

}  // namespace
}  // namespace pegsat
