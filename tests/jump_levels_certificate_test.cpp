// SPDX-License-Identifier: GPL-3.0-or-later
// Levels certificates in jumps: "no solution" for the problems that no
// parity set, pagoda or pagoda cases decide, from the levels of a search by
// single jumps from both ends (search/jump_levels.hpp), checked by the
// independent checker's streaming path (verifier/levels_check.hpp). The
// search's answer is compared with the depth-first solver's on every pair of
// the 15-hole triangle; the command line's solve and count write such a
// certificate once CaDiCaL has run out of time; tampered certificates, their
// hashes recomputed, are each rejected.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>

#include "encodings/certificate_search.hpp"
#include "job/levels_certificate.hpp"
#include "opened_levels.hpp"
#include "peg/certificate_file.hpp"
#include "peg/levels_data.hpp"
#include "search/jump_levels.hpp"
#include "search/solver.hpp"
#include "test_util.hpp"
#include "util/sha256.hpp"
#include "verifier/certificate_check.hpp"

namespace pegsat {
namespace {

using test::board;
using test::Opened;
using test::readText;
using test::runPegsat;
using test::TempDir;
using test::writeText;

// "" when accepted, else why not (the reason, or the error).
std::string rejection(const std::string& path) {
  auto r = checkCertificateFile(path);
  if (!r) return "error: " + r.error().str();
  return r->ok ? "" : r->reason;
}

// Every pair of the triangle: the levels by jumps meet exactly when the
// solver finds a solution, and every "no" they give is certified. The 21
// pairs that need more than parity sets and pagodas are among them.
TEST(JumpLevels, EveryTrianglePairAgreesWithTheSolverAndIsCertified) {
  const Board b = board("triangle");
  TempDir dir;
  int certified = 0, beyondPagodas = 0;
  forEachBit(b.holes, [&](int s) {
    forEachBit(b.holes, [&](int f) {
      const Cells start = b.holes & ~bitAt<Cells>(s), finish = bitAt<Cells>(f);
      const SolveResult plain = solve(b, start, finish);
      ASSERT_NE(plain.status, Outcome::Unknown);
      const JumpLevelsResult j = jumpLevels(b, start, finish);
      const std::string name = b.holeName(s) + "-" + b.holeName(f);
      if (plain.status == Outcome::Solved) {
        EXPECT_EQ(j.status, Outcome::Solved) << name;
        return;
      }
      ASSERT_EQ(j.status, Outcome::NoSolution) << name;
      ASSERT_TRUE(j.proof.has_value());
      EXPECT_EQ(j.proof->bound, popcount(start) - popcount(finish) + 1);
      const std::string p = dir.file(name + ".cert");
      auto c = writeLevelsCertificate({b, start, finish}, *j.proof, true, p);
      ASSERT_TRUE(c.ok()) << c.error().str();
      EXPECT_EQ(c->bug, "") << name;
      EXPECT_EQ(c->outcome, Outcome::NoSolution) << name;
      EXPECT_EQ(c->claim, "no solution") << name;
      EXPECT_EQ(rejection(p), "") << name;
      ++certified;
      CertificateSearchOptions noDrat;
      noDrat.drat = false;
      auto found = findCertificate(b, start, finish, noDrat);
      ASSERT_TRUE(found.ok());
      beyondPagodas += found->status == Outcome::Unknown;
    });
  });
  EXPECT_EQ(certified, 171);     // the impossible pairs (docs/CERTIFICATES.md)
  EXPECT_EQ(beyondPagodas, 21);  // those that took DRAT proofs
}

// Triangle b4 -> a5, the hardest of the 21 (docs/CERTIFICATES.md), by the
// command line with CaDiCaL given no time: a levels certificate in jumps.
class JumpLevelsTriangle : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = new TempDir();
    path_ = new std::string(dir_->file("b4-a5.cert"));
    out_ = new std::string(runPegsat("solve --board triangle --start b4 --finish a5 "
                                     "--certificate-timeout 0.001 --certificate " +
                                     *path_)
                               .out);
  }
  static void TearDownTestSuite() {
    delete out_;
    delete path_;
    delete dir_;
  }
  static TempDir* dir_;
  static std::string* path_;
  static std::string* out_;
};
TempDir* JumpLevelsTriangle::dir_ = nullptr;
std::string* JumpLevelsTriangle::path_ = nullptr;
std::string* JumpLevelsTriangle::out_ = nullptr;

TEST_F(JumpLevelsTriangle, SolveWritesALevelsCertificateInJumps) {
  const std::string text = readText(*path_);
  EXPECT_NE(text.find("kind: levels"), std::string::npos) << text << *out_;
  EXPECT_NE(text.find("unit: jumps"), std::string::npos) << text;
  EXPECT_NE(text.find("bound: 14"), std::string::npos) << text;  // 13 jumps: none
  auto r = runPegsat("verify --certificate " + *path_);
  EXPECT_EQ(r.exitCode, 0) << r.out;
  EXPECT_NE(r.out.find("no solution"), std::string::npos) << r.out;
}

TEST_F(JumpLevelsTriangle, CountWritesOneToo) {
  const std::string p = dir_->file("count.cert");
  auto r = runPegsat(
      "count --board triangle --start b4 --finish a5 --json "
      "--certificate-timeout 0.001 --certificate " +
      p);
  EXPECT_EQ(r.exitCode, 0) << r.out;  // a count is an answer whatever it is
  EXPECT_NE(r.out.find("\"solutions\": \"0\""), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"kind\": \"levels\""), std::string::npos) << r.out;
  EXPECT_EQ(rejection(p), "");
  // A parity certificate where one decides, as solve writes.
  r = runPegsat("count --board english --start d4 --finish c4 -q --certificate " + p);
  EXPECT_EQ(r.exitCode, 0) << r.out;
  EXPECT_NE(readText(p).find("kind: parity"), std::string::npos);
}

TEST_F(JumpLevelsTriangle, APositionRemovedFromAMiddleLevelIsCaughtByTheClosure) {
  for (bool forward : {true, false}) {
    Opened o = Opened::read(*path_);
    const int d = o.depth(forward);
    ASSERT_GE(d, 2);
    int middle = 1;
    for (int k = 1; k < d; ++k)
      if (o.levels[o.at(forward, k)].size() > o.levels[o.at(forward, middle)].size()) middle = k;
    auto& level = o.levels[o.at(forward, middle)];
    ASSERT_GT(level.size(), 1u);
    level.erase(level.begin() + long(level.size() / 2));
    const std::string p = dir_->file("removed.cert");
    o.write(p);
    const std::string why = rejection(p);
    const std::string side = forward ? "forward" : "backward";
    EXPECT_NE(why.find(fmt::format("({} level {})", side, middle - 1)), std::string::npos) << why;
    EXPECT_NE(why.find("in no " + side + " level"), std::string::npos) << why;
  }
}

TEST_F(JumpLevelsTriangle, ALevelShiftedOneDepthIsRejected) {
  Opened o = Opened::read(*path_);
  ASSERT_GE(o.depth(true), 3);
  std::swap(o.levels[o.at(true, 1)], o.levels[o.at(true, 2)]);
  const std::string p = dir_->file("shifted.cert");
  o.write(p);
  EXPECT_NE(rejection(p).find("pegs, not the"), std::string::npos) << rejection(p);
}

TEST_F(JumpLevelsTriangle, AnInvalidPagodaIsRejected) {
  Opened o = Opened::read(*path_);
  ASSERT_FALSE(o.cert.pagodas.empty());
  o.cert.pagodas[0].weights[size_t(*o.board.parseHole("c3"))] += 1000;
  const std::string p = dir_->file("pagoda.cert");
  o.write(p);
  EXPECT_NE(rejection(p).find("not a pagoda"), std::string::npos) << rejection(p);
}

TEST_F(JumpLevelsTriangle, TheBoundRaisedOrAnotherProblemIsRejected) {
  Opened o = Opened::read(*path_);
  const std::string p = dir_->file("bound.cert");
  o.cert.bound += 1;
  o.write(p);
  EXPECT_NE(rejection(p).find("not the bound 15"), std::string::npos) << rejection(p);
  // An empty backward level more to make the sums agree: the last level's
  // reverse jumps then have nowhere to go.
  o.levels.push_back({});
  o.cert.levels.push_back({false, o.depth(false) + 1, 0, 0, "", 0});
  o.write(p);
  EXPECT_NE(rejection(p).find("in no backward level"), std::string::npos) << rejection(p);

  for (auto [from, to] : {std::pair{"start: b4", "start: a5"},
                          {"finish: a5", "finish: b4"},
                          {"board: triangle", "board: english"}}) {
    Opened other = Opened::read(*path_);
    const std::string q = dir_->file("other.cert");
    other.write(q);
    std::string text = readText(q);
    const size_t at = text.find(from);
    ASSERT_NE(at, std::string::npos) << text;
    text.replace(at, std::string(from).size(), to);
    writeText(q, text);
    EXPECT_NE(rejection(q), "") << to;
  }
}

TEST_F(JumpLevelsTriangle, UnsortedPositionsAreRejected) {
  Opened o = Opened::read(*path_);
  size_t big = 0;
  for (size_t i = 0; i < o.levels.size(); ++i)
    if (o.levels[i].size() > o.levels[big].size()) big = i;
  ASSERT_GT(o.levels[big].size(), 2u);
  std::swap(o.levels[big][0], o.levels[big][1]);
  const std::string p = dir_->file("unsorted.cert");
  o.write(p);
  EXPECT_NE(rejection(p).find("not sorted"), std::string::npos) << rejection(p);
}

TEST_F(JumpLevelsTriangle, ALevelThatMeetsTheOtherSideIsRejected) {
  Opened o = Opened::read(*path_);
  const int a = o.depth(true), b = o.depth(false);
  // The last levels hold one peg count; a backward position put into the
  // last forward level, whose jumps are not checked, can only be caught by
  // the merge of the two.
  ASSERT_FALSE(o.levels[o.at(false, b)].empty());
  const Cells stranger = o.levels[o.at(false, b)][0];
  auto& last = o.levels[o.at(true, a)];
  last.insert(std::lower_bound(last.begin(), last.end(), stranger), stranger);
  const std::string p = dir_->file("meets.cert");
  o.write(p);
  EXPECT_NE(rejection(p).find(fmt::format("is in forward level {} and backward level {}", a, b)),
            std::string::npos)
      << rejection(p);
}

}  // namespace
}  // namespace pegsat
