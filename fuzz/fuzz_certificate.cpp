// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for certificate files and their checker: any bytes parse to a
// certificate or to an error that names the file; a certificate of a parity
// set, a pagoda or pagoda cases on a built-in board is judged without the
// checker failing; one it accepts, written back by formatCertificate, reads
// back as the same argument and is accepted again. On the 15-hole triangle every position can
// be enumerated, so there an accepted certificate is also checked against the
// truth: its finish must be unreachable from its start. (DRAT certificates
// and levels certificates name files beside them; the target reads no files:
// fuzz_drat covers their proofs, fuzz_levels the levels' data.)
#include <algorithm>
#include <vector>

#include "fuzz/fuzz_check.hpp"
#include "peg/board_file.hpp"
#include "peg/certificate_file.hpp"
#include "verifier/certificate_check.hpp"

using namespace pegsat;

namespace {

// Whether `finish` can be reached from `start` on a board of at most 20
// holes, by a search over every position (bit i: the board's i-th hole).
bool reachable(const Board& b, Cells start, Cells finish) {
  std::vector<int> holes;
  for (int c = 0; c < b.cells(); ++c)
    if (b.isHole(c)) holes.push_back(c);
  auto index = [&](int cell) { return int(std::find(holes.begin(), holes.end(), cell) - holes.begin()); };
  auto pack = [&](Cells cells) {
    uint32_t p = 0;
    for (size_t i = 0; i < holes.size(); ++i) p |= uint32_t(cells >> holes[i] & 1) << i;
    return p;
  };
  std::vector<uint32_t> jumps;
  for (const Jump& j : b.jumps) jumps.push_back(1u << index(j.from) | 1u << index(j.over) | 1u << index(j.to));
  std::vector<uint32_t> from, over;
  for (const Jump& j : b.jumps) {
    from.push_back(1u << index(j.from) | 1u << index(j.over));
    over.push_back(1u << index(j.to));
  }
  std::vector<char> seen(size_t(1) << holes.size());
  std::vector<uint32_t> todo{pack(start)};
  seen[todo[0]] = 1;
  const uint32_t goal = pack(finish);
  while (!todo.empty()) {
    const uint32_t p = todo.back();
    todo.pop_back();
    if (p == goal) return true;
    for (size_t j = 0; j < jumps.size(); ++j)
      if ((p & from[j]) == from[j] && !(p & over[j]) && !seen[p ^ jumps[j]]) {
        seen[p ^ jumps[j]] = 1;
        todo.push_back(p ^ jumps[j]);
      }
  }
  return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto text = parseCertificateText(fuzz::asText(data, size), "fuzz.cert");
  if (!text) {
    PEGSAT_FUZZ_CHECK(text.error().file == "fuzz.cert", text.error().str());
    return 0;
  }
  const Board* board = fuzz::builtin(text->board ? text->board->value : "");
  if (!board) return 0;
  auto cert = resolveCertificate(*text, *board);
  if (!cert) {
    PEGSAT_FUZZ_CHECK(cert.error().file == "fuzz.cert" && cert.error().line > 0,
                      cert.error().str());
    return 0;
  }
  if (cert->kind == CertificateKind::Drat || cert->kind == CertificateKind::Levels) return 0;
  auto report = checkCertificate(*board, *cert, "");
  PEGSAT_FUZZ_CHECK(report.ok(), report ? "" : report.error().str());
  if (!report->ok) {
    PEGSAT_FUZZ_CHECK(!report->reason.empty(), "a rejected certificate without a reason");
    return 0;
  }
  if (board->holeCount() <= 20)
    PEGSAT_FUZZ_CHECK(!reachable(*board, cert->start, cert->finish),
                      "an accepted certificate of a solvable problem");
  const std::string again = formatCertificate(*board, board->name, *cert);
  auto text2 = parseCertificateText(again, "again.cert");
  PEGSAT_FUZZ_CHECK(text2.ok(), again);
  auto cert2 = resolveCertificate(*text2, *board);
  PEGSAT_FUZZ_CHECK(cert2.ok(), again);
  PEGSAT_FUZZ_CHECK(cert2->kind == cert->kind && cert2->start == cert->start &&
                        cert2->finish == cert->finish && cert2->holes == cert->holes &&
                        cert2->weights == cert->weights,
                    again);
  PEGSAT_FUZZ_CHECK(formatCertificate(*board, board->name, *cert2) == again, again);
  auto report2 = checkCertificate(*board, *cert2, "");
  PEGSAT_FUZZ_CHECK(report2.ok() && report2->ok, again);
  return 0;
}
