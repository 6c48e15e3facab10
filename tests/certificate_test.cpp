// SPDX-License-Identifier: GPL-3.0-or-later
// Certificates of "no solution": every impossible single-vacancy problem of
// the English board and of the triangle gets one that the independent checker
// accepts; mutated certificates are rejected; pegsat's DRAT checker agrees
// with CaDiCaL on random formulas.
#include <fstream>
#include <random>
#include <set>

#include "encodings/certificate_search.hpp"
#include "encodings/drat_proof.hpp"
#include "peg/certificate_file.hpp"
#include "peg/pagoda.hpp"
#include "peg/position_class.hpp"
#include "search/solver.hpp"
#include "test_util.hpp"
#include "util/text.hpp"
#include "verifier/certificate_check.hpp"
#include "verifier/clause_file.hpp"
#include "verifier/drat_check.hpp"

namespace pegsat {
namespace {

using test::board;
using test::runPegsat;
using test::readText;
using test::TempDir;
using test::writeText;

// Every single-vacancy start and single-peg finish, solved by the native
// solver; the impossible ones get a certificate that is written and checked.
struct PairTally {
  int impossible = 0, parity = 0, pagoda = 0, drat = 0, failed = 0;
};

PairTally certifyAllPairs(const Board& b, const TempDir& dir, bool drat) {
  PairTally t;
  forEachBit(b.holes, [&](int s) {
    forEachBit(b.holes, [&](int f) {
      const Cells start = b.holes & ~bitAt<Cells>(s), finish = bitAt<Cells>(f);
      const SolveResult r = solve(b, start, finish);
      CertificateSearchOptions o;
      o.drat = drat && r.status == Outcome::NoSolution;
      auto found = findCertificate(b, start, finish, o);
      ASSERT_TRUE(found.ok());
      if (r.status != Outcome::NoSolution) {
        // Soundness: no parity set or pagodas can exist for a solvable problem.
        EXPECT_NE(found->status, Outcome::NoSolution)
            << b.holeName(s) << " to " << b.holeName(f);
        return;
      }
      ++t.impossible;
      if (found->status != Outcome::NoSolution) {
        ++t.failed;
        return;
      }
      Certificate c = found->certificate;
      const std::string stem = b.name + "-" + b.holeName(s) + "-" + b.holeName(f);
      if (c.kind == CertificateKind::Drat) {
        c.cnf = stem + ".cnf", c.proof = stem + ".drat";
        writeText(dir.file(c.cnf), found->cnfText);
        writeText(dir.file(c.proof), found->proofText);
      }
      const std::string path = dir.file(stem + ".cert");
      writeText(path, formatCertificate(b, b.name, c));
      auto report = checkCertificateFile(path);
      ASSERT_TRUE(report.ok()) << report.error().str();
      EXPECT_TRUE(report->ok) << stem << ": " << report->reason;
      (c.kind == CertificateKind::Parity   ? t.parity
       : c.kind == CertificateKind::Pagoda ? t.pagoda
                                           : t.drat)++;
    });
  });
  return t;
}

// 964 of the English board's 1,089 single-vacancy, single-survivor problems
// are impossible, all of them by de Bruijn's position classes.
TEST(Certificate, EveryImpossibleEnglishPairHasAParityCertificate) {
  TempDir dir;
  const PairTally t = certifyAllPairs(board("english"), dir, false);
  EXPECT_EQ(t.impossible, 964);
  EXPECT_EQ(t.parity, 964);
  EXPECT_EQ(t.failed, 0);
}

// 171 of the 15-hole triangle's 225 are impossible; each gets a certificate
// of some kind.
TEST(Certificate, EveryImpossibleTrianglePairHasACertificate) {
  TempDir dir;
  const PairTally t = certifyAllPairs(board("triangle"), dir, true);
  EXPECT_EQ(t.impossible, 171);
  EXPECT_EQ(t.parity + t.pagoda + t.drat, 171);
  EXPECT_EQ(t.failed, 0);
  EXPECT_GT(t.drat, 0);  // position classes and one pagoda do not decide them all
}

// The 1x5 strip: some problems lie in the same position class and still have
// no solution; their certificate is a pagoda or a DRAT proof.
TEST(Certificate, StripProblemsInOneClassGetAPagodaOrDrat) {
  TempDir dir;
  auto b = parseBoard("name: strip\nooooo\n", dir.file("strip.txt"));
  ASSERT_TRUE(b.ok());
  int sameClass = 0;
  forEachBit(b->holes, [&](int s) {
    forEachBit(b->holes, [&](int f) {
      const Cells start = b->holes & ~bitAt<Cells>(s), finish = bitAt<Cells>(f);
      if (paritySet(*b, start, finish) || solve(*b, start, finish).status != Outcome::NoSolution)
        return;
      ++sameClass;
      auto found = findCertificate(*b, start, finish);
      ASSERT_TRUE(found.ok());
      ASSERT_EQ(found->status, Outcome::NoSolution);
      EXPECT_NE(found->certificate.kind, CertificateKind::Parity);
    });
  });
  EXPECT_GT(sameClass, 0);
}

// One certificate of each kind, written by the CLI, and mutated copies that
// the checker must reject with exit 1.
TEST(Certificate, MutatedCertificatesAreRejected) {
  TempDir dir;
  auto replaceLine = [](std::string text, const std::string& key, const std::string& line) {
    const size_t at = text.find(key + ":");
    EXPECT_NE(at, std::string::npos) << key;
    return text.replace(at, text.find('\n', at) - at, line);
  };
  auto expectExit = [&](const std::string& path, int code, const std::string& words) {
    auto r = runPegsat("verify --certificate " + path);
    EXPECT_EQ(r.exitCode, code) << path << "\n" << r.out;
    EXPECT_NE(r.out.find(words), std::string::npos) << r.out;
  };

  // Parity: English, centre to c4. Dropping a hole from S leaves a jump line
  // through it with one hole of S; another finish (d4, solvable) must fail.
  const std::string parity = dir.file("parity.cert");
  ASSERT_EQ(runPegsat("solve -q --start d4 --finish c4 --certificate " + parity).exitCode, 20);
  const std::string good = readText(parity);
  EXPECT_NE(good.find("kind: parity"), std::string::npos) << good;
  expectExit(parity, 0, "ok: parity");
  const std::string holes = good.substr(good.find("holes: ") + 7);
  writeText(dir.file("dropped.cert"),
            replaceLine(good, "holes", "holes: " + holes.substr(holes.find(' ') + 1)));
  expectExit(dir.file("dropped.cert"), 1, "holds 1 hole of the set");
  writeText(dir.file("other.cert"), replaceLine(good, "finish", "finish: d4"));
  expectExit(dir.file("other.cert"), 1, "invalid");

  // Pagoda: the triangle problem a1 to b2 is in one class (solvable ones
  // aside, a pagoda is what the search tries next).
  const std::string strip = dir.file("strip.txt", "name: strip\nooooo\n");
  const std::string pagoda = dir.file("pagoda.cert");
  bool sawPagoda = false, sawDrat = false;
  std::string dratPath;
  for (const char* start : {"a1", "b1", "c1", "d1", "e1"})
    for (const char* finish : {"a1", "b1", "c1", "d1", "e1"}) {
      const std::string path = dir.file(std::string("strip-") + start + finish + ".cert");
      auto r = runPegsat("solve -q --board " + strip + " --start " + start + " --finish " +
                         finish + " --certificate " + path);
      if (r.exitCode != 20) continue;
      const std::string text = readText(path);
      if (text.find("kind: pagoda") != std::string::npos && !sawPagoda) {
        sawPagoda = true;
        writeText(pagoda, text);
      }
      if (text.find("kind: drat") != std::string::npos && !sawDrat) sawDrat = true, dratPath = path;
    }
  if (sawPagoda) {
    expectExit(pagoda, 0, "ok: pagoda");
    // A weight raised by 1000 makes every jump into that hole gain weight.
    std::string text = readText(pagoda);
    const size_t eq = text.find('=', text.find("weights:"));
    const size_t end = text.find_first_of(" \n", eq);
    const long long w = std::stoll(text.substr(eq + 1, end - eq - 1));
    writeText(dir.file("weight.cert"), text.replace(eq + 1, end - eq - 1, std::to_string(w + 1000)));
    expectExit(dir.file("weight.cert"), 1, "raises the weight");
  }

  // DRAT: a triangle problem that neither parity nor pagoda decides.
  const std::string drat = dir.file("drat.cert");
  int found = 0;
  for (const char* finish : {"c3", "b2", "c5", "a3", "e5", "c4", "b3", "a5", "b5"}) {
    auto r = runPegsat("solve -q --board triangle --start a1 --finish " + std::string(finish) +
                       " --certificate " + drat);
    if (r.exitCode == 20 && readText(drat).find("kind: drat") != std::string::npos) {
      found = 1;
      break;
    }
  }
  ASSERT_TRUE(found) << "no triangle problem from a1 needed DRAT";
  expectExit(drat, 0, "ok: drat");
  const std::string cert = readText(drat);
  const std::string cnfFile = dir.file("drat.cnf"), proofFile = dir.file("drat.drat");
  const std::string cnf = readText(cnfFile), proof = readText(proofFile);

  // The proof without its last line, the empty clause.
  std::string cut = proof.substr(0, proof.rfind('\n', proof.size() - 2) + 1);
  writeText(proofFile, cut);
  expectExit(drat, 1, "no empty clause");
  writeText(proofFile, proof);

  // A clause of the CNF changed: the first binary clause's first literal negated.
  std::string changed = cnf;
  size_t line = changed.find("\n-");
  ASSERT_NE(line, std::string::npos);
  changed.erase(line + 1, 1);
  writeText(cnfFile, changed);
  expectExit(drat, 1, "is not in the encoding");
  writeText(cnfFile, cnf);

  // The header naming another problem, or another step count.
  writeText(drat, replaceLine(cert, "finish", "finish: a1"));
  expectExit(drat, 1, "invalid");
  writeText(drat, replaceLine(cert, "steps", "steps: 12"));
  expectExit(drat, 1, "13 jumps");
  writeText(drat, cert);
  expectExit(drat, 0, "ok: drat");
}

// Three families of the diamond board that neither a parity set nor one
// pagoda decides, and that took the depth-first search and the exact count
// minutes (the count found no solution for each: docs/BIG-BOARDS.md), get a
// pagoda for each first and last jump: every image under the board's
// symmetries, checked by the independent checker.
TEST(Certificate, PagodaCasesDecideThreeDiamondFamilies) {
  TempDir dir;
  const Board& b = board("diamond");
  std::set<std::pair<Cells, Cells>> problems;
  for (auto [s, f] : {std::pair{"a5", "i5"}, {"a5", "f2"}, {"b4", "e9"}})
    for (size_t k = 0; k < b.symmetries.size(); ++k)
      problems.insert({b.apply(int(k), bitAt<Cells>(*b.parseHole(s))),
                       b.apply(int(k), bitAt<Cells>(*b.parseHole(f)))});
  EXPECT_EQ(problems.size(), 20u);
  for (auto [vacancy, peg] : problems) {
    const std::string name = b.holeNames(vacancy) + "-" + b.holeNames(peg);
    CertificateSearchOptions noDrat;
    noDrat.drat = false;
    auto found = findCertificate(b, b.holes & ~vacancy, peg, noDrat);
    ASSERT_TRUE(found.ok());
    ASSERT_EQ(found->status, Outcome::NoSolution) << name;
    EXPECT_EQ(found->certificate.kind, CertificateKind::Cases) << name;
    const std::string path = dir.file(name + ".cert");
    writeText(path, formatCertificate(b, b.name, found->certificate));
    auto report = checkCertificateFile(path);
    ASSERT_TRUE(report.ok()) << report.error().str();
    EXPECT_TRUE(report->ok) << name << ": " << report->reason;
  }
}

// Cases are sound only if no solvable problem gets them: no single-vacancy
// problem of the English board or of the 21-hole triangle that the search
// without pagodas (which does not try cases) solves may get one.
TEST(Certificate, NoSolvableProblemHasPagodaCases) {
  for (const char* name : {"english", "triangle21"}) {
    const Board& b = board(name);
    int sameClass = 0, solvable = 0;
    forEachBit(b.holes, [&](int s) {
      forEachBit(b.holes, [&](int f) {
        const Cells start = b.holes & ~bitAt<Cells>(s), finish = bitAt<Cells>(f);
        if (paritySet(b, start, finish)) return;
        ++sameClass;
        SolveOptions plain;
        plain.pagodas = false;
        if (solve(b, start, finish, plain).status != Outcome::Solved) return;
        ++solvable;
        EXPECT_FALSE(findPagodaCases(b, start, finish))
            << name << " " << b.holeName(s) << " to " << b.holeName(f);
      });
    });
    EXPECT_GT(solvable, 0) << name;
    EXPECT_LE(solvable, sameClass) << name;
  }
}

// The CLI on one of them: the JSON says how it was decided, the certificate
// is of the cases kind, and mutated copies are rejected with the reason.
TEST(Certificate, PagodaCasesFromTheCliAndMutated) {
  TempDir dir;
  const std::string cert = dir.file("cases.cert");
  auto r = runPegsat("solve --json --board diamond --start a5 --finish f2 --certificate " + cert);
  ASSERT_EQ(r.exitCode, 20) << r.out;
  EXPECT_NE(r.out.find("\"decided_by_pagoda_cases\": true"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"kind\": \"cases\""), std::string::npos) << r.out;
  const std::string good = readText(cert);
  auto expectRejected = [&](const std::string& text, int code, const std::string& words) {
    writeText(dir.file("bad.cert"), text);
    auto v = runPegsat("verify --certificate " + dir.file("bad.cert"));
    EXPECT_EQ(v.exitCode, code) << text << v.out;
    EXPECT_NE(v.out.find(words), std::string::npos) << v.out;
  };
  expectRejected(good, 0, "ok: cases");
  // a5 -> f2 has one first jump and two last ones: two cases.
  const size_t first = good.find("case:"), second = good.find("case:", first + 1);
  ASSERT_NE(second, std::string::npos) << good;
  const std::string firstLine = good.substr(first, second - first);
  expectRejected(good.substr(0, second), 1, "no case for the first jump c5-a5");
  expectRejected(good + firstLine, 1, "is given twice");
  expectRejected(good.substr(0, first) + "case: a5-c5" + good.substr(first + 11), 1,
                 "not a jump the start allows");
  // Every weight of the first case set to `to`, or only the one of `hole`.
  auto weights = [&](const std::string& to, const std::string& hole) {
    std::string out = good.substr(0, first);
    for (std::string_view w : words(firstLine)) {
      const size_t eq = w.find('=');
      const bool set = eq != std::string_view::npos && (hole.empty() || w.substr(0, eq) == hole);
      out += std::string(set ? w.substr(0, eq + 1) : w) + (set ? to : "") + " ";
    }
    return out + "\n" + good.substr(second);
  };
  expectRejected(weights("1000", "e5"), 1, "raises the weight");
  expectRejected(weights("0", ""), 1, "the latter must weigh more");
  expectRejected(good + "weights: a5=1\n", 2, "does not belong");
  expectRejected(good.substr(0, first) + "case: c5-a5\n", 2, "a case is a first jump");
  expectRejected(good.substr(0, first) + "case: c5-a5 zz-f2 e1=0\n", 2, "a jump is 'from-to'");
}

// Unreadable certificates, CNFs and proofs: exit 2 with file and line.
TEST(Certificate, BadInputIsReportedWithFileAndLine) {
  TempDir dir;
  const std::string cert = dir.file("t.cert");
  // a1 to b3: decided by neither parity nor pagoda, so a DRAT certificate.
  ASSERT_EQ(runPegsat("solve -q --board triangle --start a1 --finish b3 --certificate " + cert)
                .exitCode,
            20);
  const std::string text = readText(cert);
  struct Case {
    std::string certificate, cnf, proof;  // empty: unchanged
    std::string words;
  } cases[] = {
      {"board: triangle\nstart: a1\n", "", "", "no 'finish:' line"},
      {text + "holes: a1\n", "", "", "does not belong"},
      {"board: triangle\nstart: a1\nfinish: e5\nkind: magic\n", "", "", "t.cert:4: kind is"},
      {"board: triangle\nstart: a1\nfinish: e5\nkind: pagoda\nweights: a1=1 b2=x\n", "", "",
       "t.cert:5: the weight of b2"},
      {"board: triangle\nstart: a1\nfinish: e5\nkind: pagoda\nweights: a1=1\n", "", "",
       "t.cert:5: no weight for"},
      {"board: triangle\nstart: z9\nfinish: e5\nkind: parity\nholes: a1\n", "", "",
       "t.cert:2: 'z9'"},
      {"garbage\n", "", "", "t.cert:1: expected 'key: value'"},
  };
  for (const Case& c : cases) {
    writeText(cert, c.certificate);
    auto r = runPegsat("verify --certificate " + cert);
    EXPECT_EQ(r.exitCode, 2) << c.certificate << r.out;
    EXPECT_NE(r.out.find(c.words), std::string::npos) << r.out;
  }
  // A DRAT certificate with a broken CNF or proof.
  const std::string cnf = dir.file("drat.cnf", "p cnf 2 1\n1 2 0\n");
  const std::string proof = dir.file("drat.drat", "1 0\n0\n");
  writeText(cert,
            "board: triangle\nstart: a1\nfinish: e5\nkind: drat\nsteps: 13\ncnf: drat.cnf\nproof: "
            "drat.drat\n");
  struct Broken {
    std::string cnf, proof, words;
  } broken[] = {
      {"p cnf 2 1\n1 2\n", "0\n", "drat.cnf:2: the clause has no closing 0"},
      {"p cnf 2 1\n1 3 0\n", "0\n", "drat.cnf:2: a literal out of range"},
      {"p cnf 2 2\n1 2 0\n", "0\n", "says 2 clauses, the file has 1"},
      {"1 2 0\n", "0\n", "drat.cnf:1: no 'p cnf' line"},
      {"p cnf 2 1\n1 2 0\n", "1 0\n-1 x 0\n", "drat.drat:2: unexpected 'x'"},
      {"p cnf 2 1\n1 2 0\n", "1 0\n-1 2", "drat.drat:2: the clause has no closing 0"},
      {"p cnf 2 1\n1 2 0\n", "a\x02\x01", "binary DRAT"},
      {"p cnf 2 1\n1 2 0\n", "", "drat.drat: cannot open"},
  };
  for (const Broken& c : broken) {
    writeText(cnf, c.cnf);
    if (c.proof.empty())
      std::filesystem::remove(proof);
    else
      writeText(proof, c.proof);
    auto r = runPegsat("verify --certificate " + cert);
    EXPECT_EQ(r.exitCode, 2) << c.cnf << c.proof << r.out;
    EXPECT_NE(r.out.find(c.words), std::string::npos) << r.out;
  }
}

ClauseList clauses(const std::string& text) {
  auto l = readDratProof(text, "test");
  EXPECT_TRUE(l.ok()) << l.error().str();
  return l ? *l : ClauseList{};
}

std::string dimacsBody(const Cnf& cnf) {
  std::string s;
  for (const Clause& c : cnf.clauses) {
    for (Lit l : c) s += std::to_string(l) + " ";
    s += "0\n";
  }
  return s;
}

// Random 3-CNFs at the satisfiability threshold (4.26 clauses a variable),
// half satisfiable: the checker accepts CaDiCaL's proof of each unsatisfiable
// one and rejects it cut short; for a satisfiable one it rejects every
// "proof" that ends in the empty clause.
TEST(DratChecker, AgreesWithCadicalOnRandomFormulas) {
  std::mt19937 rng(2014);
  int unsat = 0, sat = 0;
  std::string lastUnsatProof;
  for (int round = 0; round < 40; ++round) {
    const int n = 30 + round % 20;
    Cnf cnf;
    cnf.vars = n;
    for (int i = 0; i < n * 426 / 100; ++i) {
      Clause c;
      while (c.size() < 3) {
        int v = int(rng() % n) + 1;
        if (std::find(c.begin(), c.end(), v) != c.end() ||
            std::find(c.begin(), c.end(), -v) != c.end())
          continue;
        c.push_back(rng() % 2 ? v : -v);
      }
      cnf.add(c);
    }
    const ClauseList formula = clauses(dimacsBody(cnf));
    DratRun run = refuteWithCadical(cnf);
    ASSERT_NE(run.outcome, Outcome::Unknown);
    if (run.outcome == Outcome::NoSolution) {
      ++unsat;
      DratReport ok = checkDrat(n, formula, clauses(run.proof));
      EXPECT_TRUE(ok.ok) << round << ": " << ok.reason;
      EXPECT_GT(ok.stats.checked, 0u);
      EXPECT_FALSE(checkDrat(n, formula, clauses(run.proof.substr(
                                             0, run.proof.rfind('\n', run.proof.size() - 2) + 1)))
                       .ok);
      EXPECT_FALSE(checkDrat(n, formula, clauses("0\n")).ok);
      lastUnsatProof = run.proof;
    } else {
      ++sat;
      EXPECT_FALSE(checkDrat(n, formula, clauses("0\n")).ok);
      if (!lastUnsatProof.empty()) {
        EXPECT_FALSE(checkDrat(n, formula, clauses(lastUnsatProof)).ok) << round;
      }
      // The units of the negation of every literal, then the empty clause.
      std::string units;
      for (int v = 1; v <= n; ++v) units += std::to_string(v) + " 0\n-" + std::to_string(v) + " 0\n";
      EXPECT_FALSE(checkDrat(n, formula, clauses(units + "0\n")).ok);
    }
  }
  EXPECT_GT(unsat, 5);
  EXPECT_GT(sat, 5);
}

// The example formula of DRAT-trim's documentation (Wetzler, Heule, Hunt):
// its lemma -1 is not implied by unit propagation but is a RAT on -1, and
// the proof deletes clauses before its next lemma.
TEST(DratChecker, ChecksRatOnTheFirstLiteralAndHonoursDeletions) {
  const ClauseList f = clauses(
      "1 2 -3 0\n-1 -2 3 0\n2 3 -4 0\n-2 -3 4 0\n1 3 4 0\n-1 -3 -4 0\n-1 2 4 0\n1 -2 -4 0\n");
  const DratReport ok =
      checkDrat(4, f, clauses("-1 0\nd -1 -2 3 0\nd -1 -3 -4 0\nd -1 2 4 0\n2 0\n0\n"));
  EXPECT_TRUE(ok.ok) << ok.reason;
  EXPECT_EQ(ok.stats.rat, 1u);
  EXPECT_EQ(ok.stats.deletions, 3u);
  // Without the RAT lemma the empty clause does not follow, at its line.
  const DratReport missing = checkDrat(4, f, clauses("2 0\n0\n"));
  EXPECT_FALSE(missing.ok);
  EXPECT_EQ(missing.line, 2);
  // 3 is a RAT too, but refutes nothing with the formula.
  EXPECT_FALSE(checkDrat(4, f, clauses("3 0\n0\n")).ok);
}

}  // namespace
}  // namespace pegsat
