// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/solve_min_moves.hpp"

#include <nlohmann/json.hpp>

#include "cli/progress.hpp"
#include "cli/report.hpp"
#include "job/min_moves_table.hpp"
#include "util/text.hpp"

namespace pegsat::cli {

using nlohmann::json;

int printMinMovesTable(const Problem& p, const TableRun& run) {
  const Board& b = p.board;
  Progress progress(run.quiet);
  Limits limits = jobLimits(run.limits);
  limits.progress = progress.sink();
  const auto ran = runMinMovesTable(b, limits, run.certificates);
  progress.clear();
  if (!ran) return reportError(ran.error());
  const MinMovesTableReport& r = *ran;
  if (!r.bug.empty()) return reportInternalError({"", 0, r.bug});
  const MinMovesTableResult& t = r.table;
  const double ms = r.milliseconds;
  auto cell = [](int m) { return m >= 0 ? std::to_string(m) : m == -2 ? "?" : "-"; };
  if (run.json) {
    json rows = json::array();
    for (const MinMovesTableRow& row : t.rows) {
      json fin = json::object();
      forEachBit(b.holes, [&](int f) {
        if (row.moves[f] >= 0) fin[b.holeName(f)] = row.moves[f];
        if (row.moves[f] == -2) fin[b.holeName(f)] = "unknown";
      });
      rows.push_back({{"start", b.holeName(row.start)}, {"finishes", fin}});
    }
    json j = reportHead("solve", outcomeWord(r.outcome));
    if (r.stop != Stop::None) j["reason"] = stopWord(r.stop);
    j.update({{"board", printable(b.name)},
              {"rows", rows},
              {"problems", t.problems.size()},
              {"searches", t.searches},
              {"positions", t.positions},
              {"milliseconds", ms}});
    if (!run.certificates.empty()) {
      json certs = json::array();
      for (const Certification& c : r.certificates)
        certs.push_back({{"file", c.files.front()},
                         {"kind", c.kind},
                         {"claim", c.claim.empty() ? "no solution" : c.claim},
                         {"bytes", c.bytes},
                         {"check_ms", c.checkMs}});
      j["certificates"] = certs;
    }
    fmt::print("{}\n", j.dump(2));
  } else {
    fmt::print(
        "# fewest moves from a single vacancy (row) to a single survivor (column); "
        "'-' impossible, '?' stopped by a limit\n");
    std::string head = fmt::format("{:<5}", "");
    forEachBit(b.holes, [&](int f) { head += fmt::format("{:>4}", b.holeName(f)); });
    fmt::print("{}\n", head);
    for (const MinMovesTableRow& row : t.rows) {
      std::string line = fmt::format("{:<5}", b.holeName(row.start));
      forEachBit(b.holes, [&](int f) { line += fmt::format("{:>4}", cell(row.moves[f])); });
      fmt::print("{}\n", line);
    }
  }
  if (!run.quiet && !run.json)
    fmt::print(stderr,
               "{} problems up to symmetry, each solution verified; {} searches, {} positions "
               "stored, {:.1f} ms\n",
               t.problems.size(), t.searches, t.positions, ms);
  if (!run.quiet && !run.json && !run.certificates.empty()) {
    uint64_t bytes = 0;
    double checkMs = 0;
    for (const Certification& c : r.certificates) bytes += c.bytes, checkMs += c.checkMs;
    fmt::print(stderr, "{} certificates in {}, {} bytes, checked in {:.1f} ms\n",
               r.certificates.size(), run.certificates, bytes, checkMs);
  }
  return exitCode(r.outcome);
}

void addMinMovesOptions(CLI::App& app, const std::shared_ptr<MinMovesCliOptions>& o) {
  auto* mm = app.add_flag("--min-moves", o->minMoves,
                          "Find a solution with the fewest moves (a chain of jumps by one peg is "
                          "one move) and prove none is shorter; --timeout and --max-memory stop "
                          "it with the bounds proved so far");
  app.add_flag("--table", o->table,
               "With --min-moves: the fewest moves of every single-vacancy start to every "
               "single-survivor finish of the board")
      ->needs(mm);
}

}  // namespace pegsat::cli
