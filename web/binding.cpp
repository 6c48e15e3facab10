// SPDX-License-Identifier: GPL-3.0-or-later
// The web page's entry point (docs/WEB.md): one C function that takes a
// request as JSON and returns the answer as JSON, on the same libraries as the
// command line (the native search and counter, the verifier, the pictures).
// JSON both ways keeps the JavaScript side to one call and one parse, and
// makes every answer, error included, one value the page can show.
//
// Every exception stops here, bad_alloc among them: the page's module must
// outlive a count too big for its memory, and a stranger's pasted file.
#include <emscripten/emscripten.h>
#include <sys/stat.h>

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <new>
#include <nlohmann/json.hpp>
#include <string>

#include "count/count.hpp"
#include "draw/board_art.hpp"
#include "draw/peg_animation.hpp"
#include "draw/peg_picture.hpp"
#include "native/native_solve.hpp"
#include "peg/board_file.hpp"
#include "peg/solution_file.hpp"
#include "search/min_moves.hpp"
#include "verifier/batch.hpp"
#include "verifier/handed_out.hpp"

using nlohmann::json;

namespace pegsat::web {
namespace {

using Clock = std::chrono::steady_clock;

// The module's files live in emscripten's in-memory file system: a pasted
// board, solution or certificate is written here so that the verifier reads
// it as `pegsat verify` reads a file, with the same checks and words.
constexpr const char* kPasteDir = "/pasted";
// What the tables may take: below the module's 3 GB cap (web/CMakeLists.txt),
// leaving room for the rest of the heap, so a count that would not fit
// stops with "memory limit" before the allocator fails.
constexpr uint64_t kTableBytes = uint64_t(2200) << 20;

struct BadRequest {
  std::string message;
};

double msSince(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

void writeFile(const std::string& path, const std::string& text) {
  ::mkdir(kPasteDir, 0755);  // exists after the first call
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  if (!out) throw BadRequest{"cannot write " + path + " in the page's file system"};
}

// The request's time budget, "timeoutMs" (none when absent): the page's badge
// asks with one, so that a hard position from a link answers "cannot tell"
// instead of holding a core.
double timeoutSeconds(const json& req) {
  auto it = req.find("timeoutMs");
  if (it == req.end()) return 0;
  if (!it->is_number() || it->get<double>() <= 0)
    throw BadRequest{"\"timeoutMs\" must be a number above 0"};
  return it->get<double>() / 1000;
}

// The bytes the tables may take: the request's "maxMemoryMB" when smaller
// than the page's own bound (the tests use it to reach the limit quickly).
uint64_t tableBytes(const json& req) {
  auto it = req.find("maxMemoryMB");
  if (it == req.end()) return kTableBytes;
  if (!it->is_number_unsigned() || it->get<uint64_t>() == 0)
    throw BadRequest{"\"maxMemoryMB\" must be a whole number above 0"};
  return std::min(kTableBytes, it->get<uint64_t>() << 20);
}

std::string str(const json& j, const char* key) {
  auto it = j.find(key);
  if (it == j.end() || it->is_null()) return "";
  if (!it->is_string()) throw BadRequest{fmt::format("\"{}\" must be a string", key)};
  return it->get<std::string>();
}

// The board of a request: a pasted board file ("boardText"), else a built-in
// name ("board"), English by default.
Board requestBoard(const json& req) {
  const std::string text = str(req, "boardText");
  if (!text.empty()) {
    auto b = parseBoard(text, "pasted board");
    if (!b) throw b.error();
    return std::move(*b);
  }
  const std::string name = str(req, "board");
  if (name.find('/') != std::string::npos) throw BadRequest{unknownBoard(name)};
  auto b = loadBoard(name.empty() ? "english" : name);
  if (!b) throw b.error();
  return std::move(*b);
}

Cells holeList(const Board& board, const std::string& list, const char* what) {
  auto cells = parseHoleList(board, list, what);
  if (!cells) throw cells.error();
  return *cells;
}

// A problem as the page holds it: "pegs" (the position now) or "empty" (the
// holes empty at the start; the board's usual start if neither), and
// "finish" (default: the start's vacancies, as on the command line).
struct WebProblem {
  Board board;
  Cells start = 0, finish = 0;
};

WebProblem requestProblem(const json& req) {
  WebProblem p{requestBoard(req)};
  const Board& b = p.board;
  p.start = b.initial;
  if (req.contains("pegs")) {
    p.start = holeList(b, str(req, "pegs"), "pegs");
  } else if (const std::string empty = str(req, "empty"); !empty.empty()) {
    p.start = b.holes & ~holeList(b, empty, "empty");
  }
  p.finish = b.holes & ~p.start;
  if (const std::string finish = str(req, "finish"); !finish.empty()) {
    p.finish = holeList(b, finish, "finish");
    if (p.finish == 0) throw BadRequest{"finish: no hole given"};
  }
  return p;
}

json jumpNames(const Board& b, const std::vector<Jump>& jumps) {
  json out = json::array();
  for (const Jump& j : jumps) out.push_back(b.holeName(j.from) + "-" + b.holeName(j.to));
  return out;
}

// The board's holes where the pictures put them, its jumps, its usual start.
json boardInfo(const json& req) {
  const Board b = requestBoard(req);
  const draw::HoleLayout layout = draw::layoutHoles(b);
  json holes = json::array();
  for (int cell : layout.holes)
    holes.push_back({{"name", b.holeName(cell)}, {"x", layout.at[cell].x}, {"y", layout.at[cell].y}});
  json jumps = json::array();
  for (const Jump& j : b.jumps)
    jumps.push_back({b.holeName(j.from), b.holeName(j.over), b.holeName(j.to)});
  return {{"name", b.name},        {"holes", holes},
          {"jumps", jumps},        {"width", layout.width},
          {"height", layout.height}, {"empty", b.holeNames(b.initialVacancies())},
          {"builtins", builtinBoardNames()}};
}

void progressLine(const std::string& line) {
  // The worker's onProgress, when it set one: a status line for the page.
  EM_ASM({ if (Module.onProgress) Module.onProgress(UTF8ToString($0)); }, line.c_str());
}

json solved(const WebProblem& p, const std::vector<Jump>& jumps, std::optional<int> minimum) {
  std::optional<MovesClaim> claim;
  if (minimum) claim = MovesClaim{*minimum, true, 0};
  auto text = verifiedSolutionText(p.board, p.start, p.finish, jumps, claim);
  if (!text) throw std::runtime_error("internal error: the verifier rejects the solution found: " + text.error().str());
  return {{"status", "solved"}, {"solution", *text}, {"jumps", jumpNames(p.board, jumps)},
          {"moves", countMoves(jumps)}};
}

json solve(const json& req) {
  const auto t0 = Clock::now();
  const WebProblem p = requestProblem(req);
  NativeOptions o;
  o.search.budget = Budget::fromLimits(timeoutSeconds(req), nullptr, tableBytes(req));
  o.countThreads = 1;
  o.countProgress = [](const std::string& line) { progressLine("counting: " + line); };
  const NativeAnswer a = solveNatively(p.board, p.start, p.finish, o);
  json r;
  switch (a.result.status) {
    case Outcome::Solved: r = solved(p, a.result.jumps, std::nullopt); break;
    case Outcome::NoSolution:
      // The words of `pegsat solve --json` (src/job/solve.cpp); an exhausted
      // search has no decided_by there either.
      r = {{"status", "no solution"}};
      if (a.result.stats.classRejected)
        r["decided_by"] = "start and finish are in different position classes";
      else if (a.result.stats.pagodaCases)
        r["decided_by"] = "a pagoda for each first and last jump rules out every solution";
      else if (a.byCount)
        r["decided_by"] = "the exact count by layers found no solution";
      break;
    case Outcome::Unknown:
      // No limit named: the search's own node budget, which the page sets
      // only through its tables' bytes.
      r = {{"status", "unknown"},
           {"reason", std::string(stopWord(a.result.stop == Stop::None ? Stop::MemoryLimit
                                                                        : a.result.stop))}};
      break;
  }
  r["milliseconds"] = msSince(t0);
  return r;
}

json fewest(const json& req) {
  const auto t0 = Clock::now();
  const WebProblem p = requestProblem(req);
  MinMovesOptions o;
  o.budget = Budget::fromLimits(timeoutSeconds(req), nullptr, tableBytes(req));
  o.threads = 1;
  o.progress = progressLine;
  const MinMovesResult m = minMoves(p.board, p.start, p.finish, o);
  json r;
  if (m.status == Outcome::Solved) {
    r = solved(p, m.jumps, m.moves);
  } else {
    r = {{"status", std::string(outcomeWord(m.status))}};
    if (m.stats.classRejected) r["decided_by"] = "start and finish are in different position classes";
    if (m.status == Outcome::Unknown)
      r["reason"] = std::string(stopWord(m.stoppedBy)), r["lower_bound"] = m.lowerBound;
  }
  r["peak_bytes"] = m.stats.peakBytes;
  r["milliseconds"] = msSince(t0);
  return r;
}

json count(const json& req) {
  const auto t0 = Clock::now();
  const WebProblem p = requestProblem(req);
  CountOptions o;
  o.threads = 1;
  o.budget = Budget::fromLimits(timeoutSeconds(req), nullptr, tableBytes(req));
  o.progress = progressLine;
  const CountResult c = countSolutions(p.board, p.start, p.finish, o);
  json r;
  if (c.status == Stop::None) {
    r = {{"status", c.solutions == 0 ? "no solution" : "solved"},
         {"solutions", c.solutions.str()}};
  } else {
    r = {{"status", "unknown"}, {"reason", std::string(stopWord(c.status))}};
  }
  r["positions"] = c.stats.positions;
  // What the tables could take, for the page to say how far a count got.
  r["max_memory_mb"] = o.budget.bytes() >> 20;
  r["milliseconds"] = msSince(t0);
  return r;
}

// A solution file or a certificate, as `pegsat verify` judges it: written to
// the in-memory file system under the name its kind reads by. A board given
// with the request overrides the file's "board:" header, as --board does.
FileResult verifyText(const json& req) {
  const std::string text = str(req, "text");
  const bool certificate = text.find("# pegsat certificate") != std::string::npos;
  const std::string path =
      std::string(kPasteDir) + (certificate ? "/pasted.cert" : "/pasted.sol");
  writeFile(path, text);
  BatchOptions o;
  o.threads = 1;  // no worker threads in the page
  // No time limit: the page's Stop ends the worker, and no clock is read.
  o.fileTime = std::nullopt;
  o.maxMemoryBytes = kTableBytes;
  if (const std::string boardText = str(req, "boardText"); !boardText.empty()) {
    writeFile(std::string(kPasteDir) + "/board.txt", boardText);
    o.board = std::string(kPasteDir) + "/board.txt";
  } else {
    o.board = str(req, "board");
  }
  std::vector<FileResult> results = verifyFiles({path}, o);
  if (results.empty()) throw std::runtime_error("internal error: the verifier gave no result");
  return std::move(results.front());
}

// One file of `pegsat verify --json`'s "files": status, and the message as
// "reason" when wrong or "error" when unreadable; "text" is the line the
// command prints.
json verify(const json& req) {
  const FileResult f = verifyText(req);
  json r = {{"status", verdictName(f.verdict)}, {"kind", f.kind},  {"line", f.line},
            {"text", f.str()},                  {"fields", f.fields}};
  if (f.verdict == Verdict::kWrong) r["reason"] = f.message;
  if (f.verdict == Verdict::kUnreadable) r["error"] = f.message;
  return r;
}

// The pictures of a solution file, checked first (they replay without
// checking): every move as a still, and the animation.
json drawSolution(const json& req) {
  const FileResult f = verifyText(req);
  if (f.kind != "solution" || f.verdict != Verdict::kRight) throw BadRequest{f.str()};
  auto st = parseSolutionText(str(req, "text"), "solution");
  if (!st) throw st.error();
  const Board board = requestBoard(req);
  st->board.reset();
  auto sol = resolveSolution(*st, board);
  if (!sol) throw sol.error();
  return {{"svg", draw::drawSolution(board, *sol)}, {"animation", draw::animateSolution(board, *sol)}};
}

json dispatch(const json& req) {
  const std::string op = str(req, "op");
  if (op == "board") return boardInfo(req);
  if (op == "solve") return solve(req);
  if (op == "fewest") return fewest(req);
  if (op == "count") return count(req);
  if (op == "verify") return verify(req);
  if (op == "draw") return drawSolution(req);
  throw BadRequest{"unknown op '" + op + "'"};
}

json errorJson(const std::string& message) { return {{"error", message}}; }

char* copyOut(const std::string& s) {
  char* out = static_cast<char*>(std::malloc(s.size() + 1));
  if (out) std::memcpy(out, s.c_str(), s.size() + 1);
  return out;
}

}  // namespace
}  // namespace pegsat::web

extern "C" {

// Returns a string the caller frees with pegsat_free: the answer, or
// {"error": "file:line: message"}. Never throws, never aborts.
EMSCRIPTEN_KEEPALIVE char* pegsat_call(const char* request) {
  using namespace pegsat::web;
  std::string answer;
  try {
    try {
      json req = json::parse(request ? request : "");
      if (!req.is_object()) throw BadRequest{"the request must be a JSON object"};
      answer = dispatch(req).dump();
    } catch (const pegsat::Error& e) {
      answer = errorJson(e.str()).dump();
    } catch (const BadRequest& e) {
      answer = errorJson(e.message).dump();
    } catch (const std::bad_alloc&) {
      answer = errorJson("out of memory: the page's module holds at most 3 GB").dump();
    } catch (const std::exception& e) {
      answer = errorJson(e.what()).dump();
    }
  } catch (...) {
    answer = R"({"error":"internal error"})";
  }
  return copyOut(answer);
}

EMSCRIPTEN_KEEPALIVE void pegsat_free(char* p) { std::free(p); }

}  // extern "C"
