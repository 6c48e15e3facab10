// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for solver answers: SAT-competition s/v lines and MiniSat's
// result file. The input is a CNF, a line "%%", then the answer (without the
// line, the answer alone, for a CNF of 64 variables). Any answer parses or
// fails with an error that names its file; an answer written back as s/v
// lines parses to the same values; a model of a pegsat CNF on a built-in board
// decodes only to a solution that the verifier accepts.
#include <algorithm>

#include "encodings/dimacs.hpp"
#include "encodings/model_decode.hpp"
#include "fuzz/fuzz_check.hpp"
#include "peg/board_file.hpp"
#include "peg/solution_file.hpp"
#include "verifier/verifier.hpp"

using namespace pegsat;

namespace {

std::string writeBack(const SolverOutput& out) {
  std::string s = out.answer == SatAnswer::Satisfiable     ? "s SATISFIABLE\n"
                  : out.answer == SatAnswer::Unsatisfiable ? "s UNSATISFIABLE\n"
                                                           : "s UNKNOWN\n";
  if (out.answer != SatAnswer::Satisfiable) return s;
  s += "v";
  for (size_t v = 1; v < out.value.size(); ++v)
    if (out.value[v]) {
      s += ' ';
      s += std::to_string(out.value[v] > 0 ? int(v) : -int(v));
    }
  return s + " 0\n";
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view in = fuzz::asText(data, size);
  const size_t cut = in.find("\n%%\n");
  int vars = 64;
  Result<DimacsFile> cnf = Error{"", 0, "no CNF"};
  std::string_view answer = in;
  if (cut != std::string_view::npos) {
    cnf = parseDimacs(in.substr(0, cut + 1), "fuzz.cnf");
    if (!cnf) return 0;
    vars = cnf->vars;
    answer = in.substr(cut + 4);
  }
  auto out = parseSolverOutput(answer, "fuzz.out", vars);
  if (!out) {
    PEGSAT_FUZZ_CHECK(out.error().file == "fuzz.out", out.error().str());
    return 0;
  }
  PEGSAT_FUZZ_CHECK(out->value.size() <= size_t(vars) + 1, "values beyond the header's variables");
  const std::string text = writeBack(*out);
  auto again = parseSolverOutput(text, "again.out", vars);
  // A satisfiable answer with no literal at all is an error by design; an
  // empty model cannot come out of a successful parse.
  PEGSAT_FUZZ_CHECK(again.ok(), text + (again ? "" : again.error().str()));
  PEGSAT_FUZZ_CHECK(again->answer == out->answer, text);
  for (int v = 1; v <= vars; ++v) {
    if (size_t(v) >= std::max(again->value.size(), out->value.size())) break;
    PEGSAT_FUZZ_CHECK(again->valueOf(v) == out->valueOf(v), text);
  }
  if (!cnf || out->answer != SatAnswer::Satisfiable) return 0;
  // decodeModel loads the board that "c board:" names; here only built-in ones.
  const auto names = builtinBoardNames();
  if (std::find(names.begin(), names.end(), cnf->board) == names.end()) return 0;
  auto decoded = decodeModel(*cnf, *out, "fuzz.out");
  if (!decoded) {
    PEGSAT_FUZZ_CHECK(!decoded.error().message.empty(), "empty message");
    return 0;
  }
  PEGSAT_FUZZ_CHECK(decoded->report.ok, decoded->solution);
  // The decoded text, as a file of its own, verifies too.
  auto st = parseSolutionText(decoded->solution, "decoded.sol");
  PEGSAT_FUZZ_CHECK(st.ok(), decoded->solution);
  auto sol = resolveSolution(*st, decoded->board);
  PEGSAT_FUZZ_CHECK(sol.ok(), decoded->solution);
  PEGSAT_FUZZ_CHECK(verifySolution(decoded->board, *sol).ok, decoded->solution);
  return 0;
}
