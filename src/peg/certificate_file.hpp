// SPDX-License-Identifier: GPL-3.0-or-later
// Certificate files (docs/FORMATS-CERTIFICATES.md): the evidence that a peg
// solitaire problem has no solution, as "key: value" lines. The header names
// the problem (board, start, finish); `kind:` says which argument follows: a
// parity set, a pagoda function, or a CNF and its DRAT refutation in files
// beside the certificate, or one pagoda for each pair of a first and a last
// jump ("cases"), or the levels of a search by moves or by jumps from both
// ends ("levels", its positions in a data file beside it). The parser is shared by the writer and the
// independent checker; it checks syntax and names, never the argument itself.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "peg/board.hpp"
#include "util/input_file.hpp"
#include "util/result.hpp"

namespace pegsat {

enum class CertificateKind { Parity, Pagoda, Drat, Cases, Levels };

// A certificate is a few lines (a pagoda's weights for 128 holes are under
// 2 KB); its CNF and proof, beside it, are read with the general limit.
inline constexpr size_t kMaxCertificateBytes = size_t(1) << 20;

const char* certificateKindName(CertificateKind kind);

// A certificate file as written, before its hole names are looked up.
struct CertificateText {
  std::string file;
  struct Field {
    std::string value;
    int line = 0;
  };
  std::optional<Field> board, start, finish, kind, holes, weights, steps, cnf, proof;
  std::optional<Field> unit, bound, data;  // levels
  // The keys that may repeat: a "case:" line each; a levels certificate's
  // "level:" and "pagoda:" lines.
  std::vector<Field> cases, levels, pagodas;
};

Result<CertificateText> parseCertificateText(std::string_view text, const std::string& file);

struct Certificate {
  CertificateKind kind = CertificateKind::Parity;
  Cells start = 0;   // pegs at the start
  Cells finish = 0;  // pegs at the end
  Cells holes = 0;   // parity: the set S
  // pagoda: a weight per cell (0 off the board), every hole given.
  std::vector<long long> weights;
  // cases: a first jump, a last jump (each from and to cell, the checker finds
  // the hole between) and a pagoda's weights, with the line they are on.
  struct Case {
    int firstFrom = 0, firstTo = 0, lastFrom = 0, lastTo = 0;
    std::vector<long long> weights;
    int line = 0;
  };
  std::vector<Case> cases;
  // drat: the number of steps of the plain encoding, and the CNF and proof
  // files as written (relative to the certificate's folder).
  int steps = 0;
  std::string cnf, proof;
  // levels: the claim "every solution has at least `bound` moves" (jumps
  // with unitJumps), the data file (relative to the certificate's folder),
  // each level's line (forward levels 0..a, then backward 0..b) and the
  // pagodas that cut either side.
  bool unitJumps = false;
  int bound = 0;
  std::string data;
  struct Level {
    bool forward = true;
    int depth = 0;
    uint64_t count = 0, bytes = 0;
    std::string sha256;  // of its bytes in the data file, 64 hex digits
    int line = 0;
  };
  std::vector<Level> levels;
  struct SidePagoda {
    bool forward = true;
    std::vector<long long> weights;
    int line = 0;
  };
  std::vector<SidePagoda> pagodas;
};

// Looks the holes up on `board` and checks that the fields fit the kind.
Result<Certificate> resolveCertificate(const CertificateText& text, const Board& board);

// The board a certificate names: a built-in name, or a board file relative to
// the certificate (as for solution files).
Result<Board> loadCertificateBoard(const CertificateText& text, const InputRoots& roots = {});

// Writes a certificate file; `boardSpec` is what its "board:" line says (a
// built-in name, or the board file relative to where the certificate goes).
std::string formatCertificate(const Board& board, const std::string& boardSpec,
                              const Certificate& certificate);

// What the "board:" line of a certificate written to `certificatePath` says:
// the built-in name, or the board file relative to the certificate's folder.
std::string certificateBoardSpec(const Board& board, const std::string& certificatePath);

}  // namespace pegsat
