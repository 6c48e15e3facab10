// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for DIMACS CNF files: any bytes parse to a CNF or to an error that
// names the file; a CNF written back (pegsat's comments, the header and the
// clauses, in the layout FORMATS.md gives) parses to the same CNF.
#include <fmt/format.h>

#include "encodings/dimacs.hpp"
#include "fuzz/fuzz_check.hpp"

using namespace pegsat;

namespace {

std::string writeBack(const DimacsFile& d) {
  std::string s;
  auto key = [&](const char* k, const std::string& v, bool given) {
    if (given) s += fmt::format("c {}: {}\n", k, v);
  };
  if (!d.producer.empty()) s += "c " + d.producer + "\n";
  key("board", d.board, d.boardLine > 0);
  key("start", d.start, d.startLine > 0);
  key("finish", d.finish, d.finishLine > 0);
  key("options", d.options, !d.options.empty());
  key("steps", std::to_string(d.steps), d.steps >= 0);
  key("jumps", std::to_string(d.jumps), d.jumps >= 0);
  for (const auto& v : d.pegVars) s += fmt::format("c var {} peg {} {}\n", v.var, v.what, v.step);
  for (const auto& v : d.jumpVars) s += fmt::format("c var {} jump {} {}\n", v.var, v.what, v.step);
  if (!d.show.empty()) s += fmt::format("c p show {} 0\n", fmt::join(d.show, " "));
  s += fmt::format("p cnf {} {}\n", d.vars, d.clauses.size());
  for (const auto& c : d.clauses) s += fmt::format("{}{}0\n", fmt::join(c, " "), c.empty() ? "" : " ");
  return s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto d = parseDimacs(fuzz::asText(data, size), "fuzz.cnf");
  if (!d) {
    PEGSAT_FUZZ_CHECK(d.error().file == "fuzz.cnf", d.error().str());
    return 0;
  }
  PEGSAT_FUZZ_CHECK(d->clauses.size() == d->clauseLines.size(), "clause lines");
  for (const auto& c : d->clauses)
    for (Lit l : c) PEGSAT_FUZZ_CHECK(l != 0 && l <= d->vars && -l <= d->vars, std::to_string(l));
  const std::string text = writeBack(*d);
  auto again = parseDimacs(text, "again.cnf");
  PEGSAT_FUZZ_CHECK(again.ok(), text + "\n" + (again ? "" : again.error().str()));
  PEGSAT_FUZZ_CHECK(again->vars == d->vars && again->clauses == d->clauses, text);
  PEGSAT_FUZZ_CHECK(again->producer == d->producer && again->board == d->board &&
                        again->start == d->start && again->finish == d->finish &&
                        again->options == d->options,
                    text);
  PEGSAT_FUZZ_CHECK(again->steps == d->steps && again->jumps == d->jumps, text);
  PEGSAT_FUZZ_CHECK(again->show == d->show, text);
  auto sameVars = [](const auto& a, const auto& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
      if (a[i].var != b[i].var || a[i].what != b[i].what || a[i].step != b[i].step) return false;
    return true;
  };
  PEGSAT_FUZZ_CHECK(sameVars(again->pegVars, d->pegVars), text);
  PEGSAT_FUZZ_CHECK(sameVars(again->jumpVars, d->jumpVars), text);
  PEGSAT_FUZZ_CHECK(again->complete() == d->complete(), text);
  return 0;
}
