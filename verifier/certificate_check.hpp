// SPDX-License-Identifier: GPL-3.0-or-later
// The independent checker of certificates of "no solution" (certificate
// files, docs/FORMATS-CERTIFICATES.md). A parity set is checked against every
// jump line of the board, a pagoda (or each case's) against every jump, all
// found from the hole geometry alone; a levels certificate's levels are
// replayed move by move (verifier/levels_check.hpp); a DRAT certificate's CNF is compared clause by clause
// with the checker's own plain encoding of the problem in the header, and
// its proof is checked by pegsat's own DRAT checker. Nothing here uses the
// solvers, the encoders or a SAT library.
#pragma once

#include <string>

#include "peg/board.hpp"
#include "peg/certificate_file.hpp"
#include "util/budget.hpp"
#include "util/input_file.hpp"
#include "util/memory_budget.hpp"
#include "util/result.hpp"
#include "verifier/drat_check.hpp"

namespace pegsat {

struct CertificateReport {
  bool ok = false;
  CertificateKind kind = CertificateKind::Parity;
  std::string board;    // the board's name
  // The board as a verdict names it (peg/board_identity.hpp), and for a
  // board file its path and content hash (empty for a built-in board).
  std::string boardIdentity, boardFile, boardSha256;
  std::string problem;  // "start d4, finish c4"
  std::string reason;   // when not ok: why the argument fails
  // levels: the claim checked ("at least 18 moves", "no solution"), the
  // bound it proves, its unit, and the positions of its levels.
  std::string claim;
  int bound = 0;
  bool unitJumps = false;
  uint64_t positions = 0;
  // drat: the sizes and the checker's figures.
  size_t cnfClauses = 0, proofSteps = 0;
  DratStats drat;
};

// What a check may read, how long it may run and how much memory it may
// take: a CI run on strangers' files sets all three. A check that would pass
// a limit stops with an Error saying which.
struct CheckLimits {
  InputRoots roots;               // where the files a certificate names may be
  Budget budget;                  // time and stop flag; none by default
  MemoryBudget* memory = nullptr;  // shared by the checks of a run; none: no limit
};

// Checks a certificate file. An Error (file, line, problem) when it, its
// board, its CNF or its proof cannot be read, or a limit stops the check; a
// report otherwise, ok or not. With `expected` (the user's --board), a
// certificate about another board is not ok: it proves nothing about that one.
Result<CertificateReport> checkCertificateFile(const std::string& path,
                                               const CheckLimits& limits = {},
                                               const Board* expected = nullptr);

// Checks a parsed certificate of a problem on `board`; its CNF and proof are
// named relative to the folder of `certificateFile`.
Result<CertificateReport> checkCertificate(const Board& board, const Certificate& certificate,
                                           const std::string& certificateFile,
                                           const CheckLimits& limits = {});

}  // namespace pegsat
