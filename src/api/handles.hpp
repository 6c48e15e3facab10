// SPDX-License-Identifier: GPL-3.0-or-later
// What the public API's handles hold: a Board wraps the library's board model,
// a Problem its start and finish as positions. Only src/api sees these; the
// public header names them but never shows them, so its users need no
// internal header and the internals may change without breaking them.
#pragma once

#include <boost/multiprecision/cpp_int.hpp>
#include <exception>
#include <memory>
#include <new>
#include <string>
#include <vector>

#include "job/job.hpp"
#include "pegsat/pegsat.hpp"
#include "util/input_file.hpp"
#include "util/result.hpp"

namespace pegsat::api::detail {

struct BoardData {
  pegsat::Board board;

  static Board wrap(pegsat::Board board) {
    return Board(std::make_shared<const BoardData>(BoardData{std::move(board)}));
  }
  static const pegsat::Board& of(const Board& b) { return b.data_->board; }
};

struct ProblemData {
  Cells start = 0;   // pegs at the start
  Cells finish = 0;  // pegs at the end

  static Problem wrap(const Board& board, Cells start, Cells finish) {
    return Problem(board, std::make_shared<const ProblemData>(ProblemData{start, finish}));
  }
  static const ProblemData& of(const Problem& p) { return *p.data_; }
};

// The library's error, in the public type.
inline Error toPublic(const pegsat::Error& e) { return Error{e.file, e.line, e.message}; }

// Where a check under `options` may read: its roots, and the checked file's
// own folder (as `pegsat verify` confines the files it is given), or the
// current folder for a text with no file.
InputRoots rootsOf(const VerifyOptions& options, const std::string& file);

// Jumps as the public API writes them: "from-to".
std::vector<std::string> jumpNames(const pegsat::Board& board, const std::vector<Jump>& jumps);

// A big count in decimal, so that no caller needs a big-integer library.
std::string decimalOf(boost::multiprecision::cpp_int n);

// What an exception escaping the internals becomes: the public API promises
// that none escapes. Running out of memory is the one expected here.
std::string describeFailure(const std::exception& e);

}  // namespace pegsat::api::detail
