// SPDX-License-Identifier: GPL-3.0-or-later
// The verify job: verifier/batch.hpp checks every file with the independent
// verifier; with expectOptimal, each right solution must also make the fewest
// moves, which the native fewest-moves search proves (the verifier itself
// uses no solver, so this part lives here, above both). Certificates of "no
// solution" are checked one by one under the same roots and limits.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "util/result.hpp"
#include "verifier/batch.hpp"

namespace pegsat {

struct VerifyJob {
  std::vector<std::string> files;  // files and folders
  BatchOptions batch;              // board, roots, per-file time limit, memory, workers
  bool expectOptimal = false;
  // A levels certificate each right solution is checked against: k moves
  // and a proof of at least k make it "(minimum, certified)", and with
  // expectOptimal no search runs.
  std::string certificate;
};

// What a levels certificate says of a right solution of `moves` moves from
// start to finish: Certified when it is valid, about this problem, and
// proves at least `moves`; NotProved when it proves less (`bound`);
// Invalid when it does not check or is about another problem, Unreadable
// when it cannot be read (`message` says why, but for Certified).
struct CertifiedMinimum {
  enum class Status { Certified, NotProved, Invalid, Unreadable };
  Status status = Status::Unreadable;
  int bound = 0;
  std::string message;
};
CertifiedMinimum certifiedMinimum(const Board& board, Cells start, Cells finish, int moves,
                                  const std::string& certificate, const CheckLimits& limits);

// Every file's result in the stable order, each handed to `onResult` as soon
// as it and those before it are known.
std::vector<FileResult> runVerify(const VerifyJob& job,
                                  const std::function<void(const FileResult&)>& onResult = {});

// One certificate file checked under `limits`; with `board` (a built-in name
// or a board file), one about another board is not ok. Errors: the file, its
// board, CNF or proof cannot be read, or `board` cannot be loaded.
Result<CertificateReport> runVerifyCertificate(const std::string& path, const CheckLimits& limits,
                                               const std::string& board = "");

// Checks certificate files in the order given, each under the job's roots,
// per-file time limit and shared memory budget; `onResult` sees each as it
// is checked.
std::vector<Result<CertificateReport>> runVerifyCertificates(
    const VerifyJob& job,
    const std::function<void(const std::string&, const Result<CertificateReport>&)>& onResult);

}  // namespace pegsat
