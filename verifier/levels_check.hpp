// SPDX-License-Identifier: GPL-3.0-or-later
// The independent checker of `levels` certificates (docs/FORMATS-CERTIFICATES.md):
// "every solution of (board, start, finish) has at least k moves", or k jumps,
// which past the pegs the problem removes means no solution. The certificate
// lists forward levels F0..Fa and backward levels G0..Gb, a + b = k - 1, and
// pagodas. The checker accepts only if F0 and G0 are the start and the
// finish; every level is sorted, canonical, and matches its count and hash;
// every pagoda is one; every move from a position of Fi (i < a) lands in
// F0..F(i+1) or is cut by a forward pagoda; every reverse move into a
// position of Gi (i < b) comes from G0..G(i+1) or from a position a backward
// pagoda cuts; and no position is in both unions. A solution of at most
// k - 1 moves would then have a position in both (docs/CERTIFICATES.md).
// In jumps, each level holds one peg count (checked), so a level's jumps
// reach only the next one and the sides meet at one peg count: the check
// streams, two levels of a side in memory at a time.
//
// It shares no code with the searches: moves, symmetries and pagoda sums are
// computed here from the hole geometry (verifier/jump_lines.hpp) and the
// board's symmetry permutations, each of which is checked to map every jump
// line onto a jump line.
#pragma once

#include <string>

#include "peg/board.hpp"
#include "peg/certificate_file.hpp"
#include "verifier/certificate_check.hpp"

namespace pegsat {

// Checks a parsed levels certificate; its data file is named relative to the
// folder of `certificateFile` and read under `limits.roots`. An Error when
// the data cannot be read or a limit stops the check; `report` filled in and
// returned otherwise, ok or with the reason.
Result<CertificateReport> checkLevelsCertificate(const Board& board, const Certificate& c,
                                                 const std::string& certificateFile,
                                                 const CheckLimits& limits,
                                                 CertificateReport report);

}  // namespace pegsat
