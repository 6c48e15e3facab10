// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/levels_certificate.hpp"

#include <fmt/format.h>

#include <filesystem>

#include "peg/certificate_file.hpp"
#include "peg/levels_data.hpp"
#include "util/atomic_file.hpp"
#include "util/sha256.hpp"
#include "verifier/certificate_check.hpp"

namespace pegsat {

std::string levelsDataPath(const std::string& path) {
  std::filesystem::path stem(path);
  if (stem.extension() == ".cert") stem.replace_extension();
  return stem.string() + ".levels";
}

Result<Certification> writeLevelsCertificate(const Problem& problem, const LevelsProof& proof,
                                             bool unitJumps, const std::string& path,
                                             const Limits& limits) {
  const Board& board = problem.board;
  const auto t0 = std::chrono::steady_clock::now();
  Certification out;
  out.kind = certificateKindName(CertificateKind::Levels);
  Certificate c;
  c.kind = CertificateKind::Levels;
  c.start = problem.start;
  c.finish = problem.finish;
  c.unitJumps = unitJumps;
  c.bound = proof.bound;
  // The data streams into its file level by level: a search by jumps hands
  // its levels coded, and a copy of them all would double the memory.
  const std::string dataPath = levelsDataPath(path);
  c.data = std::filesystem::path(dataPath).filename().string();
  auto file = AtomicFile::create(dataPath);
  if (!file) return file.error();
  if (auto e = file->write(kLevelsMagic)) return *e;
  out.bytes = kLevelsMagic.size();
  auto add = [&](bool forward, int depth, uint64_t count, std::string_view bytes) {
    c.levels.push_back({forward, depth, count, bytes.size(), sha256Hex(bytes), 0});
    out.bytes += bytes.size();
    return file->write(bytes);
  };
  const HoleNumbering numbering(board);
  std::vector<Cells> keys;
  std::string bytes;
  for (int side = 0; side < 2; ++side) {
    const auto& coded = side == 0 ? proof.forwardCoded : proof.backwardCoded;
    for (size_t d = 0; d < coded.size(); ++d)
      if (auto e = add(side == 0, int(d), coded[d].count, coded[d].bytes)) return *e;
    const auto& levels = side == 0 ? proof.forward : proof.backward;
    for (size_t d = 0; coded.empty() && d < levels.size(); ++d) {
      // Numbering the holes keeps the order: the level stays sorted.
      keys.clear();
      for (Cells k : levels[d]) keys.push_back(numbering.pack(k));
      bytes.clear();
      encodeLevel(keys, bytes);
      if (auto e = add(side == 0, int(d), keys.size(), bytes)) return *e;
    }
  }
  for (int side = 0; side < 2; ++side)
    for (const Pagoda& g : side == 0 ? proof.forwardPagodas : proof.backwardPagodas)
      c.pagodas.push_back({side == 0, std::vector<long long>(g.weight.begin(), g.weight.end()), 0});

  out.files = {path, dataPath};
  if (auto e = file->commit()) return *e;
  const std::string text = formatCertificate(board, certificateBoardSpec(board, path), c);
  out.bytes += text.size();
  if (auto e = writeFileAtomically(path, text)) return *e;
  out.findMs = millisecondsSince(t0);

  const auto t1 = std::chrono::steady_clock::now();
  CheckLimits check;
  check.budget = limits.budget;
  auto report = checkCertificateFile(path, check);
  out.checkMs = millisecondsSince(t1);
  if (!report || !report->ok) {
    // A limit that stops the check is no bug: the files stand, unchecked.
    if (!report && limits.budget.poll() != Stop::None) {
      out.reason = "written, but not checked: " + std::string(stopWord(limits.budget.poll()));
      return out;
    }
    out.bug = fmt::format("the certificate {} does not check: {}", path,
                          report ? report->reason : report.error().str());
    return out;
  }
  out.claim = report->claim;
  const int removes = popcount(problem.start) - popcount(problem.finish);
  out.outcome = proof.bound > removes ? Outcome::NoSolution : Outcome::Unknown;
  return out;
}

}  // namespace pegsat
