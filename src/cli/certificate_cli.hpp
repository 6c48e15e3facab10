// The CLI's side of certificates of "no solution": the --certificate options
// of solve and bench, and writing a certificate with its CNF and proof, each
// file by a rename, then checking it with the independent checker before
// anyone sees it.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "cli/command.hpp"

namespace pegsat::cli {

struct CertificateCliOptions {
  std::string path;     // solve: the certificate file; bench: the folder
  double timeout = 60;  // seconds CaDiCaL may take for a DRAT proof
};

// --certificate (with `help`) and --certificate-timeout.
void addCertificateOptions(CLI::App& app, const std::shared_ptr<CertificateCliOptions>& o,
                           const std::string& help);

struct CertificateOutcome {
  int exit = kOk;     // kOk; kInputError if a file could not be written; 3 for an internal error
  bool written = false;
  std::string kind;     // parity, pagoda, cases or drat
  std::string message;  // for stderr when not written
  double findMs = 0, checkMs = 0;
  uint64_t bytes = 0;  // the certificate and its CNF and proof
  uint64_t lemmas = 0, checkedLemmas = 0;
};

// Finds a certificate that the problem has no solution and writes it to
// `path` (a DRAT certificate's CNF and proof beside it, as PATH.cnf and
// PATH.drat without the .cert), then checks what was written. Errors print
// on stderr.
CertificateOutcome writeCertificate(const Board& board, Cells start, Cells finish,
                                    const std::string& path, double timeoutSeconds);

// The outcome for --json ("certificate": {...}), and as a line for stderr.
nlohmann::json certificateJson(const CertificateOutcome& outcome, const std::string& path);
std::string certificateLine(const CertificateOutcome& outcome, const std::string& path);

// For `solve`: writes the certificate if asked (`path` not empty) when the
// answer is "no solution"; returns 0 or the exit code of a failure.
int certifyNoSolution(const Board& board, Cells start, Cells finish,
                      const CertificateCliOptions& options, CertificateOutcome& outcome);

}  // namespace pegsat::cli
