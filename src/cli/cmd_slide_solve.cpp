// pegsat slide solve: optimal solutions of the puzzles of a file, Princeton output.
#include <chrono>
#include <nlohmann/json.hpp>

#include "cli/report.hpp"
#include "cli/slide_cli.hpp"

namespace pegsat::cli {

using namespace pegsat::slide;

Runner setupSlideSolve(CLI::App& app) {
  addFollowLinksOption(app);
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
    JobStop deadline(jobLimits(o->limits).budget);
    bool stopped = false;
    size_t done = 0;
    std::string out;
    nlohmann::json js = nlohmann::json::array();
    int code = kSolved;
    std::unique_ptr<Prepared> prep;
    int prepN = 0;
    for (const Puzzle& p : file->puzzles) {
      // The puzzle the time limit stops at is listed as unknown, with the
      // reason, whether it was cut short (below) or not begun (here).
      if (deadline.stop() != Stop::None) {
        stopped = true;
        if (o->json)
          js.push_back(
              {{"line", p.line}, {"status", "unknown"}, {"reason", stopWord(Stop::TimeLimit)}});
        else
          out += "Unknown: search limit reached\n";
        break;
      }
      if (!prep || prepN != p.n) {
        auto pr = prepare(*o, p.n, goal);
        if (!pr) return reportError(pr.error());
        prep = std::move(*pr);
        prep->solve.limits.stop = deadline.flag();
        prepN = p.n;
      }
      const auto t0 = std::chrono::steady_clock::now();
      auto r = solvePuzzle(p, prep->solve);
      if (!r) return reportError({o->file, p.line, r.error().message});
      const double secs =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      if (r->status == Outcome::NoSolution) code = kNoSolution;
      if (r->status == Outcome::Unknown) code = kOk;
      // A puzzle the time limit cut short is reported as unknown, and is the last.
      stopped = r->status == Outcome::Unknown && (deadline.stop() != Stop::None);
      if (!stopped) ++done;
      if (o->json) {
        nlohmann::json j = {
            {"line", p.line},
            {"status", outcomeWord(r->status)},
            {"nodes", r->nodes},
            {"initial_h", r->initialH},
            {"seconds", secs}};
        if (r->status == Outcome::Solved) {
          j["moves"] = r->moves.size();
          j["solution"] = movesText(r->moves);
        }
        if (stopped) j["reason"] = stopWord(Stop::TimeLimit);
        js.push_back(j);
        if (stopped) break;
        continue;
      }
      if (r->status == Outcome::NoSolution) {
        out += "No solution possible\n";
      } else if (r->status == Outcome::Unknown) {
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
      if (stopped) break;
    }
    if (o->json) {
      // One report for the file (docs/JSON.md): the worst answer, each puzzle.
      nlohmann::json j = reportHead("slide solve", outcomeWord(code == kOk       ? Outcome::Unknown
                                                               : code == kSolved ? Outcome::Solved
                                                                                 : Outcome::NoSolution));
      if (stopped) j["reason"] = stopWord(Stop::TimeLimit);
      j["puzzles"] = std::move(js);
      out = j.dump(2) + "\n";
    }
    if (int w = writeOutput(o->output, out); w != kOk) return w;
    if (!stopped) return code;
    reportStop("slide solve", deadline.stop(), o->limits,
               fmt::format(" after {} of {} puzzles", done, file->puzzles.size()));
    return int(kOk);
  };
}

}  // namespace pegsat::cli
