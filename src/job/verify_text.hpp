// SPDX-License-Identifier: GPL-3.0-or-later
// The verify job for a solution given as text rather than as a file: read by
// the shared parser, replayed by the independent verifier forward and
// backward, its "moves:" line checked as `pegsat verify` checks it, and with
// a levels certificate, its length proved the fewest. The API's verify (and
// so Python's) is this job with another front end.
#pragma once

#include <string>
#include <string_view>

#include "job/verify.hpp"
#include "util/input_file.hpp"
#include "util/result.hpp"

namespace pegsat {

struct TextVerifyJob {
  // The board the caller holds: the text is checked on it. With
  // `matchHeader`, a board: header naming another board (read beneath
  // `roots`) makes the text wrong; without, the header is not read.
  const Board* board = nullptr;
  bool matchHeader = false;
  // Else the board the text must be on (a built-in name or a board file);
  // empty: its board: header's, else the English board.
  std::string boardSpec;
  // Where a board: header's file may be read; empty: anywhere.
  InputRoots roots;
  // A levels certificate a right solution is checked against
  // (certifiedMinimum in job/verify.hpp), under these limits; empty: none.
  std::string certificate;
  CheckLimits certificateLimits;
};

struct TextVerdict {
  bool ok = false;
  int jumps = 0, moves = 0;
  // When not ok: the first illegal jump (0 when every jump was legal), its
  // line, and why ("forward jump 3 (d2-d4): ..." or "the solution makes 18
  // moves, its moves: line says 17").
  int jump = 0, line = 0;
  std::string message;
  // The board it was checked on, and a board file's path and SHA-256.
  std::string board, boardFile, boardSha256;
  // Its problem: the holes empty at the start and those holding a peg at the
  // finish, as hole lists (empty when the text names no problem on it).
  std::string start, finish;
  // With a certificate: "certified" or "not proved", and the moves it proves.
  std::string minimum;
  int certifiedMoves = 0;
};

// Errors: a text or board that cannot be read, a certificate that cannot be
// read (named as the certificate).
Result<TextVerdict> verifySolutionText(std::string_view solution, const std::string& file,
                                       const TextVerifyJob& job);

}  // namespace pegsat
