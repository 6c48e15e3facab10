// The independent checker of certificates of "no solution" (certificate
// files, docs/FORMATS-CERTIFICATES.md). A parity set is checked against every
// jump line of the board, a pagoda (or each case's) against every jump, all
// found from the hole geometry alone; a DRAT certificate's CNF is compared clause by clause
// with the checker's own plain encoding of the problem in the header, and
// its proof is checked by pegsat's own DRAT checker. Nothing here uses the
// solvers, the encoders or a SAT library.
#pragma once

#include <string>

#include "peg/board.hpp"
#include "peg/certificate_file.hpp"
#include "util/result.hpp"
#include "verifier/drat_check.hpp"

namespace pegsat {

struct CertificateReport {
  bool ok = false;
  CertificateKind kind = CertificateKind::Parity;
  std::string board;    // the board's name
  std::string problem;  // "start d4, finish c4"
  std::string reason;   // when not ok: why the argument fails
  // drat: the sizes and the checker's figures.
  size_t cnfClauses = 0, proofSteps = 0;
  DratStats drat;
};

// Checks a certificate file. An Error (file, line, problem) when it, its
// board, its CNF or its proof cannot be read; a report otherwise, ok or not.
Result<CertificateReport> checkCertificateFile(const std::string& path);

// Checks a parsed certificate of a problem on `board`; `folder` is where its
// CNF and proof paths start from.
Result<CertificateReport> checkCertificate(const Board& board, const Certificate& certificate,
                                           const std::string& folder);

}  // namespace pegsat
