// SPDX-License-Identifier: GPL-3.0-or-later
// Levels certificates: "every solution has at least k moves", written from
// the fewest-moves search's levels and checked by the independent checker
// (verifier/levels_check.hpp). The English central game (18 moves: Bergholt
// 1912, Beasley 1964) and every single-vacancy to single-survivor problem of
// the 15-hole triangle (fewest over the table 9: Bell, OEIS A127500) are
// certified; certificates tampered with at test time, hashes recomputed so
// that only the argument can catch them, are each rejected.
#include "job/levels_certificate.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "job/min_moves_table.hpp"
#include "opened_levels.hpp"
#include "peg/certificate_file.hpp"
#include "peg/levels_data.hpp"
#include "search/min_moves.hpp"
#include "test_util.hpp"
#include "util/sha256.hpp"
#include "util/text.hpp"
#include "verifier/certificate_check.hpp"

namespace pegsat {
namespace {

using test::board;
using test::Opened;
using test::readText;
using test::runPegsat;
using test::TempDir;
using test::writeText;

struct Written {
  MinMovesResult search;
  Certification cert;
};

// Searches the problem with its levels kept and writes their certificate.
Written certify(const Board& b, Cells start, Cells finish, const std::string& path,
                MinMovesOptions options = {}) {
  options.keepLevels = true;
  Written w;
  w.search = minMoves(b, start, finish, options);
  EXPECT_TRUE(w.search.proof.has_value());
  if (!w.search.proof) return w;
  auto c = writeLevelsCertificate({b, start, finish}, *w.search.proof, false, path);
  EXPECT_TRUE(c.ok()) << (c ? "" : c.error().str());
  if (c) w.cert = *c;
  EXPECT_EQ(w.cert.bug, "");
  return w;
}

Result<CertificateReport> check(const std::string& path) { return checkCertificateFile(path); }

// "" when accepted, else why not (the reason, or the error).
std::string rejection(const std::string& path) {
  auto r = check(path);
  if (!r) return "error: " + r.error().str();
  return r->ok ? "" : r->reason;
}

// The central game's certificate, written once for all the tests below.
class LevelsCentralGame : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = new TempDir();
    path_ = new std::string(dir_->file("central.cert"));
    const Board b = board("english");
    const Cells start = b.holes & ~bitAt<Cells>(*b.parseHole("d4"));
    written_ = new Written(certify(b, start, bitAt<Cells>(*b.parseHole("d4")), *path_));
  }
  static void TearDownTestSuite() {
    delete written_;
    delete path_;
    delete dir_;
  }
  static TempDir* dir_;
  static std::string* path_;
  static Written* written_;
};
TempDir* LevelsCentralGame::dir_ = nullptr;
std::string* LevelsCentralGame::path_ = nullptr;
Written* LevelsCentralGame::written_ = nullptr;

TEST_F(LevelsCentralGame, CertifiesEighteenMoves) {
  ASSERT_EQ(written_->search.status, Outcome::Solved);
  EXPECT_EQ(written_->search.moves, 18);
  EXPECT_EQ(written_->cert.claim, "at least 18 moves");
  auto r = check(*path_);
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_TRUE(r->ok) << r->reason;
  EXPECT_EQ(r->bound, 18);
  EXPECT_EQ(r->claim, "at least 18 moves");
  uint64_t positions = 0;
  for (const auto* side : {&written_->search.proof->forward, &written_->search.proof->backward})
    for (const auto& level : *side) positions += level.size();
  EXPECT_EQ(r->positions, positions);
  // Rewritten as it was read, it is still accepted: the tampering below
  // changes only what each test says.
  Opened o = Opened::read(*path_);
  const std::string again = dir_->file("again.cert");
  o.write(again);
  EXPECT_EQ(rejection(again), "");
}

TEST_F(LevelsCentralGame, APositionRemovedFromAMiddleLevelIsCaughtByTheClosure) {
  Opened o = Opened::read(*path_);
  const int middle = o.depth(true) / 2;
  auto& level = o.levels[o.at(true, middle)];
  ASSERT_GT(level.size(), 2u);
  level.erase(level.begin() + long(level.size() / 2));
  const std::string p = dir_->file("removed.cert");
  o.write(p);
  const std::string why = rejection(p);
  EXPECT_NE(why.find(fmt::format("(forward level {}) leads to", middle - 1)), std::string::npos)
      << why;
  EXPECT_NE(why.find("in no forward level"), std::string::npos) << why;
}

TEST_F(LevelsCentralGame, APositionRemovedFromABackwardLevelIsCaught) {
  Opened o = Opened::read(*path_);
  auto& level = o.levels[o.at(false, 3)];
  level.erase(level.begin());
  const std::string p = dir_->file("removed-back.cert");
  o.write(p);
  EXPECT_NE(rejection(p).find("in no backward level"), std::string::npos) << rejection(p);
}

TEST_F(LevelsCentralGame, ALevelShiftedOneDepthIsRejected) {
  Opened o = Opened::read(*path_);
  std::swap(o.levels[o.at(true, 4)], o.levels[o.at(true, 5)]);
  const std::string p = dir_->file("shifted.cert");
  o.write(p);
  EXPECT_NE(rejection(p).find("forward level"), std::string::npos) << rejection(p);
  EXPECT_NE(rejection(p), "");
}

TEST_F(LevelsCentralGame, AnInvalidPagodaIsRejected) {
  Opened o = Opened::read(*path_);
  ASSERT_FALSE(o.cert.pagodas.empty());
  // A big weight on one hole: the jump into it raises the weight.
  o.cert.pagodas[0].weights[size_t(*o.board.parseHole("d4"))] += 1000;
  const std::string p = dir_->file("pagoda.cert");
  o.write(p);
  EXPECT_NE(rejection(p).find("not a pagoda"), std::string::npos) << rejection(p);
}

TEST_F(LevelsCentralGame, TheBoundRaisedByOneIsRejected) {
  Opened o = Opened::read(*path_);
  o.cert.bound = 19;
  const std::string p = dir_->file("bound.cert");
  o.write(p);
  EXPECT_NE(rejection(p).find("prove at least 18 moves, not the bound 19"), std::string::npos)
      << rejection(p);
  // With an empty backward level added to make the sums agree, the closure
  // of the last level fails instead.
  o.levels.push_back({});
  o.cert.levels.push_back({false, o.depth(false) + 1, 0, 0, "", 0});
  o.write(p);
  EXPECT_NE(rejection(p).find("in no backward level"), std::string::npos) << rejection(p);
}

TEST_F(LevelsCentralGame, AnotherStartFinishOrBoardIsRejected) {
  const std::string text = readText(*path_);
  const std::string p = dir_->file("other.cert");
  writeText(levelsDataPath(p), readText(levelsDataPath(*path_)));
  const std::string dataLine =
      "data: " + std::filesystem::path(levelsDataPath(p)).filename().string();
  auto with = [&](const std::string& from, const std::string& to) {
    std::string t = text;
    const size_t at = t.find(from);
    EXPECT_NE(at, std::string::npos);
    t.replace(at, from.size(), to);
    const size_t d = t.find("data: ");
    t.replace(d, t.find('\n', d) - d, dataLine);
    writeText(p, t);
    return rejection(p);
  };
  EXPECT_NE(with("start: d4", "start: c4"), "");
  EXPECT_NE(with("finish: d4", "finish: c4"), "");
  EXPECT_NE(with("board: english", "board: french"), "");
  // Levels by moves relabelled as levels by jumps: a level by jumps holds
  // one peg count (the checker of jumps holds two levels at a time on it),
  // and level 3 by moves holds several.
  EXPECT_NE(with("unit: moves", "unit: jumps").find("pegs, not the 29 of 3 jumps after the start"),
            std::string::npos);
}

TEST_F(LevelsCentralGame, UnsortedPositionsAreRejected) {
  Opened o = Opened::read(*path_);
  auto& level = o.levels[o.at(true, 5)];
  std::swap(level[10], level[11]);
  const std::string p = dir_->file("unsorted.cert");
  o.write(p);
  EXPECT_NE(rejection(p).find("not sorted"), std::string::npos) << rejection(p);
}

TEST_F(LevelsCentralGame, ALevelThatMeetsTheOtherSideIsRejected) {
  Opened o = Opened::read(*path_);
  // A backward position put into the last forward level, whose moves are
  // not checked: only the disjointness can catch it.
  const Cells stranger = o.levels[o.at(false, o.depth(false))][0];
  auto& last = o.levels[o.at(true, o.depth(true))];
  last.insert(std::lower_bound(last.begin(), last.end(), stranger), stranger);
  const std::string p = dir_->file("meets.cert");
  o.write(p);
  EXPECT_NE(rejection(p).find(fmt::format("is in forward level {} and backward level {}",
                                          o.depth(true), o.depth(false))),
            std::string::npos)
      << rejection(p);
}

TEST_F(LevelsCentralGame, ChangedBytesOrATruncatedFileAreRejected) {
  Opened o = Opened::read(*path_);
  const std::string p = dir_->file("bytes.cert");
  o.write(p);
  std::string data = readText(levelsDataPath(p));
  data[data.size() / 2] ^= 1;
  writeText(levelsDataPath(p), data);
  EXPECT_NE(rejection(p).find("do not have the SHA-256"), std::string::npos) << rejection(p);
  writeText(levelsDataPath(p), data.substr(0, data.size() - 1));
  EXPECT_NE(rejection(p).find("error:"), std::string::npos) << rejection(p);
}

// Every single-vacancy to single-survivor problem of the 15-hole triangle
// that has a solution gets a certificate of its fewest moves; the fewest over
// the table is Bell's 9.
TEST(LevelsCertificate, EveryTriangleProblemIsCertified) {
  const Board b = board("triangle");
  TempDir dir;
  int fewest = 1000, certified = 0;
  forEachBit(b.holes, [&](int s) {
    forEachBit(b.holes, [&](int f) {
      const std::string p = dir.file(fmt::format("{}-{}.cert", b.holeName(s), b.holeName(f)));
      MinMovesOptions o;
      o.keepLevels = true;
      const MinMovesResult m = minMoves(b, b.holes & ~bitAt<Cells>(s), bitAt<Cells>(f), o);
      if (m.status != Outcome::Solved) return;
      ASSERT_TRUE(m.proof.has_value());
      EXPECT_EQ(m.proof->bound, m.moves);
      auto c = writeLevelsCertificate({b, b.holes & ~bitAt<Cells>(s), bitAt<Cells>(f)}, *m.proof,
                                      false, p);
      ASSERT_TRUE(c.ok());
      EXPECT_EQ(c->bug, "") << p;
      auto r = check(p);
      ASSERT_TRUE(r.ok()) << r.error().str();
      EXPECT_TRUE(r->ok) << p << ": " << r->reason;
      EXPECT_EQ(r->bound, m.moves);
      fewest = std::min(fewest, r->bound);
      ++certified;
    });
  });
  EXPECT_EQ(fewest, 9);
  EXPECT_GT(certified, 0);
}

// A search stopped by its memory limit certifies the bound it had proved.
TEST(LevelsCertificate, AStoppedSearchCertifiesItsLowerBound) {
  const Board b = board("english");
  TempDir dir;
  const int c1 = *b.parseHole("c1");
  MinMovesOptions o;
  o.budget = Budget().withBytes(uint64_t(24) << 20);
  const std::string p = dir.file("c1.cert");
  Written w = certify(b, b.holes & ~bitAt<Cells>(c1), bitAt<Cells>(c1), p, o);
  ASSERT_EQ(w.search.status, Outcome::Unknown);
  ASSERT_GE(w.search.lowerBound, 3);
  auto r = check(p);
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_TRUE(r->ok) << r->reason;
  EXPECT_EQ(r->bound, w.search.lowerBound);
  // c1 -> c1 takes 16 moves (Bell): the bound is below it.
  EXPECT_LT(r->bound, 16);
}

// The command line: solve writes both files, verify checks the certificate
// alone and with the solution, and --expect-optimal takes the certificate's
// word without a search.
TEST(LevelsCertificate, CommandLineWritesAndChecksIt) {
  TempDir dir;
  const std::string cert = dir.file("t.cert"), sol = dir.file("t.sol");
  auto r = runPegsat("solve --board triangle --start a1 --finish a1 --min-moves --certificate " +
                     cert + " -o " + sol);
  ASSERT_EQ(r.exitCode, 10) << r.out;
  EXPECT_NE(r.out.find("(levels: at least"), std::string::npos) << r.out;
  r = runPegsat("verify --certificate " + cert);
  EXPECT_EQ(r.exitCode, 0) << r.out;
  EXPECT_NE(r.out.find("ok: levels certificate: at least"), std::string::npos) << r.out;
  r = runPegsat("verify " + sol + " --certificate " + cert);
  EXPECT_EQ(r.exitCode, 0) << r.out;
  EXPECT_NE(r.out.find("(minimum, certified)"), std::string::npos) << r.out;
  r = runPegsat("verify " + sol + " --certificate " + cert + " --expect-optimal --json");
  EXPECT_EQ(r.exitCode, 0) << r.out;
  EXPECT_NE(r.out.find("\"minimum\": \"certified\""), std::string::npos) << r.out;
  const std::string junit = dir.file("r.xml");
  r = runPegsat("verify " + sol + " --certificate " + cert + " --junit " + junit);
  EXPECT_EQ(r.exitCode, 0) << r.out;
  EXPECT_NE(readText(junit).find("name=\"minimum\" value=\"certified\""), std::string::npos)
      << readText(junit);

  // Another problem's certificate proves nothing about this solution.
  const std::string other = dir.file("o.cert");
  r = runPegsat("solve --board triangle --start d4 --finish a4 --min-moves -q --certificate " +
                other + " -o " + dir.file("o.sol"));
  ASSERT_EQ(r.exitCode, 10) << r.out;
  r = runPegsat("verify " + sol + " --certificate " + other);
  EXPECT_EQ(r.exitCode, 1) << r.out;
  EXPECT_NE(r.out.find("is about start"), std::string::npos) << r.out;
}

// `solve --min-moves --table --certificate DIR`: one certificate for each
// problem of the 15-hole triangle's table, each checked again here by the
// independent checker and proving exactly the table's entry (its fewest
// moves, or no solution); the fewest over the table is Bell's 9 (OEIS
// A127500).
TEST(LevelsCertificate, TheTriangleTableHasACheckedCertificateForEveryProblem) {
  const Board b = board("triangle");
  TempDir dir;
  const std::string folder = dir.file("table");
  auto run = runMinMovesTable(b, {}, folder);
  ASSERT_TRUE(run.ok()) << run.error().str();
  ASSERT_EQ(run->bug, "");
  ASSERT_EQ(run->outcome, Outcome::Solved);
  const auto& problems = run->table.problems;
  ASSERT_EQ(run->certificates.size(), problems.size());
  int fewest = 1000, solved = 0, impossible = 0;
  for (size_t i = 0; i < problems.size(); ++i) {
    const MinMovesTableProblem& p = problems[i];
    const std::string file = run->certificates[i].files.front();
    EXPECT_EQ(std::filesystem::path(file).filename().string(),
              b.holeName(p.start) + "-" + b.holeName(p.finish) + ".cert");
    auto r = check(file);
    ASSERT_TRUE(r.ok()) << r.error().str();
    EXPECT_TRUE(r->ok) << file << ": " << r->reason;
    if (p.status == Outcome::Solved) {
      EXPECT_EQ(r->claim, fmt::format("at least {} moves", p.moves)) << file;
      fewest = std::min(fewest, p.moves);
      ++solved;
    } else {
      EXPECT_EQ(r->claim, "no solution") << file;
      ++impossible;
    }
  }
  EXPECT_EQ(fewest, 9);
  EXPECT_GT(solved, 0);
  EXPECT_GT(impossible, 0);

  // The command line writes the same files; a folder whose certificate
  // names are taken by folders is refused, and those are left as they were.
  const std::string cli = dir.file("cli");
  auto r = runPegsat("solve --board triangle --min-moves --table --certificate " + cli);
  EXPECT_EQ(r.exitCode, 10) << r.out;
  EXPECT_NE(r.out.find(fmt::format("{} certificates in", problems.size())), std::string::npos)
      << r.out;
  for (const Certification& c : run->certificates) {
    const std::string name = std::filesystem::path(c.files.front()).filename().string();
    EXPECT_EQ(rejection(cli + "/" + name), "") << name;
  }
  const std::string taken = dir.file("taken");
  forEachBit(b.holes, [&](int s) {
    forEachBit(b.holes, [&](int f) {
      std::filesystem::create_directories(taken + "/" + b.holeName(s) + "-" + b.holeName(f) +
                                          ".cert");
    });
  });
  r = runPegsat("solve --board triangle --min-moves --table -q --certificate " + taken);
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find("not a regular file"), std::string::npos) << r.out;
  EXPECT_TRUE(std::filesystem::is_directory(taken + "/a1-a1.cert"));
}

}  // namespace
}  // namespace pegsat
