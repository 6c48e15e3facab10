// SPDX-License-Identifier: GPL-3.0-or-later
// Writing a `levels` certificate (docs/FORMATS-CERTIFICATES.md): the levels a
// search by moves (or by jumps) from both ends built, as the evidence that
// every solution has at least `bound` moves; then checking what was written
// with the independent checker (verifier/levels_check.hpp) before anyone
// hears of it. Used by `solve --min-moves --certificate`.
#pragma once

#include <string>

#include "job/certify.hpp"
#include "job/job.hpp"
#include "search/min_moves.hpp"
#include "util/result.hpp"

namespace pegsat {

// The data file written beside a levels certificate at `path`: PATH.levels
// without the .cert.
std::string levelsDataPath(const std::string& path);

// Writes the certificate to `path` and its data beside it, each whole or not
// at all (the data first, the certificate last), and checks them. The Error
// names a file that could not be written; a certificate that does not check
// is an internal error, set as `bug`. Once checked, `claim` says what it
// proves; `outcome` is NoSolution when that is "no solution" (the bound
// passes the jumps the problem allows), else Unknown (a lower bound).
Result<Certification> writeLevelsCertificate(const Problem& problem, const LevelsProof& proof,
                                             bool unitJumps, const std::string& path,
                                             const Limits& limits = {});

}  // namespace pegsat
