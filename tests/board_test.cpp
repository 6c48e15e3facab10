// SPDX-License-Identifier: GPL-3.0-or-later
// Board geometry: hole and jump counts, names, symmetries, position classes.
#include <random>

#include "peg/engine.hpp"
#include "peg/position_class.hpp"
#include "test_util.hpp"

namespace pegsat {
namespace {

using test::board;

// Jumps are counted by hand: a straight line of three holes gives two jumps.
// The English board's 76 is the usual figure (38 lines of three).
TEST(Board, HoleJumpAndSymmetryCounts) {
  struct Row {
    const char* name;
    int holes, jumps, symmetries;
  } rows[] = {{"english", 33, 76, 8},
              {"french", 37, 92, 8},
              {"diamond", 41, 100, 8},
              {"wiegleb", 45, 108, 8},
              {"triangle", 15, 36, 6}};
  for (const Row& r : rows) {
    Board b = board(r.name);
    EXPECT_EQ(b.holeCount(), r.holes) << r.name;
    EXPECT_EQ(int(b.jumps.size()), r.jumps) << r.name;
    EXPECT_EQ(int(b.symmetries.size()), r.symmetries) << r.name;
  }
}

TEST(Board, BellNotation) {
  Board b = board("english");
  EXPECT_EQ(b.holeNames(b.holes & ~b.initial), "d4");
  for (const char* name : {"c1", "d1", "e1", "a3", "a4", "a5", "g5", "e7"}) {
    auto c = b.parseHole(name);
    ASSERT_TRUE(c) << name;
    EXPECT_EQ(b.holeName(*c), name);
  }
  for (const char* bad : {"a1", "b2", "h4", "d8", "d0", "d", "4d", "d4x", "D4", "d04", ""})
    EXPECT_FALSE(b.parseHole(bad)) << bad;
  Board t = board("triangle");
  EXPECT_TRUE(t.parseHole("a1"));
  EXPECT_FALSE(t.parseHole("b1"));
  EXPECT_EQ(t.holeNames(t.holes & ~t.initial), "a1");
  EXPECT_TRUE(t.parseHole("e5"));
}

// Every symmetry maps holes to holes and jumps to jumps.
TEST(Board, SymmetriesMapJumpsToJumps) {
  for (const auto& name : builtinBoardNames()) {
    Board b = board(name);
    for (size_t s = 0; s < b.symmetries.size(); ++s) {
      EXPECT_EQ(b.apply(int(s), b.holes), b.holes);
      for (const Jump& j : b.jumps) {
        const auto& p = b.symmetries[s];
        Jump img{p[j.from], p[j.over], p[j.to]};
        EXPECT_NE(std::find(b.jumps.begin(), b.jumps.end(), img), b.jumps.end())
            << name << " symmetry " << s;
      }
    }
  }
}

template <class B>
B normalize(const Board& b, Cells p) {
  B m = B(p);
  for (size_t s = 0; s < b.symmetries.size(); ++s) m = std::min(m, B(b.apply(int(s), p)));
  return m;
}

// The smallest image is the same for a position and for every image of it, and
// the engine's per-symmetry jump masks give the image of a child by one XOR.
TEST(Board, NormalizationIsInvariantUnderEverySymmetry) {
  std::mt19937_64 rng(7);
  for (const auto& name : builtinBoardNames()) {
    Board b = board(name);
    for (int trial = 0; trial < 200; ++trial) {
      Cells p = (Cells(rng()) << 64 | rng()) & b.holes;
      for (size_t s = 0; s < b.symmetries.size(); ++s)
        EXPECT_EQ(normalize<Cells>(b, b.apply(int(s), p)), normalize<Cells>(b, p)) << name;
      withEngine(b, [&](const auto& e) {
        using B = std::decay_t<decltype(e.full())>;
        for (int j = 0; j < e.jumpCount(); j += 7)
          for (size_t s = 0; s < b.symmetries.size(); ++s)
            EXPECT_EQ(B(b.apply(int(s), p ^ Cells(e.mask(j)))),
                      B(b.apply(int(s), p)) ^ e.imageMask(int(s), j));
      });
    }
  }
}

// movablePegs and reachableHoles agree with a jump-by-jump scan of the board.
TEST(Engine, ShiftsAgreeWithJumpList) {
  std::mt19937_64 rng(11);
  for (const auto& name : builtinBoardNames()) {
    Board b = board(name);
    withEngine(b, [&](const auto& e) {
      using B = std::decay_t<decltype(e.full())>;
      for (int trial = 0; trial < 300; ++trial) {
        B pegs = B((Cells(rng()) << 64 | rng()) & b.holes);
        B movable = 0, reach = 0;
        int legal = 0;
        for (const Jump& j : b.jumps)
          if ((pegs >> j.from & 1) && (pegs >> j.over & 1) && !(pegs >> j.to & 1)) {
            movable |= bitAt<B>(j.from), reach |= bitAt<B>(j.to), ++legal;
          }
        EXPECT_EQ(e.movablePegs(pegs), movable) << name;
        EXPECT_EQ(e.reachableHoles(pegs, pegs), reach) << name;
        int seen = 0;
        e.anyJump(pegs, [&](int) { return ++seen, false; });
        EXPECT_EQ(seen, legal) << name;
      }
    });
  }
}

// de Bruijn's classes on the square lattice, computed directly: the parities
// of the peg counts on the diagonals x+y = i (mod 3) and x-y = i (mod 3).
int deBruijnClass(const Board& b, Cells p) {
  int n[2][3] = {};
  forEachBit(p, [&](int c) {
    Point q = b.point(c);
    ++n[0][(q.x + q.y) % 3];
    ++n[1][((q.x - q.y) % 3 + 3) % 3];
  });
  return (n[0][0] + n[0][1]) % 2 | (n[0][1] + n[0][2]) % 2 << 1 | (n[1][0] + n[1][1]) % 2 << 2 |
         (n[1][1] + n[1][2]) % 2 << 3;
}

TEST(PositionClasses, MatchDeBruijnOnTheEnglishBoard) {
  Board b = board("english");
  PositionClasses pc(b);
  EXPECT_EQ(pc.classBits(), 4);  // sixteen classes
  std::mt19937_64 rng(3);
  for (int trial = 0; trial < 2000; ++trial) {
    Cells p = Cells(rng()) & b.holes, q = Cells(rng()) & b.holes;
    EXPECT_EQ(pc.sameClass(p, q), deBruijnClass(b, p) == deBruijnClass(b, q));
  }
}

TEST(BoardFile, ParsesCustomBoardsAndRejectsMalformedOnes) {
  auto ok = parseBoard("name: tiny\n# a comment\n\nooo.\n", "tiny.txt");
  ASSERT_TRUE(ok) << ok.error().str();
  EXPECT_EQ(ok->holeCount(), 4);
  EXPECT_EQ(ok->jumps.size(), 4u);
  EXPECT_EQ(ok->holeNames(ok->holes & ~ok->initial), "d1");

  struct Bad {
    const char* text;
    int line;
    const char* words;
  } bad[] = {
      {"name: x\n", 0, "no holes"},
      {"   \n  - -\n", 0, "no holes"},
      {"directions: 5\nooo\n", 1, "directions"},
      {"colour: red\nooo\n", 1, "unknown header"},
      {"name: a\nname: b\nooo\n", 2, "a second 'name:' header"},
      {"name: \x1b[2Jx\nooo\n", 1, "ASCII letters, digits"},
      {"ooo\noxo\n", 2, "unexpected character 'x'"},
      {"o\n", 0, "no jump"},
      {"ooooooooooooooooooooooooooo\n", 0, "at most 26 columns"},
  };
  for (const Bad& c : bad) {
    auto r = parseBoard(c.text, "bad.txt");
    ASSERT_FALSE(r) << c.text;
    EXPECT_EQ(r.error().file, "bad.txt");
    EXPECT_EQ(r.error().line, c.line) << c.text;
    EXPECT_NE(r.error().message.find(c.words), std::string::npos) << r.error().message;
  }
}

}  // namespace
}  // namespace pegsat
