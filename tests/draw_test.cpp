// SPDX-License-Identifier: GPL-3.0-or-later
// The SVG pictures read back as XML: one board per move plus the start, each
// holding exactly the pegs that replaying the solution on the board's own jump
// table gives; the animation holds one animation per jump; the geometry keeps
// the lattice's distances; the CLI draws nothing for a wrong solution.
#include <tinyxml2.h>

#include <cmath>
#include <fstream>
#include <map>
#include <sstream>

#include "draw/board_art.hpp"
#include "draw/peg_animation.hpp"
#include "draw/peg_picture.hpp"
#include "draw/slide_picture.hpp"
#include "draw/svg.hpp"
#include "peg/solution_file.hpp"
#include "test_util.hpp"
#include "verifier/verifier.hpp"

namespace pegsat {
namespace {

using test::runPegsat;
using test::TempDir;

const std::string kDrawData = std::string(PEGSAT_SOURCE_DIR) + "/data/";

struct Loaded {
  Board board;
  Solution solution;
};

Loaded loadSolutionFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  auto st = parseSolutionText(ss.str(), path);
  EXPECT_TRUE(st.ok());
  auto board = loadSolutionBoard(*st, "english");
  EXPECT_TRUE(board.ok());
  auto sol = resolveSolution(*st, *board);
  EXPECT_TRUE(sol.ok());
  return {*board, *sol};
}

// The positions after each move, replayed with the board's jump table (not the
// drawing's geometry): a move is a run of jumps each starting where the last
// one landed.
std::vector<Cells> replayMoves(const Board& board, const Solution& solution) {
  std::vector<Cells> after = {solution.start};
  Cells pos = solution.start;
  int landed = -1;
  for (const WrittenMove& m : solution.moves) {
    for (size_t i = 0; i + 1 < m.cells.size(); ++i) {
      const int from = m.cells[i], to = m.cells[i + 1];
      const Jump* jump = nullptr;
      for (const Jump& j : board.jumps)
        if (j.from == from && j.to == to) jump = &j;
      EXPECT_NE(jump, nullptr);
      if (!jump) return after;
      if (from != landed) after.push_back(0);  // a new move
      pos ^= jump->mask();
      after.back() = pos;
      landed = to;
    }
  }
  return after;
}

bool hasClass(const tinyxml2::XMLElement* e, const std::string& cls) {
  const char* c = e->Attribute("class");
  if (!c) return false;
  std::istringstream words(c);
  for (std::string w; words >> w;)
    if (w == cls) return true;
  return false;
}

// Every element below `e` (depth first) named `name` and carrying class `cls`.
void collect(const tinyxml2::XMLElement* e, const std::string& name, const std::string& cls,
             std::vector<const tinyxml2::XMLElement*>& out) {
  for (auto* c = e->FirstChildElement(); c; c = c->NextSiblingElement()) {
    if (name == c->Name() && hasClass(c, cls)) out.push_back(c);
    collect(c, name, cls, out);
  }
}

std::vector<const tinyxml2::XMLElement*> find(const tinyxml2::XMLDocument& doc,
                                              const std::string& name, const std::string& cls) {
  std::vector<const tinyxml2::XMLElement*> out;
  collect(doc.RootElement(), name, cls, out);
  return out;
}

// The holes of the peg circles drawn on one board.
Cells pegsDrawn(const Board& board, const tinyxml2::XMLElement* g) {
  std::vector<const tinyxml2::XMLElement*> pegs;
  collect(g, "circle", "peg", pegs);
  Cells drawn = 0;
  for (auto* p : pegs) {
    auto cell = board.parseHole(p->Attribute("data-hole"));
    EXPECT_TRUE(cell.has_value());
    if (!cell) continue;
    EXPECT_FALSE(drawn >> *cell & 1) << "two pegs on " << p->Attribute("data-hole");
    drawn |= bitAt<Cells>(*cell);
  }
  return drawn;
}

void expectSolutionPicture(const std::string& file, int moves, int jumps) {
  const Loaded l = loadSolutionFile(kDrawData + "solutions/" + file);
  const VerifyReport v = verifySolution(l.board, l.solution);
  ASSERT_TRUE(v.ok) << v.reason;
  ASSERT_EQ(v.moves, moves);
  ASSERT_EQ(v.jumps, jumps);
  const std::string svg = draw::drawSolution(l.board, l.solution);
  tinyxml2::XMLDocument doc;
  ASSERT_EQ(doc.Parse(svg.c_str()), tinyxml2::XML_SUCCESS) << svg.substr(0, 400);
  EXPECT_STREQ(doc.RootElement()->Name(), "svg");
  const auto boards = find(doc, "g", "board");
  const std::vector<Cells> replayed = replayMoves(l.board, l.solution);
  ASSERT_EQ(int(replayed.size()), moves + 1);
  ASSERT_EQ(int(boards.size()), moves + 1);
  int jumpsDrawn = 0;
  for (int k = 0; k <= moves; ++k) {
    EXPECT_EQ(boards[size_t(k)]->IntAttribute("data-move", -1), k);
    EXPECT_EQ(pegsDrawn(l.board, boards[size_t(k)]), replayed[size_t(k)])
        << file << " board " << k;
    std::vector<const tinyxml2::XMLElement*> crossed, arrows;
    collect(boards[size_t(k)], "g", "jumped", crossed);
    collect(boards[size_t(k)], "path", "arrow", arrows);
    jumpsDrawn += int(crossed.size());
    EXPECT_EQ(arrows.size(), k == 0 ? 0u : 1u);
  }
  EXPECT_EQ(jumpsDrawn, jumps);
  EXPECT_EQ(replayed.back(), l.solution.finish);
}

// Bergholt's 18 moves of 31 jumps (Beasley, The Ins and Outs of Peg Solitaire).
TEST(Draw, BergholtOneBoardPerMoveWithTheReplayedPegs) {
  expectSolutionPicture("bergholt.sol", 18, 31);
}

// The triangle's solution: 13 jumps (15 pegs down to 1) in 10 moves.
TEST(Draw, TriangleSolutionOneBoardPerMove) { expectSolutionPicture("triangle.sol", 10, 13); }

// A move written as two chains by the same peg is drawn as one move, as the
// verifier counts it.
TEST(Draw, ChainsWrittenApartAreOneMove) {
  const Board board = test::board("english");
  auto st = parseSolutionText("d6-d4 f5-d5 e7-e5 e4-e6 e2-e4 g3-e3 d3-f3 g5-g3 g3-e3\n", "t.sol");
  ASSERT_TRUE(st.ok());
  st->finish = SolutionText::Field{"", 0};
  auto sol = resolveSolution(*st, board);
  ASSERT_TRUE(sol.ok()) << sol.error().str();
  tinyxml2::XMLDocument doc;
  ASSERT_EQ(doc.Parse(draw::drawSolution(board, *sol).c_str()), tinyxml2::XML_SUCCESS);
  EXPECT_EQ(find(doc, "g", "board").size(), 9u);  // 9 jumps in 8 moves, and the start
}

std::map<std::string, std::pair<double, double>> pegCentres(const tinyxml2::XMLDocument& doc) {
  std::map<std::string, std::pair<double, double>> at;
  for (auto* c : find(doc, "circle", "peg"))
    at[c->Attribute("data-hole")] = {c->DoubleAttribute("cx"), c->DoubleAttribute("cy")};
  return at;
}

double distance(std::pair<double, double> a, std::pair<double, double> b) {
  return std::hypot(a.first - b.first, a.second - b.second);
}

// The triangle's holes sit on a triangular lattice: a1, a2 and b2 (rows
// left-aligned in the board file) are the corners of an equilateral triangle.
// A square board keeps its grid: the diagonal is sqrt(2) sides.
TEST(Draw, TriangleAndSquareGeometry) {
  const Board triangle = test::board("triangle");
  tinyxml2::XMLDocument t;
  ASSERT_EQ(t.Parse(draw::drawPosition(triangle, triangle.holes, "t").c_str()),
            tinyxml2::XML_SUCCESS);
  auto at = pegCentres(t);
  ASSERT_EQ(at.size(), 15u);
  const double side = distance(at["a1"], at["a2"]);
  EXPECT_GT(side, 10);
  EXPECT_NEAR(distance(at["a1"], at["b2"]), side, 0.02);
  EXPECT_NEAR(distance(at["a2"], at["b2"]), side, 0.02);
  EXPECT_NEAR(distance(at["a5"], at["e5"]), 4 * side, 0.05);
  EXPECT_NEAR(distance(at["a1"], at["e5"]), 4 * side, 0.05);

  const Board english = test::board("english");
  tinyxml2::XMLDocument e;
  ASSERT_EQ(e.Parse(draw::drawPosition(english, english.holes, "e").c_str()),
            tinyxml2::XML_SUCCESS);
  at = pegCentres(e);
  ASSERT_EQ(at.size(), 33u);
  const double s = distance(at["d4"], at["d5"]);
  EXPECT_NEAR(distance(at["d4"], at["e4"]), s, 0.02);
  EXPECT_NEAR(distance(at["d4"], at["e5"]), s * std::sqrt(2.0), 0.02);
}

// Every board file draws, each hole once: the built-in boards and their
// usual starts.
TEST(Draw, EveryBuiltInBoardDraws) {
  for (const std::string& name : builtinBoardNames()) {
    const Board b = test::board(name);
    tinyxml2::XMLDocument doc;
    ASSERT_EQ(doc.Parse(draw::drawPosition(b, b.initial, name).c_str()), tinyxml2::XML_SUCCESS);
    EXPECT_EQ(find(doc, "circle", "hole").size(), size_t(b.holeCount())) << name;
    EXPECT_EQ(pegsDrawn(b, find(doc, "g", "board").at(0)), b.initial) << name;
  }
}

// A title with markup characters stays text.
TEST(Draw, TitleIsEscaped) {
  const Board b = test::board("triangle");
  const std::string title = "a <b> & \"c\" 'd'";
  tinyxml2::XMLDocument doc;
  ASSERT_EQ(doc.Parse(draw::drawPosition(b, b.initial, title).c_str()), tinyxml2::XML_SUCCESS);
  EXPECT_EQ(std::string(find(doc, "text", "title").at(0)->GetText()), title);
}

// Every picture kind with a title keeps it inside the picture: each line's
// estimated width, from its left edge, within the SVG's width, at most two
// lines, and the lines together the whole title. The central game's title is 609 pixels of bold
// 17-pixel text, more than its 63 characters at 8.5 pixels each allow for.
TEST(Draw, TitlesFitTheirPictures) {
  const std::string central = "english board, start: d4 empty, finish: d4, 27 moves (31 jumps)";
  EXPECT_GT(draw::boldTextWidth(central, draw::kTitleSize), 600);
  EXPECT_LT(draw::boldTextWidth(central, draw::kTitleSize), 620);

  auto expectFits = [](const std::string& svg, const std::string& title, const std::string& what) {
    tinyxml2::XMLDocument doc;
    ASSERT_EQ(doc.Parse(svg.c_str()), tinyxml2::XML_SUCCESS) << what;
    const double width = doc.RootElement()->DoubleAttribute("width");
    const auto lines = find(doc, "text", "title");
    EXPECT_LE(lines.size(), 2u) << what;
    std::string joined;
    for (const tinyxml2::XMLElement* line : lines) {
      const std::string text = line->GetText();
      EXPECT_LE(line->DoubleAttribute("x") + draw::boldTextWidth(text, draw::kTitleSize), width)
          << what << ": '" << text << "' in " << width << " pixels";
      joined += (joined.empty() ? "" : " ") + text;
    }
    EXPECT_EQ(joined, title) << what;
  };
  // Bergholt's 18 moves: as long a title as the 27 moves of `pegsat solve`'s.
  const Loaded bergholt = loadSolutionFile(kDrawData + "solutions/bergholt.sol");
  const std::string title = draw::solutionTitle(bergholt.board, bergholt.solution);
  EXPECT_EQ(title.size(), central.size());
  expectFits(draw::animateSolution(bergholt.board, bergholt.solution), title, "animation");
  draw::SolutionPictureOptions narrow;
  narrow.columns = 1;
  expectFits(draw::drawSolution(bergholt.board, bergholt.solution, narrow), title, "one column");
  // Six boards a row leave room for the title on one line.
  tinyxml2::XMLDocument strip;
  ASSERT_EQ(strip.Parse(draw::drawSolution(bergholt.board, bergholt.solution).c_str()),
            tinyxml2::XML_SUCCESS);
  EXPECT_EQ(find(strip, "text", "title").size(), 1u);

  const Board triangle = test::board("triangle");
  const std::string longName = "a position of the fifteen-hole triangle, " + std::string(60, 'W');
  expectFits(draw::drawPosition(triangle, triangle.initial, longName), longName, "position");

  const std::vector<slide::Puzzle> states = {slide::goalPuzzle(3, slide::GoalKind::BlankLast)};
  const std::string slideTitle = "8-puzzle, solved, and a title longer than one board could hold";
  expectFits(draw::drawSlideSolution(states, slideTitle, {}), slideTitle, "sliding strip");
}

// One animation per jump, on the peg that makes it; one fade per jumped peg;
// every jump two hole spacings long.
TEST(Draw, AnimationHoldsOneAnimationPerJump) {
  for (auto [file, jumps] : {std::pair{"bergholt.sol", 31}, std::pair{"triangle.sol", 13}}) {
    const Loaded l = loadSolutionFile(kDrawData + "solutions/" + file);
    tinyxml2::XMLDocument doc;
    ASSERT_EQ(doc.Parse(draw::animateSolution(l.board, l.solution).c_str()), tinyxml2::XML_SUCCESS);
    const auto moves = find(doc, "animateTransform", "jump");
    EXPECT_EQ(int(moves.size()), jumps) << file;
    EXPECT_EQ(int(find(doc, "animate", "fade").size()), jumps) << file;
    EXPECT_EQ(find(doc, "circle", "peg").size(), size_t(popcount(l.solution.start))) << file;
    std::vector<double> lengths;
    for (auto* m : moves) {
      std::istringstream values(m->Attribute("values"));
      std::string last;
      for (std::string v; std::getline(values, v, ';');) last = v;
      double dx = 0, dy = 0;
      std::istringstream(last) >> dx >> dy;
      lengths.push_back(std::hypot(dx, dy));
      EXPECT_STREQ(m->Attribute("repeatCount"), "indefinite");
    }
    for (double len : lengths) EXPECT_NEAR(len, lengths.front(), 0.05) << file;
  }
}

// The sliding strip: the start and each step, the tiles of each board those of
// the replayed moves.
TEST(Draw, SlideStripFollowsTheMoves) {
  slide::Puzzle p;
  p.n = 3;
  p.tiles = {4, 1, 3, 0, 2, 6, 7, 5, 8};
  const std::string moves = "URDDR";
  std::vector<slide::Puzzle> states = {p};
  for (size_t i = 1; i <= moves.size(); ++i) {
    auto s = slide::applyMoves(p, moves.substr(0, i));
    ASSERT_TRUE(s.ok());
    states.push_back(*s);
  }
  EXPECT_EQ(states.back(), slide::goalPuzzle(3, slide::GoalKind::BlankLast));
  tinyxml2::XMLDocument doc;
  ASSERT_EQ(doc.Parse(draw::drawSlideSolution(states, "t").c_str()), tinyxml2::XML_SUCCESS);
  const auto boards = find(doc, "g", "board");
  ASSERT_EQ(boards.size(), states.size());
  for (size_t k = 0; k < boards.size(); ++k) {
    std::vector<const tinyxml2::XMLElement*> tiles;
    collect(boards[k], "g", "tile", tiles);
    EXPECT_EQ(tiles.size(), 8u);
    std::string expect;
    for (uint8_t t : states[k].tiles) {
      if (!expect.empty()) expect += ' ';
      expect += std::to_string(t);
    }
    EXPECT_EQ(boards[k]->Attribute("data-tiles"), expect);
  }
  draw::SlidePictureOptions every2;
  every2.every = 2;
  EXPECT_EQ(draw::slideStepsDrawn(5, every2), (std::vector<int>{0, 2, 4, 5}));
  EXPECT_EQ(draw::slideStepsDrawn(100, {}).size(), 35u);  // every 3rd: 0..99, and 100
}

// The command: a picture written whole; a wrong solution draws nothing (exit 1,
// the verifier's message, no file); bad input is one line and exit 2.
TEST(Draw, CliExitCodesAndFiles) {
  TempDir dir;
  const std::string out = dir.file("out.svg");
  auto ok = runPegsat("draw " + kDrawData + "solutions/bergholt.sol -o " + out);
  EXPECT_EQ(ok.exitCode, 0) << ok.out;
  tinyxml2::XMLDocument doc;
  EXPECT_EQ(doc.LoadFile(out.c_str()), tinyxml2::XML_SUCCESS);

  const std::string wrong = dir.file("wrong.sol", "d6-d4 f5-d5 d3-d5\n");
  const std::string never = dir.file("never.svg");
  auto bad = runPegsat("draw " + wrong + " -o " + never);
  EXPECT_EQ(bad.exitCode, 1) << bad.out;
  EXPECT_NE(bad.out.find("jump 3 (d3-d5)"), std::string::npos) << bad.out;
  EXPECT_FALSE(std::filesystem::exists(never));
  auto badAnimated = runPegsat("draw --animate " + wrong + " -o " + never);
  EXPECT_EQ(badAnimated.exitCode, 1) << badAnimated.out;
  EXPECT_FALSE(std::filesystem::exists(never));

  const std::string unknown = dir.file("unknown.sol", "board: nosuchboard\nd6-d4\n");
  struct Case {
    std::string args;
    int exit;
    std::string words;
  } cases[] = {
      {"draw " + unknown, 2, "unknown.sol:1: unknown board 'nosuchboard'"},
      {"draw --board nosuchboard", 2, "unknown board 'nosuchboard'"},
      {"draw /nonexistent/x.sol", 2, "/nonexistent/x.sol: cannot open file"},
      {"draw --board english --pegs z9", 2, "'z9'"},
      {"draw", 2, "give a solution FILE or --board"},
      {"draw --board triangle --empty a1", 0, "triangle board, 14 pegs"},
      {"draw --board english --pegs d4,c4", 0, "english board, 2 pegs"},
  };
  for (const Case& c : cases) {
    auto r = runPegsat(c.args);
    EXPECT_EQ(r.exitCode, c.exit) << c.args << "\n" << r.out;
    EXPECT_NE(r.out.find(c.words), std::string::npos) << c.args << "\n" << r.out;
    if (c.exit == 2) {
      EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << c.args << "\n" << r.out;
    }
  }
}

// A sliding solution through the command: verified first, then drawn.
TEST(Draw, CliSlideSolution) {
  TempDir dir;
  const std::string puzzle = dir.file("p.txt", "3\n4 1 3\n0 2 6\n7 5 8\n");
  const std::string right = dir.file("right.txt", "URDDR\n");
  const std::string wrong = dir.file("wrong.txt", "URDD\n");
  auto r = runPegsat("draw --puzzle " + puzzle + " " + right);
  EXPECT_EQ(r.exitCode, 0) << r.out;
  tinyxml2::XMLDocument doc;
  ASSERT_EQ(doc.Parse(r.out.c_str()), tinyxml2::XML_SUCCESS) << r.out.substr(0, 300);
  EXPECT_EQ(find(doc, "g", "board").size(), 6u);
  auto w = runPegsat("draw --puzzle " + puzzle + " " + wrong + " -o " + dir.file("w.svg"));
  EXPECT_EQ(w.exitCode, 1) << w.out;
  EXPECT_FALSE(std::filesystem::exists(dir.file("w.svg")));
}

}  // namespace
}  // namespace pegsat
