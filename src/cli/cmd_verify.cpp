// pegsat verify: replay a solution file forward and backward with the
// independent verifier.
#include <nlohmann/json.hpp>

#include "cli/command.hpp"
#include "peg/solution_file.hpp"
#include "verifier/verifier.hpp"

namespace pegsat::cli {

Runner setupVerify(CLI::App& app) {
  struct Opts {
    std::string file, board;
    bool json = false;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("file", o->file, "Solution file")->required();
  app.add_option("--board,-b", o->board,
                 "Board, if the file has no board: header (default: english)");
  app.add_flag("--json", o->json, "Print the result as JSON");
  return [o] {
    auto text = readFile(o->file, kMaxSolutionFileBytes);
    if (!text) return reportError(text.error());
    auto st = parseSolutionText(*text, o->file);
    if (!st) return reportError(st.error());
    if (!o->board.empty() && st->board) st->board.reset();  // the option wins
    auto board = loadSolutionBoard(*st, o->board.empty() ? "english" : o->board);
    if (!board) return reportError(board.error());
    auto sol = resolveSolution(*st, *board);
    if (!sol) return reportError(sol.error());
    VerifyReport r = verifySolution(*board, *sol);
    if (o->json) {
      nlohmann::json j = {{"file", o->file},
                          {"board", board->name},
                          {"ok", r.ok},
                          {"jumps", r.jumps},
                          {"moves", r.moves}};
      if (!r.ok)
        j.update({{"pass", r.pass},
                  {"jump", r.jump},
                  {"jump_text", r.jumpText},
                  {"line", r.line},
                  {"reason", r.reason}});
      fmt::print("{}\n", j.dump(2));
    } else if (r.ok) {
      fmt::print("{}: ok: {} jumps, {} moves, forward and backward, on the {} board\n", o->file,
                 r.jumps, r.moves, board->name);
    } else if (r.jump > 0) {
      fmt::print("{}:{}: wrong: {} jump {} ({}): {}\n", o->file, r.line, r.pass, r.jump, r.jumpText,
                 r.reason);
    } else {
      fmt::print("{}: wrong: {}: {}\n", o->file, r.pass, r.reason);
    }
    return int(r.ok ? kOk : kWrong);
  };
}

}  // namespace pegsat::cli
