// The public API's certificates of "no solution": found by the search of
// encodings/certificate_search.hpp, written beside each other as the pegsat
// command writes them, and checked by the independent checker before the
// caller hears of them.
#include <filesystem>

#include "api/handles.hpp"
#include "encodings/certificate_search.hpp"
#include "util/atomic_file.hpp"
#include "verifier/certificate_check.hpp"

namespace pegsat::api {
namespace fs = std::filesystem;

Result<Certification> certify(const Problem& problem, const std::string& path,
                              const CertifyOptions& options) {
  try {
    const pegsat::Board& board = detail::BoardData::of(problem.board());
    const auto& [start, finish] = detail::ProblemData::of(problem);
    CertificateSearchOptions o;
    o.dratTimeoutSeconds = options.dratTimeoutSeconds;
    auto found = findCertificate(board, start, finish, o);
    if (!found) return detail::toPublic(found.error());
    Certification c;
    if (found->status == CertificateSearchStatus::Solvable) {
      c.status = Status::Solved;
      c.reason = "the problem has a solution";
      return c;
    }
    if (found->status == CertificateSearchStatus::Unknown) {
      c.reason = "no parity set or pagodas decide this problem, and CaDiCaL found no proof in time";
      return c;
    }
    Certificate& cert = found->certificate;
    c.kind = certificateKindName(cert.kind);
    c.files.push_back(path);
    auto write = [](const std::string& file, const std::string& text) -> std::optional<Error> {
      if (auto e = writeFileAtomically(file, text)) return detail::toPublic(*e);
      return std::nullopt;
    };
    if (cert.kind == CertificateKind::Drat) {
      fs::path stem(path);
      if (stem.extension() == ".cert") stem.replace_extension();
      const std::string cnf = stem.string() + ".cnf", proof = stem.string() + ".drat";
      cert.cnf = fs::path(cnf).filename().string();
      cert.proof = fs::path(proof).filename().string();
      if (auto e = write(cnf, found->cnfText)) return *e;
      if (auto e = write(proof, found->proofText)) return *e;
      c.files.push_back(cnf);
      c.files.push_back(proof);
    }
    if (auto e = write(path, formatCertificate(board, certificateBoardSpec(board, path), cert))) return *e;
    // Never hand out a certificate the independent checker rejects.
    auto report = checkCertificateFile(path);
    if (!report || !report->ok)
      return Error{path, 0,
                   "internal error: the certificate does not check: " +
                       (report ? report->reason : report.error().str())};
    c.status = Status::Impossible;
    return c;
  } catch (const std::exception& e) {
    return Error{path, 0, detail::describeFailure(e)};
  }
}

Result<CertificateVerdict> verifyCertificate(const std::string& path) {
  try {
    auto r = checkCertificateFile(path);
    if (!r) return detail::toPublic(r.error());
    return CertificateVerdict{r->ok, certificateKindName(r->kind), r->board, r->problem, r->reason};
  } catch (const std::exception& e) {
    return Error{path, 0, detail::describeFailure(e)};
  }
}

}  // namespace pegsat::api
