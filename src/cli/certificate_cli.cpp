#include "cli/certificate_cli.hpp"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "util/atomic_file.hpp"
#include "encodings/certificate_search.hpp"
#include "peg/board_file.hpp"
#include "verifier/certificate_check.hpp"

namespace pegsat::cli {
namespace {

namespace fs = std::filesystem;


// A reader never sees half a file (util/atomic_file.hpp).
bool writeAtomically(const std::string& path, const std::string& text) {
  return !writeFileAtomically(path, text);
}

}  // namespace

void addCertificateOptions(CLI::App& app, const std::shared_ptr<CertificateCliOptions>& o,
                           const std::string& help) {
  app.add_option("--certificate", o->path, help);
  app.add_option("--certificate-timeout", o->timeout,
                 "Seconds CaDiCaL may take to find a DRAT proof, when no parity set or pagodas "
                 "decide (0: no limit)")
      ->capture_default_str()
      ->check(number(0, 1e9));
}

CertificateOutcome writeCertificate(const Board& board, Cells start, Cells finish,
                                    const std::string& path, double timeoutSeconds) {
  CertificateOutcome out;
  const auto t0 = std::chrono::steady_clock::now();
  CertificateSearchOptions options;
  options.dratTimeoutSeconds = timeoutSeconds;
  auto found = findCertificate(board, start, finish, options);
  out.findMs = msSince(t0);
  if (!found) {
    out.exit = reportError(found.error());
    return out;
  }
  if (found->status == CertificateSearchStatus::Solvable) {
    fmt::print(stderr,
               "pegsat: internal error: the plain CNF of a problem said to have no solution is "
               "satisfiable\n");
    out.exit = 3;
    return out;
  }
  if (found->status == CertificateSearchStatus::Unknown) {
    out.message = fmt::format(
        "no certificate: no parity set or pagodas decide this problem, and CaDiCaL found no "
        "proof in {} s (--certificate-timeout)",
        timeoutSeconds);
    return out;
  }
  Certificate& c = found->certificate;
  out.kind = certificateKindName(c.kind);
  auto fail = [&](const std::string& file) {
    out.exit = reportError({file, 0, "cannot write the file"});
    return out;
  };
  if (c.kind == CertificateKind::Drat) {
    fs::path stem(path);
    if (stem.extension() == ".cert") stem.replace_extension();
    const std::string cnf = stem.string() + ".cnf", proof = stem.string() + ".drat";
    c.cnf = fs::path(cnf).filename().string();
    c.proof = fs::path(proof).filename().string();
    if (!writeAtomically(cnf, found->cnfText)) return fail(cnf);
    if (!writeAtomically(proof, found->proofText)) return fail(proof);
    out.bytes += found->cnfText.size() + found->proofText.size();
  }
  const std::string text = formatCertificate(board, certificateBoardSpec(board, path), c);
  if (!writeAtomically(path, text)) return fail(path);
  out.bytes += text.size();

  // Never hand out a certificate the independent checker rejects.
  const auto t1 = std::chrono::steady_clock::now();
  auto report = checkCertificateFile(path);
  out.checkMs = msSince(t1);
  if (!report || !report->ok) {
    fmt::print(stderr, "pegsat: internal error: the certificate {} does not check: {}\n", path,
               report ? report->reason : report.error().str());
    out.exit = 3;
    return out;
  }
  out.lemmas = report->drat.lemmas;
  out.checkedLemmas = report->drat.checked;
  out.written = true;
  return out;
}

nlohmann::json certificateJson(const CertificateOutcome& o, const std::string& path) {
  if (!o.written) return {{"written", false}, {"reason", o.message}};
  return {{"written", true},          {"file", path},         {"kind", o.kind},
          {"find_ms", o.findMs},      {"check_ms", o.checkMs}, {"bytes", o.bytes},
          {"proof_lemmas", o.lemmas}, {"checked_lemmas", o.checkedLemmas}};
}

std::string certificateLine(const CertificateOutcome& o, const std::string& path) {
  if (!o.written) return o.message;
  return fmt::format("certificate: {} ({}), found in {:.1f} ms, checked in {:.1f} ms, {} bytes",
                     path, o.kind, o.findMs, o.checkMs, o.bytes);
}

int certifyNoSolution(const Board& board, Cells start, Cells finish,
                      const CertificateCliOptions& options, CertificateOutcome& outcome) {
  if (options.path.empty()) return kOk;
  outcome = writeCertificate(board, start, finish, options.path, options.timeout);
  return outcome.exit;
}

}  // namespace pegsat::cli
