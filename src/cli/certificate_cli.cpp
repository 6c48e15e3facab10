// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/certificate_cli.hpp"

namespace pegsat::cli {
void addCertificateOptions(CLI::App& app, const std::shared_ptr<CertificateCliOptions>& o,
                           const std::string& help) {
  app.add_option("--certificate", o->path, help);
  app.add_option("--certificate-timeout", o->timeout,
                 "Seconds CaDiCaL may take to find a DRAT proof, when no parity set or pagodas "
                 "decide (0: no limit); past it, the levels of a search by jumps")
      ->capture_default_str()
      ->check(number(0, 1e9));
}

nlohmann::json certificateJson(const Certification& c) {
  if (c.outcome != Outcome::NoSolution && c.claim.empty())
    return {{"written", false}, {"reason", c.reason}};
  nlohmann::json j = {{"written", true},          {"file", c.files.front()}, {"kind", c.kind},
                      {"find_ms", c.findMs},      {"check_ms", c.checkMs},   {"bytes", c.bytes},
                      {"proof_lemmas", c.lemmas}, {"checked_lemmas", c.checkedLemmas}};
  if (!c.claim.empty()) j["claim"] = c.claim;
  return j;
}

std::string certificateLine(const Certification& c) {
  if (c.outcome != Outcome::NoSolution && c.claim.empty()) return "no certificate: " + c.reason;
  return fmt::format("certificate: {} ({}{}), found in {:.1f} ms, checked in {:.1f} ms, {} bytes",
                     c.files.front(), c.kind, c.claim.empty() ? "" : ": " + c.claim, c.findMs,
                     c.checkMs, c.bytes);
}

}  // namespace pegsat::cli
