// SPDX-License-Identifier: GPL-3.0-or-later
// The CLI's side of certificates of "no solution" (job/certify.hpp): the
// --certificate options of solve and bench, and the certificate's report.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "cli/command.hpp"
#include "job/certify.hpp"

namespace pegsat::cli {

struct CertificateCliOptions {
  std::string path;     // solve: the certificate file; bench: the folder
  double timeout = 60;  // seconds CaDiCaL may take for a DRAT proof
};

// --certificate (with `help`) and --certificate-timeout.
void addCertificateOptions(CLI::App& app, const std::shared_ptr<CertificateCliOptions>& o,
                           const std::string& help);

// For --json ("certificate": {...}), and as a line for stderr.
nlohmann::json certificateJson(const Certification& c);
std::string certificateLine(const Certification& c);

}  // namespace pegsat::cli
