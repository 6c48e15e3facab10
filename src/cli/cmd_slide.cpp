// pegsat slide: sliding-tile puzzles. Sub-subcommands solve, bench, verify and
// encode; the library in src/slide does the work.
#include <tbb/global_control.h>
#include <tbb/parallel_for.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <mutex>
#include <nlohmann/json.hpp>

#include "cli/command.hpp"
#include "encodings/slide_encoding.hpp"
#include "slide/solve.hpp"
#include "slide/verify.hpp"

namespace pegsat::cli {

namespace {

using namespace pegsat::slide;

// Options shared by solve and bench.
struct SearchOpts {
  std::string goal = "auto", algo = "ida", heuristic = "auto", pdb = "auto", pdbDir;
  bool noReflect = false, quiet = false, json = false;
  uint64_t maxNodes = 0;
  double timeLimit = 0;
  int maxSatSteps = 40;
};

void addGoalOption(CLI::App& app, std::string& goal) {
  app.add_option("--goal", goal,
                 "Goal convention: last (1 2 ... 0, Princeton), first (0 1 2 ..., Korf), or auto: "
                 "last for a Princeton file, first for instance lines")
      ->check(CLI::IsMember({"auto", "first", "last"}))
      ->capture_default_str();
}

void addSearchOptions(CLI::App& app, SearchOpts& o) {
  addGoalOption(app, o.goal);
  app.add_option("--algo", o.algo,
                 "ida (IDA*), astar (A*, Manhattan priority) or sat (CryptoMiniSat)")
      ->check(CLI::IsMember({"ida", "astar", "sat"}))
      ->capture_default_str();
  app.add_option("--heuristic,-H", o.heuristic,
                 "manhattan, lc (Manhattan + linear conflict), pdb (pattern databases) or auto "
                 "(pdb for the 15- and 24-puzzles with IDA*, else lc; manhattan for A*)")
      ->check(CLI::IsMember({"auto", "manhattan", "lc", "pdb"}))
      ->capture_default_str();
  app.add_option("--pdb", o.pdb,
                 "Pattern partition: 4-4 (3x3), 5-5-5, 6-6-3, 7-8 (4x4), 6-6-6-6 (5x5), or auto: "
                 "4-4, 7-8 or 6-6-6-6 by size")
      ->capture_default_str();
  app.add_option("--pdb-dir", o.pdbDir,
                 "Cache directory of pattern databases (default $XDG_CACHE_HOME/pegsat or "
                 "~/.cache/pegsat; 'none' to build without caching)");
  app.add_flag("--no-reflect", o.noReflect, "Do not look databases up through the diagonal");
  app.add_option("--max-nodes", o.maxNodes,
                 "Give up on a puzzle after this many nodes (0: no limit); the answer is unknown");
  app.add_option("--time-limit", o.timeLimit,
                 "Give up on a puzzle after this many seconds of IDA* (0: no limit); the answer "
                 "is unknown")
      ->check(CLI::Range(0.0, 1e9));
  app.add_option("--max-sat-steps", o.maxSatSteps, "Largest T tried by --algo sat")
      ->capture_default_str();
  app.add_flag("--quiet,-q", o.quiet, "No progress on stderr");
  app.add_flag("--json", o.json, "Print JSON");
}

std::string defaultCacheDir() {
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return std::string(x) + "/pegsat";
  if (const char* h = std::getenv("HOME"); h && *h) return std::string(h) + "/.cache/pegsat";
  return "";
}

GoalKind goalFor(const std::string& goal, PuzzleFile::Format f) {
  if (goal == "first") return GoalKind::BlankFirst;
  if (goal == "last") return GoalKind::BlankLast;
  return f == PuzzleFile::Format::Princeton ? GoalKind::BlankLast : GoalKind::BlankFirst;
}

// Resolves the options for puzzles of side n and goal, loading (or building)
// the pattern databases when the heuristic needs them.
struct Prepared {
  SolveOptions solve;
  std::unique_ptr<PdbSet> pdbs;
  PdbLoadReport report;
};

Result<std::unique_ptr<Prepared>> prepare(const SearchOpts& o, int n, GoalKind goal) {
  auto p = std::make_unique<Prepared>();
  SolveOptions& s = p->solve;
  s.goal = goal;
  s.algorithm = o.algo == "astar" ? Algorithm::AStar
                : o.algo == "sat" ? Algorithm::Sat
                                  : Algorithm::IdaStar;
  s.reflect = !o.noReflect;
  s.limits.maxNodes = o.maxNodes;
  s.limits.maxSeconds = o.timeLimit;
  s.maxSatSteps = o.maxSatSteps;
  std::string h = o.heuristic;
  if (h == "auto") {
    if (s.algorithm == Algorithm::AStar)
      h = "manhattan";
    else
      h = (s.algorithm == Algorithm::IdaStar && (n == 4 || n == 5)) ? "pdb" : "lc";
  }
  s.heuristic = h == "manhattan" ? HeuristicKind::Manhattan
                : h == "lc"      ? HeuristicKind::LinearConflict
                                 : HeuristicKind::PatternDb;
  if (s.heuristic == HeuristicKind::PatternDb && s.algorithm == Algorithm::IdaStar) {
    const std::string dir = o.pdbDir == "none" ? ""
                            : o.pdbDir.empty() ? defaultCacheDir()
                                               : o.pdbDir;
    const bool progress = showProgress(o.quiet);
    auto lock = std::make_shared<std::mutex>();
    auto set =
        loadOrBuildPdbs(n, goalCell(n, goal, 0), o.pdb, dir, &p->report,
                        [progress, lock](int depth, uint64_t frontier, uint64_t filled) {
                          std::lock_guard guard(*lock);
                          if (progress)
                            fmt::print(stderr, "\rpattern database: depth {}, {} new, {} filled   ",
                                       depth, frontier, filled);
                        });
    if (progress) fmt::print(stderr, "\r\033[K");
    if (!set) return Error{"--pdb", 0, set.error().message};
    p->pdbs = std::make_unique<PdbSet>(std::move(*set));
    s.pdbs = p->pdbs.get();
    for (const auto& e : p->report.entries)
      if (!e.warning.empty() && !o.quiet) fmt::print(stderr, "pegsat: warning: {}\n", e.warning);
  }
  return p;
}

std::string movesText(const std::vector<Dir>& moves) {
  std::string s;
  for (Dir d : moves) s += dirLetter(d);
  return s;
}

// A puzzle file that must hold exactly one puzzle, for `verb`.
Result<PuzzleFile> loadOnePuzzle(const std::string& path, const char* verb) {
  auto file = loadPuzzles(path);
  if (file && file->puzzles.size() != 1)
    return Error{path, 0,
                 fmt::format("{} puzzles in the file; {} takes one", file->puzzles.size(), verb)};
  return file;
}

// ---- solve ----

Runner setupSolveCmd(CLI::App& app) {
  struct Opts : SearchOpts {
    std::string file, output;
    bool moves = false;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("file", o->file, "Puzzle file: Princeton format or Korf instance lines")
      ->required();
  addSearchOptions(app, *o);
  app.add_flag("--moves", o->moves,
               "Print the move string (blank directions U D L R) instead of boards");
  app.add_option("--output,-o", o->output, "Write the output to this file");
  return [o] {
    auto file = loadPuzzles(o->file);
    if (!file) return reportError(file.error());
    const GoalKind goal = goalFor(o->goal, file->format);
    std::string out;
    nlohmann::json js = nlohmann::json::array();
    int code = kSolved;
    std::unique_ptr<Prepared> prep;
    int prepN = 0;
    for (const Puzzle& p : file->puzzles) {
      if (!prep || prepN != p.n) {
        auto pr = prepare(*o, p.n, goal);
        if (!pr) return reportError(pr.error());
        prep = std::move(*pr);
        prepN = p.n;
      }
      const auto t0 = std::chrono::steady_clock::now();
      auto r = solvePuzzle(p, prep->solve);
      if (!r) return reportError({o->file, p.line, r.error().message});
      const double secs =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      if (r->status == SearchResult::Status::Unsolvable) code = kNoSolution;
      if (r->status == SearchResult::Status::Limit) code = kOk;
      if (o->json) {
        nlohmann::json j = {
            {"line", p.line},
            {"status", r->status == SearchResult::Status::Solved       ? "solved"
                       : r->status == SearchResult::Status::Unsolvable ? "unsolvable"
                                                                       : "unknown"},
            {"nodes", r->nodes},
            {"initial_h", r->initialH},
            {"seconds", secs}};
        if (r->status == SearchResult::Status::Solved) {
          j["moves"] = r->moves.size();
          j["solution"] = movesText(r->moves);
        }
        js.push_back(j);
        continue;
      }
      if (r->status == SearchResult::Status::Unsolvable) {
        out += "No solution possible\n";
      } else if (r->status == SearchResult::Status::Limit) {
        out += "Unknown: search limit reached\n";
      } else if (o->moves) {
        out +=
            fmt::format("Minimum number of moves = {}\n{}\n", r->moves.size(), movesText(r->moves));
      } else {
        out += fmt::format("Minimum number of moves = {}\n\n", r->moves.size());
        Puzzle b = p;
        out += princetonBoard(b) + "\n";
        for (Dir d : r->moves) {
          b.move(d);
          out += princetonBoard(b) + "\n";
        }
      }
    }
    if (o->json) out = js.dump(2) + "\n";
    if (int w = writeOutput(o->output, out); w != kOk) return w;
    return code;
  };
}

// ---- bench ----

Runner setupBenchCmd(CLI::App& app) {
  struct Opts : SearchOpts {
    std::string file;
    int threads = 0, first = 0;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("file", o->file,
                 "Instance file (Korf lines with optimal lengths, or a Princeton file)")
      ->required();
  addSearchOptions(app, *o);
  app.add_option("--threads,-j", o->threads, "Worker threads, one instance each (0: all cores)")
      ->capture_default_str();
  app.add_option("--first", o->first, "Solve only the first N instances (0: all)");
  return [o] {
    auto file = loadPuzzles(o->file);
    if (!file) return reportError(file.error());
    std::vector<Puzzle> ps = file->puzzles;
    if (o->first > 0 && static_cast<size_t>(o->first) < ps.size()) ps.resize(o->first);
    for (const Puzzle& p : ps)
      if (p.n != ps.front().n)
        return reportError({o->file, p.line, "all instances of a bench file must have one size"});
    const GoalKind goal = goalFor(o->goal, file->format);
    const auto tLoad = std::chrono::steady_clock::now();
    auto prep = prepare(*o, ps.front().n, goal);
    if (!prep) return reportError(prep.error());
    const double loadSecs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - tLoad).count();

    struct Row {
      SearchResult r;
      double secs = 0;
      std::string error;
    };
    std::vector<Row> rows(ps.size());
    std::atomic<int> done{0};
    std::mutex printMutex;
    const bool progress = showProgress(o->quiet);
    const int threads = o->threads > 0 ? o->threads : tbb::info::default_concurrency();
    tbb::global_control limit(tbb::global_control::max_allowed_parallelism, threads);
    const auto t0 = std::chrono::steady_clock::now();
    tbb::parallel_for(
        size_t(0), ps.size(),
        [&](size_t i) {
          const auto s0 = std::chrono::steady_clock::now();
          auto r = solvePuzzle(ps[i], (*prep)->solve);
          rows[i].secs =
              std::chrono::duration<double>(std::chrono::steady_clock::now() - s0).count();
          if (r)
            rows[i].r = std::move(*r);
          else
            rows[i].error = r.error().message;
          int k = ++done;
          if (progress) {
            std::lock_guard lock(printMutex);
            fmt::print(stderr, "\r{}/{} instances", k, ps.size());
          }
        },
        tbb::simple_partitioner());
    const double wall =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (progress) fmt::print(stderr, "\r\033[K");

    int wrong = 0, unsolved = 0;
    uint64_t nodes = 0;
    double cpu = 0, hsum = 0;
    nlohmann::json js = {{"file", o->file}, {"instances", nlohmann::json::array()}};
    std::string out;
    for (size_t i = 0; i < ps.size(); ++i) {
      const Row& row = rows[i];
      if (!row.error.empty()) return reportError({o->file, ps[i].line, row.error});
      const bool solved = row.r.status == SearchResult::Status::Solved;
      const int len = solved ? static_cast<int>(row.r.moves.size()) : -1;
      const bool ok = solved
                          ? (ps[i].optimal < 0 || ps[i].optimal == len)
                          : row.r.status == SearchResult::Status::Unsolvable && ps[i].optimal < 0;
      if (!solved && row.r.status == SearchResult::Status::Limit)
        ++unsolved;
      else if (!ok)
        ++wrong;
      nodes += row.r.nodes;
      cpu += row.secs;
      hsum += row.r.initialH;
      const std::string verdict = row.r.status == SearchResult::Status::Limit ? "unknown"
                                  : ok                                        ? "ok"
                                                                              : "WRONG";
      js["instances"].push_back({{"instance", i + 1},
                                 {"line", ps[i].line},
                                 {"length", len},
                                 {"optimal", ps[i].optimal},
                                 {"nodes", row.r.nodes},
                                 {"initial_h", row.r.initialH},
                                 {"seconds", row.secs},
                                 {"verdict", verdict}});
      out += fmt::format("{:3d}: length {:3d} (file {:3d}) h0 {:3d} nodes {:12d} {:9.3f} s {}\n",
                         i + 1, len, ps[i].optimal, row.r.initialH, row.r.nodes, row.secs, verdict);
    }
    const double avgH = ps.empty() ? 0 : hsum / ps.size();
    js.update({{"threads", threads},
               {"pdb_seconds", loadSecs},
               {"total_nodes", nodes},
               {"wall_seconds", wall},
               {"cpu_seconds", cpu},
               {"average_initial_h", avgH},
               {"wrong", wrong},
               {"unknown", unsolved}});
    if (o->json) {
      fmt::print("{}\n", js.dump(2));
    } else {
      fmt::print("{}", out);
      fmt::print(
          "{} instances, {} threads: {} nodes, {:.3f} s wall, {:.3f} s summed, average h0 "
          "{:.2f}; heuristic setup {:.3f} s; {} wrong, {} unknown (stopped by a limit)\n",
          ps.size(), threads, nodes, wall, cpu, avgH, loadSecs, wrong, unsolved);
    }
    // A limit the user set is not a failure: only a wrong length is.
    return int(wrong ? kWrong : kOk);
  };
}

// ---- verify ----

Runner setupVerifyCmd(CLI::App& app) {
  struct Opts {
    std::string puzzle, solution, goal = "auto";
    bool json = false;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("puzzle", o->puzzle, "Puzzle file (Princeton format or one instance line)")
      ->required();
  app.add_option("solution", o->solution,
                 "Solution: Princeton output (move count and boards, or 'No solution possible') or "
                 "a move string of U D L R (where the blank goes)")
      ->required();
  addGoalOption(app, o->goal);
  app.add_flag("--json", o->json, "Print JSON");
  return [o] {
    auto file = loadOnePuzzle(o->puzzle, "verify");
    if (!file) return reportError(file.error());
    auto text = readFile(o->solution, kMaxPuzzleFileBytes);
    if (!text) return reportError(text.error());
    auto sol = parseSlideSolution(*text, o->solution);
    if (!sol) return reportError(sol.error());
    const GoalKind goal = goalFor(o->goal, file->format);
    const SlideVerifyReport r = verifySlide(file->puzzles.front(), goal, *sol);
    if (o->json) {
      nlohmann::json j = {
          {"puzzle", o->puzzle}, {"solution", o->solution}, {"ok", r.ok}, {"moves", r.moves}};
      if (!r.ok) j.update({{"step", r.step}, {"line", r.line}, {"reason", r.reason}});
      fmt::print("{}\n", j.dump(2));
    } else if (r.ok) {
      if (sol->kind == SlideSolution::Kind::NoSolution)
        fmt::print("{}: ok: the puzzle has no solution (parity)\n", o->solution);
      else
        fmt::print("{}: ok: {} moves reach the goal\n", o->solution, r.moves);
    } else if (r.line > 0) {
      fmt::print("{}:{}: wrong: {}\n", o->solution, r.line, r.reason);
    } else {
      fmt::print("{}: wrong: {}\n", o->solution, r.reason);
    }
    return int(r.ok ? kOk : kWrong);
  };
}

// ---- encode ----

Runner setupEncodeCmd(CLI::App& app) {
  struct Opts {
    std::string puzzle, output, goal = "auto";
    int steps = 0;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("puzzle", o->puzzle, "Puzzle file (Princeton format or one instance line)")
      ->required();
  app.add_option("--steps,-T", o->steps,
                 "T: the CNF is satisfiable iff the goal is reachable in at most T moves")
      ->required()
      ->check(CLI::Range(0, 1000));
  addGoalOption(app, o->goal);
  app.add_option("--output,-o", o->output, "Write the CNF to this file (default stdout)");
  return [o] {
    auto file = loadOnePuzzle(o->puzzle, "encode");
    if (!file) return reportError(file.error());
    const Puzzle& p = file->puzzles.front();
    if (p.n > kMaxSatSide)
      return reportError(
          {o->puzzle, p.line, fmt::format("encode takes sides up to {}", kMaxSatSide)});
    SlideCnf cnf(p, goalFor(o->goal, file->format), o->steps);
    return writeOutput(o->output, cnf.dimacs());
  };
}

}  // namespace

Runner setupSlide(CLI::App& app) {
  app.require_subcommand(1);
  std::vector<std::pair<CLI::App*, Runner>> runners;
  auto add = [&](const char* name, const char* help, Runner (*setup)(CLI::App&)) {
    CLI::App* sub = app.add_subcommand(name, help);
    runners.emplace_back(sub, setup(*sub));
  };
  add("solve", "Solve optimally; Princeton output (exit 10 solved, 20 no solution)", setupSolveCmd);
  add("bench",
      "Solve every instance of a file; per instance length, nodes, time (exit 1 on a wrong length)",
      setupBenchCmd);
  add("verify", "Replay a solution (exit 0 right, 1 wrong)", setupVerifyCmd);
  add("encode", "Write the DIMACS CNF of 'solvable in at most T moves?'", setupEncodeCmd);
  return [runners] {
    for (const auto& [sub, run] : runners)
      if (sub->parsed()) return run();
    return int(kInputError);
  };
}

}  // namespace pegsat::cli
