// SPDX-License-Identifier: GPL-3.0-or-later
// pegsat count: the exact number of jump sequences that solve a problem, and
// with --levels, --games or --table the layer sizes, complete games, or every
// single-vacancy problem of a board. Counts are printed in full, as decimal
// strings in JSON (they pass 2^64).

#include <fcntl.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "cli/certificate_cli.hpp"
#include "cli/command.hpp"
#include "cli/progress.hpp"
#include "cli/report.hpp"
#include "job/count.hpp"
#include "job/ranks.hpp"

namespace pegsat::cli {
namespace {

using nlohmann::json;


// A count stopped by a limit: which one, and how to give more; "unknown" on
// stdout as a SAT solver's, exit code 0. With ranks, any rank may have
// stopped all: each has its own memory limit.
int stopped(Stop stop, const LimitOptions& limits, int sharers, bool json, const Problem& p,
            int ranks = 1) {
  const std::string reason = stopReason(stop, limits, sharers);
  if (stop != Stop::MemoryLimit)
    fmt::print(stderr, "pegsat: count stopped at the {}\n", reason);
  else if (ranks > 1)
    fmt::print(stderr,
               "pegsat: count stopped before one of the {} ranks passed its memory limit (rank "
               "0's is {:.2f} GiB); give more with --max-memory\n",
               ranks, double(memoryLimit(limits.maxMemoryGiB, sharers).bytes) / double(1ull << 30));
  else
    fmt::print(stderr, "pegsat: count stopped before passing the {}; give more with --max-memory\n",
               reason);
  if (json)
    fmt::print("{}\n", reportHead("count", Outcome::Unknown, stop, p).dump(2));
  else
    fmt::print("unknown\n");
  return kOk;
}

std::string statsLine(const CountStats& s, double ms) {
  std::string line = fmt::format(
      "{} positions stored up to {} symmetries, at most {} at once ({:.1f} MB), {:.1f} ms",
      s.positions, s.symmetries, s.peakPositions, double(s.peakBytes) / 1e6, ms);
  if (s.ranks > 1) {
    uint64_t sent = 0;
    for (uint64_t b : s.bytesSent) sent += b;
    line += fmt::format("; {} ranks (at most {:.1f} MB each), {:.1f} MB exchanged", s.ranks,
                        double(s.peakBytes) / 1e6, double(sent) / 1e6);
  }
  return line;
}

// With ranks, the bytes they sent each other, per layer built (then the join).
void addExchanged(nlohmann::json& j, const CountStats& s) {
  if (s.ranks > 1) {
    j["ranks"] = s.ranks;
    j["bytes_sent_per_layer"] = s.bytesSent;
  }
}

// --levels --by-moves: Bell's table of |B[n]| and |B[-n]|.
void printMoveLevels(const Problem& p, const MoveLevelsReport& r, bool asJson, bool quiet) {
  auto total = [](const std::vector<MoveLevels>& v, bool all) {
    uint64_t n = 0;
    for (const MoveLevels& l : v) n += all ? l.positionsAll : l.positions;
    return n;
  };
  if (asJson) {
    auto rows = [](const std::vector<MoveLevels>& v) {
      nlohmann::json a = nlohmann::json::array();
      for (const MoveLevels& l : v)
        a.push_back({{"moves", l.moves},
                     {"positions", l.positionsAll},
                     {"positions_up_to_symmetry", l.positions}});
      return a;
    };
    nlohmann::json j = reportHead("count", outcomeWord(r.outcome), p);
    j.update({{"symmetries", r.stats.symmetries},
              {"forward", rows(r.forward)},
              {"backward", rows(r.backward)},
              {"forward_total", total(r.forward, true)},
              {"forward_total_up_to_symmetry", total(r.forward, false)},
              {"backward_total", total(r.backward, true)},
              {"backward_total_up_to_symmetry", total(r.backward, false)},
              {"milliseconds", r.milliseconds}});
    fmt::print("{}\n", j.dump(2));
    return;
  }
  fmt::print(
      "# positions first reached after n moves from the start (B[n]) and n moves before the "
      "finish (B[-n]); 'sym' counts them up to the {} symmetries keeping start and finish\n",
      r.stats.symmetries);
  fmt::print("{:>5} {:>14} {:>14} {:>14} {:>14}\n", "moves", "B[n]/sym", "B[n]", "B[-n]/sym",
             "B[-n]");
  const size_t n = std::max(r.forward.size(), r.backward.size());
  auto cellAt = [](const std::vector<MoveLevels>& v, size_t k, bool all) {
    return k < v.size() ? std::to_string(all ? v[k].positionsAll : v[k].positions) : std::string();
  };
  for (size_t k = 0; k < n; ++k)
    fmt::print("{:>5} {:>14} {:>14} {:>14} {:>14}\n", k, cellAt(r.forward, k, false),
               cellAt(r.forward, k, true), cellAt(r.backward, k, false), cellAt(r.backward, k, true));
  fmt::print("{:>5} {:>14} {:>14} {:>14} {:>14}\n", "total", total(r.forward, false),
             total(r.forward, true), total(r.backward, false), total(r.backward, true));
  if (!quiet)
    fmt::print(stderr, "{} positions stored, at most {:.1f} MB at once, {:.1f} ms\n",
               r.stats.positions, double(r.stats.peakBytes) / 1e6, r.milliseconds);
}

// --levels: the positions after each jump.
void printLevels(const Problem& p, const LevelsReport& r, bool asJson, bool quiet) {
  if (asJson) {
    json rows = json::array();
    for (const LevelInfo& l : r.levels)
      // The names of the C++ API's Level and Python's: a bare count is of
      // every position, the _up_to_symmetry one of classes.
      rows.push_back({{"jumps", l.jumps},
                      {"reachable", l.reachableAll},
                      {"reachable_up_to_symmetry", l.reachable},
                      {"on_solution_path", l.onSolutionPathAll},
                      {"on_solution_path_up_to_symmetry", l.onSolutionPath}});
    json j = reportHead("count", outcomeWord(r.outcome), p);
    j.update({{"symmetries", r.stats.symmetries}, {"levels", rows}});
    addExchanged(j, r.stats);
    fmt::print("{}\n", j.dump(2));
    return;
  }
  fmt::print(
      "# positions after each jump; 'sym' counts them up to the {} symmetries keeping start "
      "and finish\n",
      r.stats.symmetries);
  fmt::print("{:>5} {:>14} {:>14} {:>14} {:>14}\n", "jumps", "reachable/sym", "reachable",
             "on-path/sym", "on-path");
  for (const LevelInfo& l : r.levels)
    fmt::print("{:>5} {:>14} {:>14} {:>14} {:>14}\n", l.jumps, l.reachable, l.reachableAll,
               l.onSolutionPath, l.onSolutionPathAll);
  if (!quiet) fmt::print(stderr, "{}\n", statsLine(r.stats, r.milliseconds));
}

// --games: the complete games from the start.
void printGames(const Problem& p, const GamesReport& r, bool asJson, bool quiet) {
  const Board& board = p.board;
  if (asJson) {
    json byPegs = json::object();
    for (size_t k = 0; k < r.gamesByPegs.size(); ++k)
      if (r.gamesByPegs[k] != 0) byPegs[std::to_string(k)] = r.gamesByPegs[k].str();
    json j = reportHead("count", outcomeWord(r.outcome));
    j.update({{"board", board.name},
              {"start", board.holeNames(board.holes & ~p.start)},
              {"games", r.games.str()},
              {"dead_end_positions", r.deadEnds.str()},
              {"games_by_pegs_left", byPegs},
              {"milliseconds", r.milliseconds}});
    fmt::print("{}\n", j.dump(2));
    return;
  }
  fmt::print("{}\n", r.games.str());
  if (quiet) return;
  fmt::print(stderr, "{} dead-end positions; games by pegs left:", r.deadEnds.str());
  for (size_t k = 0; k < r.gamesByPegs.size(); ++k)
    if (r.gamesByPegs[k] != 0) fmt::print(stderr, " {}:{}", k, r.gamesByPegs[k].str());
  fmt::print(stderr, "\n{}\n", statsLine(r.stats, r.milliseconds));
}

// --table: every single-vacancy start to every single-survivor finish.
void printTable(const Board& board, const TableReport& r, bool asJson, bool quiet) {
  if (asJson) {
    json rows = json::array();
    for (const TableRow& row : r.rows) {
      json fin = json::object();
      forEachBit(board.holes, [&](int f) {
        if (row.counts[f] != 0) fin[board.holeName(f)] = row.counts[f].str();
      });
      rows.push_back(
          {{"start", board.holeName(row.start)}, {"total", row.total.str()}, {"finishes", fin}});
    }
    json j = reportHead("count", outcomeWord(r.outcome));
    j.update({{"board", board.name}, {"rows", rows}, {"milliseconds", r.milliseconds}});
    fmt::print("{}\n", j.dump(2));
    return;
  }
  fmt::print(
      "# start vacancy, solutions to any single survivor, then each finish that has "
      "solutions\n");
  for (const TableRow& row : r.rows) {
    std::string line = fmt::format("{:<4} {:>20}", board.holeName(row.start), row.total.str());
    forEachBit(board.holes, [&](int f) {
      if (row.counts[f] != 0) line += fmt::format("  {}={}", board.holeName(f), row.counts[f].str());
    });
    fmt::print("{}\n", line);
  }
  if (!quiet) fmt::print(stderr, "{}\n", statsLine(r.stats, r.milliseconds));
}

// The count of solutions.
void printCount(const Problem& p, const std::string& method, const CountReport& r, bool asJson,
                bool quiet) {
  if (asJson) {
    nlohmann::json j = reportHead("count", r.outcome, r.stop, p);
    j.update({{"method", method}, {"solutions", r.solutions.str()}});
    if (r.native) {
      j.update({{"positions", r.native->positions},
                {"symmetries", r.native->symmetries},
                {"decided_by_invariant", r.native->classRejected}});
      addExchanged(j, *r.native);
    }
    if (r.sat)
      j.update({{"variables", r.sat->vars},
                {"clauses", r.sat->clauses},
                {"conflicts", r.sat->conflicts}});
    j["milliseconds"] = r.milliseconds;
    if (r.certificate) j["certificate"] = certificateJson(*r.certificate);
    fmt::print("{}\n", j.dump(2));
    return;
  }
  fmt::print("{}\n", r.solutions.str());
  if (r.certificate && (!quiet || r.certificate->outcome != Outcome::NoSolution))
    fmt::print(stderr, "{}\n", certificateLine(*r.certificate));
  if (!quiet && r.native) fmt::print(stderr, "{}\n", statsLine(*r.native, r.milliseconds));
  if (!quiet && r.sat)
    fmt::print(stderr, "SAT enumeration, {} models, {} conflicts, {:.1f} ms\n", r.solutions.str(),
               r.sat->conflicts, r.milliseconds);
}

struct CountCommand {
  ProblemOptions problem;
  std::string method = "layers";
  bool json = false, quiet = false, levels = false, games = false, table = false;
  bool byMoves = false;
  LimitOptions limits;
  CertificateCliOptions certificate;
};

// Every rank must run the same build on the same problem: a line naming both,
// compared across ranks before the count starts.
// A rank whose problem failed to load gives its error instead.
std::string fingerprint(const CountCommand& o, const Result<Problem>& p) {
  if (!p) return "error: " + p.error().str();
  auto cells = [](Cells c) { return fmt::format("{:x}.{:x}", uint64_t(c >> 64), uint64_t(c)); };
  return fmt::format("{} {} {} | {} {} {} {} {} | {} {}{}{}{}", PEGSAT_BUILD_ID, __DATE__,
                     __TIME__, p->board.name, p->board.cells(), cells(p->board.holes),
                     p->board.jumps.size(), cells(p->start), cells(p->finish), o.method, o.levels,
                     o.games, o.table, o.byMoves);
}

// Under mpirun: the reasons a run cannot be shared, or an empty string. The
// fingerprints are compared first, so that every rank reaches the same verdict
// and all stop together (a rank leaving alone would leave the others waiting
// at their next exchange).
std::string refuseAcross(const CountCommand& o, const Result<Problem>& p, Exchange& ex) {
  Bytes mine;
  const std::string f = fingerprint(o, p);
  mine.assign(f.begin(), f.end());
  const std::vector<Bytes> all = ex.allGather(mine);
  for (size_t r = 1; r < all.size(); ++r)
    if (all[r] != all[0])
      return fmt::format(
          "rank {} runs another pegsat build or another problem than rank 0; every rank must "
          "run the same binary with the same board, start, finish and mode",
          r);
  if (!p) return p.error().str();
  if (o.method != "layers" || o.byMoves)
    return "--method memo or sat and --by-moves run in one process: run them without mpirun";
  if (!o.certificate.path.empty())
    return "--certificate runs in one process: run it without mpirun";
  // Each rank would stop at its own moment, and the others wait for it.
  if (o.limits.timeoutSeconds > 0) return "--timeout runs in one process: run it without mpirun";
  return "";
}

int runCount(const CountCommand& o, Exchange* ex, int sharers) {
  auto p = loadProblem(o.problem);
  if (ex && ex->size() > 1)
    if (const std::string why = refuseAcross(o, p, *ex); !why.empty())
      return reportError({"", 0, why});
  if (!p) return reportError(p.error());
  if (o.method != "layers" && (o.levels || o.games || o.table))
    return reportError(
        {"", 0, "--method memo and sat count solutions only; drop --levels, --games or --table"});
  if (!o.certificate.path.empty() && (o.levels || o.games || o.table))
    return reportError({"--certificate", 0,
                        "a certificate is of a count of solutions: drop --levels, --games or "
                        "--table"});
  const int ranks = ex ? ex->size() : 1;
  Limits limits = jobLimits(o.limits, sharers);
  Progress progress(o.quiet);
  limits.progress = progress.sink();
  // Every mode: the job, then its report, or which limit stopped it.
  auto report = [&](const auto& r, auto print) {
    progress.clear();
    if (!r) return reportError(r.error());
    if (r->outcome == Outcome::Unknown)
      return stopped(r->stop, o.limits, sharers, o.json, *p, ranks);
    print(*r);
    return int(kOk);
  };
  const bool quiet = o.quiet || o.json;  // the summaries on stderr are for text
  if (o.byMoves)
    return report(Result<MoveLevelsReport>(runMoveLevels(*p, limits)),
                  [&](const MoveLevelsReport& r) { printMoveLevels(*p, r, o.json, o.quiet); });
  if (o.levels)
    return report(runCountLevels(*p, limits, ex),
                  [&](const LevelsReport& r) { printLevels(*p, r, o.json, quiet); });
  if (o.games)
    return report(runCountGames(p->board, p->start, limits, ex),
                  [&](const GamesReport& r) { printGames(*p, r, o.json, quiet); });
  if (o.table)
    return report(runCountTable(p->board, limits, ex),
                  [&](const TableReport& r) { printTable(p->board, r, o.json, quiet); });
  CountJob job;
  job.method = o.method == "sat"    ? CountMethod::Sat
               : o.method == "memo" ? CountMethod::Memo
                                    : CountMethod::Layers;
  job.limits = limits;
  job.exchange = ex;
  job.certificate = outputPath(o.certificate.path);
  job.certificateTimeoutSeconds = o.certificate.timeout;
  auto counted = runCount(*p, job);
  if (counted && !counted->bug.empty()) return reportInternalError({"", 0, counted->bug});
  return report(counted,
                [&](const CountReport& r) { printCount(*p, o.method, r, o.json, o.quiet); });
}

// The count as one rank of an MPI run: rank 0 alone prints (the others' output
// goes to /dev/null; every rank reaches the same answer and exit code), and a
// rank that fails ends the whole run, since the others would wait for it.
int runRanked(const CountCommand& o) {
  const std::unique_ptr<Ranks> ranks = joinRanks();
  Ranks& session = *ranks;
  const int stderrCopy = dup(STDERR_FILENO);
  if (session.rank() > 0) {
    const int null = open("/dev/null", O_WRONLY);
    dup2(null, STDOUT_FILENO);
    dup2(null, STDERR_FILENO);
    close(null);
  }
  try {
    return runCount(o, &session, session.localSize());
  } catch (const std::exception& e) {
    const std::string line =
        fmt::format("pegsat: rank {}: internal error: {}\n", session.rank(), e.what());
    [[maybe_unused]] const auto n = write(stderrCopy, line.data(), line.size());
    session.abort(kInternalError);
  }
  return int(kInternalError);  // not reached: abort ends every rank
}

}  // namespace

Runner setupCount(CLI::App& app) {
  auto o = std::make_shared<CountCommand>();
  addProblemOptions(app, o->problem);
  app.add_option("--method", o->method,
                 "layers (fast), memo (depth-first, memoized; an independent check) or sat "
                 "(model enumeration)")
      ->check(CLI::IsMember({"layers", "memo", "sat"}))
      ->capture_default_str();
  auto* levels = app.add_flag(
      "--levels", o->levels,
      "Positions after each jump, up to symmetry and without, and those on a solution path");
  auto* games = app.add_flag("--games", o->games,
                             "Count complete games (played until no jump is left) instead");
  auto* table = app.add_flag("--table", o->table,
                             "Count every single-vacancy start to every single-survivor finish");
  app.add_flag("--by-moves", o->byMoves,
               "With --levels: positions first reached after n moves (a chain of jumps by one "
               "peg is one move) from the start, and n moves before the finish (Bell's B[n], "
               "B[-n])")
      ->needs(levels);
  levels->excludes(games, table);
  games->excludes(table);
  addLimitOptions(app, o->limits, "the count");
  auto cert = std::shared_ptr<CertificateCliOptions>(o, &o->certificate);
  addCertificateOptions(app, cert,
                        "When the count is 0, write a certificate of \"no solution\" here "
                        "(checked by `pegsat verify --certificate`)");
  app.add_flag("--json", o->json, "Print the result as JSON");
  app.add_flag("--quiet,-q", o->quiet, "No progress or summary on stderr");
  return [o] {
    if (launchedAsRanks()) return runRanked(*o);
    return runCount(*o, nullptr, 1);
  };
}

}  // namespace pegsat::cli
