// SPDX-License-Identifier: GPL-3.0-or-later
// pegsat's public API: peg solitaire boards and problems, solving, the fewest
// moves, counting solutions and checking them, for programs that link
// libpegsat (CMake: find_package(pegsat), target pegsat::pegsat).
//
// This header is the whole interface. It includes only the standard library,
// and every type it hands out is a value made of standard types; the solvers
// behind it are private to the library and may change between versions.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#if defined(__GNUC__)
#define PEGSAT_API __attribute__((visibility("default")))
#else
#define PEGSAT_API
#endif

namespace pegsat::api {

/*========================================================================*/

// [Example]
//
// The central game of the English board, the 33-hole cross: every hole but
// the centre d4 holds a peg, and the last peg must end in d4.
//
//   namespace pg = pegsat::api;
//
//   pg::Result<pg::Board> board = pg::loadBoard("english");
//   if (!board) { std::cerr << board.error().str() << "\n"; return 2; }
//   pg::Result<pg::Problem> game = pg::makeProblem(*board);   // usual start
//
//   pg::Answer a = pg::solve(*game);          // a.status == Status::Solved
//   std::cout << a.solution;                  // a solution file, 31 jumps
//
//   pg::Result<pg::Verdict> v = pg::verify(*board, a.solution, "game.sol");
//   // v.ok() (the text was read) and v->ok (the jumps solve its problem)
//
//   pg::Count n = pg::count(*game);           // n.solutions is a decimal
//                                             // string: "40861647040079968"
//
// examples/ in the source tree builds a program like this one against the
// installed package.

/*========================================================================*/

// [Names]
//
// Holes are named as in G. I. Bell's notation: a column letter from `a`,
// then a row number from 1, on the board's bounding grid (`d4` is the English
// centre, `a1` the triangle's apex). A jump is "from-to" ("d2-d4" jumps the
// peg on d2 over d3 into d4); a chain of jumps by one peg, "d2-d4-f4", is one
// move. A list of holes is their names separated by spaces or commas.
//
// Board files and solution files are pegsat's text formats (docs/FORMATS.md):
// a board is a grid of 'o' (a hole with a peg), '.' (an empty hole) and ' '
// or '-' (no hole), after optional "name:" and "directions:" (4, 6 or 8)
// lines; a solution is optional "board:", "start:", "finish:" and "moves:"
// lines, then the jumps.

// [Errors]
//
// No function throws. Input that cannot be read (a malformed board or
// solution text, an unknown hole or board) comes back as a Result holding an
// Error that names the input and the line; solving and counting end with a
// status and a reason instead. The one exception is Result::value() (and
// * and ->) called on a Result that holds an Error: std::bad_variant_access,
// as std::get would throw. Check ok() first.

// [Threads]
//
// Boards and problems are immutable and cheap to copy (they share their
// data); any number of threads may use them at once. Every function is
// reentrant: the library holds no global mutable state.

// [Stopping]
//
// The long calls (solve, minMoves, count, countLevels, certify, encode) take an optional
// `stop` flag in their options. Another thread sets it to end the call early,
// as a time limit would: the library looks at it at the checks of its time
// limits (a few times a second at most, within milliseconds on the native
// searches) and returns Unknown, or an incomplete count, with the reason
// "interrupted". A front end sets it on Ctrl-C. Their `progress` callback,
// when given, receives a status line now and then from a library thread.

/*========================================================================*/

// What went wrong with an input: "file:line: message", as compilers write it.
struct Error {
  std::string file;     // the input's name; empty for an argument (a hole list)
  int line = 0;         // 1-based; 0 when the error is about the whole input
  std::string message;  // one line, no trailing newline

  // "file:line: message", leaving out the parts that are empty or 0.
  std::string str() const {
    std::string s;
    if (!file.empty()) s += file + ":";
    if (line > 0) s += std::to_string(line) + ":";
    if (!s.empty()) s += " ";
    return s + message;
  }
};

// Either a value or the Error that prevented it.
template <class T>
class Result {
 public:
  Result(T value) : v_(std::move(value)) {}
  Result(Error error) : v_(std::move(error)) {}

  bool ok() const noexcept { return v_.index() == 0; }
  explicit operator bool() const noexcept { return ok(); }

  // The value; throws std::bad_variant_access when !ok().
  const T& value() const& { return std::get<0>(v_); }
  T& value() & { return std::get<0>(v_); }
  T&& value() && { return std::get<0>(std::move(v_)); }
  const T& operator*() const& { return value(); }
  T& operator*() & { return value(); }
  const T* operator->() const { return &value(); }
  T* operator->() { return &value(); }

  // The error; throws std::bad_variant_access when ok().
  const Error& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, Error> v_;
};

namespace detail {
struct BoardData;    // the library's board model
struct ProblemData;  // start and finish as positions of it
}  // namespace detail

/*========================================================================*/

// A board: its holes, the directions a peg may jump in, and its usual start.
class PEGSAT_API Board {
 public:
  const std::string& name() const;        // "english", or the board file's name
  int holeCount() const;                  // 33 on the English board
  std::vector<std::string> holes() const; // every hole's name, row by row
  std::string usualStart() const;         // the holes empty at the usual start: "d4"
  int directions() const;                 // 4 orthogonal, 6 triangular, 8 with diagonals
  // Every jump, "from-to" ("d2-d4"), in the order of the solvers' jump table.
  std::vector<std::string> jumps() const;
  // The board's symmetries, identity first: symmetry s maps holes()[i] to
  // symmetries()[s][i]. 8 on the square boards, 6 on the triangle.
  std::vector<std::vector<std::string>> symmetries() const;
  // The board as a board file: for a board read from one, that file's exact
  // text (its SHA-256 is the board's identity in verdicts); for a built-in
  // board, "name:" and "directions:" lines, then the grid, with pegs on
  // every hole but the usual start's vacancies.
  std::string text() const;
  // The board file it was read from, as named (its name comes from this
  // path's stem unless the text has a "name:" line); empty for a built-in
  // board. parseBoard(text(), file()) makes the same board again.
  std::string file() const;

 private:
  explicit Board(std::shared_ptr<const detail::BoardData> data);
  std::shared_ptr<const detail::BoardData> data_;
  friend struct detail::BoardData;
};

// The names of the built-in boards: "english", "french", "triangle", ...
PEGSAT_API std::vector<std::string> builtinBoards();

// A built-in board by name, or else the board file at that path.
PEGSAT_API Result<Board> loadBoard(const std::string& nameOrPath);

// A board from the text of a board file; `file` names it in errors, and
// gives the board its name unless the text has a "name:" line.
PEGSAT_API Result<Board> parseBoard(std::string_view text, const std::string& file);

/*========================================================================*/

// A problem: from a start (the holes that are empty) to a finish (the holes
// that hold a peg at the end), on a board.
class PEGSAT_API Problem {
 public:
  const Board& board() const { return board_; }
  std::string start() const;   // the holes empty at the start
  std::string finish() const;  // the holes holding a peg at the end
  int jumps() const;           // every solution makes this many jumps

 private:
  Problem(Board board, std::shared_ptr<const detail::ProblemData> data);
  Board board_;
  std::shared_ptr<const detail::ProblemData> data_;
  friend struct detail::ProblemData;
};

// The problem on `board` whose start empties the holes `emptyAtStart` and
// whose finish leaves pegs on exactly `pegsAtEnd`. An empty list means the
// usual: the board's usual start, and a finish with pegs on the start's
// vacancies (on the English board, the central game). Errors name the
// argument ("start" or "finish") and the hole that is not on the board.
PEGSAT_API Result<Problem> makeProblem(const Board& board, std::string_view emptyAtStart = "",
                                       std::string_view pegsAtEnd = "");

/*========================================================================*/

// How a search ended. The numbers are the SAT competition's exit codes,
// which the pegsat command returns too.
enum class Status : int {
  Unknown = 0,      // stopped by a limit (time, memory) before an answer
  Solved = 10,      // a solution, checked by the independent verifier
  Impossible = 20,  // proved to have no solution
};

// Which solver searches: the native depth-first search (the default; the
// fewest moves by a breadth-first search from both ends), or CryptoMiniSat
// on a CNF encoding of the problem.
enum class Method { Native, Sat };

struct SolveOptions {
  Method method = Method::Native;
  double timeoutSeconds = 0;    // wall clock; 0 for no limit
  // The process's CPU time, every thread's (std::clock), from the call on:
  // a limit that other load on the machine does not move; reason "CPU time
  // limit". 0 for no limit.
  double cpuSeconds = 0;
  uint64_t maxMemoryBytes = 0;  // native: stop before the tables pass it; 0 for no limit
  unsigned threads = 0;         // 0 for all cores
  const std::atomic<bool>* stop = nullptr;           // [Stopping]
  std::function<void(const std::string&)> progress;  // a status line now and then
};

struct Answer {
  Status status = Status::Unknown;
  // When Solved: the jumps, in order ("f4-d4"), the number of moves they
  // make (a chain of jumps by one peg is one move), and the solution file
  // that `verify` reads back (headers board, start, finish, then the moves).
  std::vector<std::string> jumps;
  int moves = 0;
  std::string solution;
  // Why the status is what it is, in a few words: "time limit" or "memory
  // limit" for Unknown, "start and finish are in different position
  // classes" for an Impossible decided at once, "a pagoda for each first and
  // last jump rules out every solution", "the exact count by layers found no
  // solution" for one the search left to the count; may be empty.
  std::string reason;
  // minMoves only: what is proved about the fewest moves, also when a limit
  // stopped it (`pegsat solve --min-moves` prints "at least 13, at most 34").
  // No solution has fewer than lowerBound moves; one with upperBound moves
  // was found (-1: none yet). Equal when Solved; both -1 after solve() and
  // for a problem with no solution.
  int lowerBound = -1;
  int upperBound = -1;
};

// Finds a solution, or proves there is none. Native: a depth-first search,
// then (on the few problems it has not answered within 2^27 positions) an
// exact count by layers on `threads`, whose zero proves there is none.
PEGSAT_API Answer solve(const Problem& problem, const SolveOptions& options = {});

// Finds a solution with the fewest moves and proves that none has fewer
// (Bell's measure: a chain of jumps by one peg counts once). Solved means
// optimal; the solution file says "moves: K (minimum)". Native uses
// `threads`; Sat ignores maxMemoryBytes.
PEGSAT_API Answer minMoves(const Problem& problem, const SolveOptions& options = {});

/*========================================================================*/

// Pictures (SVG): a board with `pegs` (a hole list; empty for the usual
// start), and a solution text drawn move by move on `board` after the
// independent verifier has replayed it (a wrong solution is an Error, as an
// unreadable one). Each board is a <g class="board"> whose pegs are
// <circle class="peg" data-hole="d4">, as `pegsat draw` writes them.
PEGSAT_API Result<std::string> drawPosition(const Board& board, std::string_view pegs = "");
PEGSAT_API Result<std::string> drawSolution(const Board& board, std::string_view solution,
                                            const std::string& file = "");

// How a solution is drawn: a grid of boards, `columns` to a row, the start
// and the position after each move; or one board on which the pegs jump, in
// a loop (plain SVG animation, `pegsat draw --animate`).
struct DrawOptions {
  bool animate = false;
  int columns = 6;  // 1 or more
};
PEGSAT_API Result<std::string> drawSolution(const Board& board, std::string_view solution,
                                            const std::string& file, const DrawOptions& options);

/*========================================================================*/

// The verdict on a solution text that could be read.
struct Verdict {
  bool ok = false;  // every jump legal, and the finish reached
  int jumps = 0;    // jumps in the solution
  int moves = 0;    // moves: a chain of jumps by one peg is one move
  // When !ok: the first illegal jump (1-based; 0 if every jump was legal but
  // the position reached is not the finish), its line, and why.
  int jump = 0;
  int line = 0;
  std::string message;
  // The board it was checked on: its name, and for a board file its path
  // and SHA-256 (empty for a built-in board), as `pegsat verify --json` says.
  std::string board, boardFile, boardSha256;
  // verifyWithCertificate: "certified" when a levels certificate proves
  // that none is shorter, else "not proved"; and the moves it proves.
  std::string minimum;
  int certifiedMoves = 0;
  // Its problem, as `pegsat verify --json` gives it: the holes empty at the
  // start and those holding a peg at the end, as hole lists (empty when the
  // text could not be resolved to a problem). Last, so that an initializer
  // by position of the fields above stays right.
  std::string start, finish;
};

// How files from a stranger are verified (docs/VERIFY.md, "Verifying
// untrusted files"), as `pegsat verify` does it.
struct VerifyOptions {
  // The folders, or files (meaning the folder that holds each), where a
  // checked file may name a board file, a CNF or a proof. Each is opened
  // once, by descriptor, and refused if it is or passes through a symbolic
  // link; every file beneath is opened without leaving it. The checked
  // file's own folder is always one, as `pegsat verify` confines the files
  // it is given; a text with no file reads beneath `roots` only (none: no
  // file at all).
  std::vector<std::string> roots;
  // The board every solution or certificate must be about (a built-in name
  // or a board file); one about another board is not ok. Empty: its own.
  std::string board;
  // The check stops, with an Error saying which limit, after
  // `timeoutSeconds` of wall clock, before it holds more than
  // `maxMemoryBytes`, or once `stop` is set ([Stopping]).
  double timeoutSeconds = 0;                // 0 for no limit
  uint64_t maxMemoryBytes = 0;              // 0 for no limit
  const std::atomic<bool>* stop = nullptr;
};

// Checks a solution file's text with pegsat's independent verifier: each jump
// is replayed on a plain array, from the hole geometry alone, forward from
// the start and backward from the finish. The board is the text's "board:"
// line (a built-in name, or a board file named relative to `file`), else the
// English board. The Error says why the text could not be read (a syntax
// error, a hole not on the board) and on which line; a wrong jump is a
// Verdict that is not ok.
PEGSAT_API Result<Verdict> verify(std::string_view solution, const std::string& file = "");
// The same on `board`, whatever the text's "board:" line says.
PEGSAT_API Result<Verdict> verify(const Board& board, std::string_view solution,
                                  const std::string& file = "");
// The same under `options`: the board file read only beneath its roots, and
// a solution on another board than options.board not ok.
PEGSAT_API Result<Verdict> verify(std::string_view solution, const std::string& file,
                                  const VerifyOptions& options);
// A solution and a levels certificate of its problem (docs/CERTIFICATES.md)
// together, with no search: ok when the solution is right and the
// certificate valid and about its problem; minimum "certified" when the
// solution has as many moves as the certificate proves at least. The
// certificate and its data are read beneath options.roots and its folder.
PEGSAT_API Result<Verdict> verifyWithCertificate(std::string_view solution,
                                                 const std::string& file,
                                                 const std::string& certificate,
                                                 const VerifyOptions& options = {});
// The same on `board`, as `pegsat verify --board` checks: a text whose
// "board:" line names another board (its board file read only beneath the
// roots) is not ok; a line naming the board file `board` was read from
// needs no second read.
PEGSAT_API Result<Verdict> verify(const Board& board, std::string_view solution,
                                  const std::string& file, const VerifyOptions& options);

/*========================================================================*/

struct CountOptions {
  uint64_t maxMemoryBytes = 0;  // stop (incomplete) before the tables pass it; 0 for no limit
  unsigned threads = 0;         // 0 for all cores
  double timeoutSeconds = 0;    // wall clock; stop (incomplete) after it; 0 for no limit
  double cpuSeconds = 0;        // the process's CPU time, as SolveOptions; 0 for no limit
  const std::atomic<bool>* stop = nullptr;           // [Stopping]
  std::function<void(const std::string&)> progress;  // a status line
};

struct Count {
  bool complete = false;  // false when stopped by the memory limit
  // The exact number of distinct jump sequences that solve the problem, in
  // decimal: counts outgrow 64 bits on the larger boards. Empty when not
  // complete.
  std::string solutions;
  std::string reason;  // why not complete
};

// Counts every solution exactly, by layers of positions met in the middle
// (symmetry only speeds it up: every distinct sequence of jumps counts).
PEGSAT_API Count count(const Problem& problem, const CountOptions& options = {});

// The positions after each number of jumps, as `pegsat count --levels` gives
// them: those reachable from the start, and of those the ones from which the
// finish is reachable, each counted once and up to the symmetries that keep
// start and finish.
struct Level {
  int jumps = 0;
  uint64_t reachable = 0, reachableUpToSymmetry = 0;
  uint64_t onSolutionPath = 0, onSolutionPathUpToSymmetry = 0;
};

struct Levels {
  bool complete = false;  // false when stopped by a limit
  std::vector<Level> levels;  // jumps 0 .. problem.jumps()
  int symmetries = 1;         // the symmetries keeping start and finish
  std::string reason;         // why not complete
};

PEGSAT_API Levels countLevels(const Problem& problem, const CountOptions& options = {});

/*========================================================================*/

// [CNF]
//
// The CNF encoding that `pegsat encode` writes, for any SAT solver: one
// variable per hole and step, one per jump and step, and the auxiliaries;
// clauses are lists of nonzero literals, as DIMACS and PySAT write them. The
// DIMACS text carries comments naming each variable, from which `decode`
// turns any solver's model back into a solution.

struct EncodeOptions {
  // Time steps; -1: one jump a step, as many steps as a solution has jumps,
  // so the CNF is unsatisfiable exactly when the problem has no solution.
  int steps = -1;
  // At most this many moves (a chain of jumps by one peg is one move), with
  // a counter over the moves; -1 for no bound. Sets the steps itself.
  int maxMoves = -1;
  // `pegsat encode --encoding`: settings, comma separated. By default the
  // models are exactly the solutions, one per jump sequence, so a model
  // counter counts solutions and an added clause removes only what it says;
  // "symmetry=on", "order=on" and "parallel=on" solve faster, but then
  // models ≠ solutions (the file's "c models" line says which).
  std::string encoding;
  uint64_t shuffle = 0;  // rename variables and reorder clauses with this seed; 0: none
  // The limits of `pegsat encode --timeout --max-memory`: a board of
  // thousands of jumps needs gigabytes of clauses. A limit that stops the
  // encoder makes an Error saying which ("time limit", "memory limit",
  // "interrupted"), and no CNF.
  double timeoutSeconds = 0;    // wall clock; 0 for no limit
  uint64_t maxMemoryBytes = 0;  // the clauses and the text; 0 for no limit
  const std::atomic<bool>* stop = nullptr;  // [Stopping]
};

struct Cnf {
  int vars = 0;
  std::vector<std::vector<int>> clauses;
  int steps = 0;       // -1 for a file without pegsat's "c steps:" comment
  std::string dimacs;  // the whole file, comments included
};

// Errors: steps given with maxMoves, a value out of range, an unknown
// encoding setting, a limit that stopped the encoder.
PEGSAT_API Result<Cnf> encode(const Problem& problem, const EncodeOptions& options = {});

// A DIMACS CNF file's text (any producer's) as a Cnf; the Error names `file`
// and the line of a malformed header, literal or clause.
PEGSAT_API Result<Cnf> readCnf(std::string_view dimacs, const std::string& file = "cnf");

// The answer a SAT solver's result means for the CNF `dimacs` (a text that
// `encode` or `pegsat encode` wrote): a model (the true literals; a variable
// left out is false) becomes a solution replayed by the independent
// verifier, Status::Solved; no model (the solver said unsatisfiable) is
// Impossible when the CNF covers every solution, with the reason "no
// solution in at most K moves" for a CNF bounded in moves, else Unknown. The
// Error says what does not fit: a model that falsifies a clause, a CNF not
// written by pegsat.
PEGSAT_API Result<Answer> decode(std::string_view dimacs, const std::optional<std::vector<int>>& model);

/*========================================================================*/

// [Certificates]
//
// A certificate of "no solution" (docs/CERTIFICATES.md): a parity set, a
// pagoda, a pagoda for each first and last jump, or a DRAT refutation of the
// plain CNF, that the independent checker verifies without the solvers.

struct CertifyOptions {
  double dratTimeoutSeconds = 60;  // for CaDiCaL's DRAT proof; 0 for no limit
  // The whole call, the levels that follow a DRAT proof not found in time
  // included: wall clock and the search's tables; 0 for no limit.
  double timeoutSeconds = 0;
  uint64_t maxMemoryBytes = 0;
  const std::atomic<bool>* stop = nullptr;           // [Stopping]
  std::function<void(const std::string&)> progress;  // a status line
};

struct Certification {
  // Impossible: the certificate is written and checked. Solved: the problem
  // has a solution after all, so there is no certificate. Unknown: no parity
  // set or pagoda decides it, CaDiCaL found no proof in time, and the levels
  // by jumps did not finish within the limits.
  Status status = Status::Unknown;
  std::string kind;  // parity, pagoda, cases, drat or levels
  std::vector<std::string> files;  // the certificate, then a DRAT one's CNF and proof
  std::string reason;
};

// Finds a certificate that `problem` has no solution and writes it to `path`
// (a DRAT certificate's CNF and proof beside it, as PATH.cnf and PATH.drat
// without the .cert), each file replaced atomically, then checks what was
// written with the independent checker. The Error names a file that could
// not be written.
PEGSAT_API Result<Certification> certify(const Problem& problem, const std::string& path,
                                         const CertifyOptions& options = {});

struct CertificateVerdict {
  bool ok = false;
  std::string kind;     // parity, pagoda, cases, drat or levels
  std::string board;    // the board's name
  std::string problem;  // "start d4, finish c4"
  std::string reason;   // when !ok: why the argument fails
  // For a board file: its path and SHA-256; empty for a built-in board.
  std::string boardFile, boardSha256;
  // levels: what it proves ("at least 18 moves", "no solution") and its k.
  std::string claim;
  int bound = 0;
};

// Checks a certificate file with the independent checker. The Error says
// why it, its board, its CNF or its proof could not be read.
PEGSAT_API Result<CertificateVerdict> verifyCertificate(const std::string& path);
// The same under `options`: the certificate, its board, CNF and proof read
// only beneath its roots (and the certificate's own folder), and a
// certificate about another board than options.board not ok.
PEGSAT_API Result<CertificateVerdict> verifyCertificate(const std::string& path,
                                                        const VerifyOptions& options);

/*========================================================================*/

// The verdict on a plan of the IPC's peg solitaire domain (docs/PDDL.md).
struct PlanVerdict {
  bool ok = false;
  int actions = 0;
  int cost = 0;  // total-cost: the moves
  // When !ok: the first action that fails (1-based; 0 when every action
  // applies but the goal does not hold), its text and line, and why.
  int action = 0;
  std::string actionText;
  int line = 0;
  std::string reason;
};

// Checks `plan` (a planner's output) against the PDDL problem text
// `pddlProblem` by simulating the domain's actions on the problem's facts,
// never through a board or a move generator. The files name them in errors.
PEGSAT_API Result<PlanVerdict> verifyPlan(std::string_view pddlProblem, std::string_view plan,
                                          const std::string& problemFile = "",
                                          const std::string& planFile = "");

/*========================================================================*/
/* Sliding puzzles (docs/SLIDING.md)                                       */
/*========================================================================*/

// The search settings of slideSolve and slideBench, in the words of `pegsat
// slide solve`'s options, and the limits of the whole file.
struct SlideOptions {
  std::string goal = "auto";       // last (1 2 ... 0, Princeton), first (0 1 2 ..., Korf), auto
  std::string algorithm = "ida";   // ida, astar or sat
  std::string heuristic = "auto";  // manhattan, lc, pdb or auto
  std::string pdb = "auto";        // pattern partition: 4-4, 5-5-5, 6-6-3, 7-8, 6-6-6-6, auto
  std::string pdbDir;              // databases' cache folder; "" the user's cache, "none"
  bool reflect = true;             // look databases up through the diagonal too
  uint64_t maxNodes = 0;           // per puzzle; 0 for no limit
  double puzzleTimeoutSeconds = 0; // per puzzle, IDA* only; 0 for no limit
  int maxSatSteps = 40;            // largest T tried by the sat algorithm
  double timeoutSeconds = 0;       // the whole file, wall clock; 0 for no limit
  unsigned threads = 0;            // slideBench: one instance a thread; 0 for all cores
  const std::atomic<bool>* stop = nullptr;           // [Stopping]
  std::function<void(const std::string&)> progress;  // a status line now and then
};

struct SlideAnswer {
  int line = 0;  // of the puzzle in its file
  Status status = Status::Unknown;
  std::string moves;  // when Solved: the blank's moves, U D L R
  uint64_t nodes = 0;
  int initialH = 0;  // the heuristic's value at the start
  double seconds = 0;
  std::string reason;  // when Unknown because the whole file's limit stopped it
};

struct SlideAnswers {
  Status status = Status::Unknown;  // the answers folded in order; Solved when all are
  std::string reason;               // the limit that stopped the file, if one did
  std::vector<SlideAnswer> puzzles;
  std::vector<std::string> warnings;  // pattern-database cache files bad or not written
};

// Optimal solutions of every puzzle of a file (Princeton format or Korf
// instance lines). The Error names the file (and line) or the setting.
PEGSAT_API Result<SlideAnswers> slideSolve(const std::string& puzzleFile,
                                           const SlideOptions& options = {});

struct SlideBenchInstance {
  int instance = 0, line = 0;
  Status status = Status::Unknown;
  int length = -1, optimal = -1;  // moves found and the file's; -1 for none
  uint64_t nodes = 0;
  int initialH = 0;
  double seconds = 0;
  std::string verdict;  // "ok", "WRONG" or "unknown"
};

struct SlideBench {
  Status status = Status::Unknown;  // Solved when every instance ran
  std::string reason;
  std::vector<SlideBenchInstance> instances;
  int threads = 0, wrong = 0, unknown = 0, notDone = 0;
  uint64_t totalNodes = 0;
  double pdbSeconds = 0, wallSeconds = 0, cpuSeconds = 0, averageInitialH = 0;
};

// Every instance of a file (its first `first`, 0 for all), one a thread,
// checked against the file's optimal lengths.
PEGSAT_API Result<SlideBench> slideBench(const std::string& instanceFile,
                                         const SlideOptions& options = {}, int first = 0);

struct SlideVerdict {
  bool ok = false;
  bool noSolution = false;  // the solution says "No solution possible"
  int moves = 0;            // moves replayed
  int step = 0, line = 0;   // when !ok: the first wrong step and its line (0: global)
  std::string reason;
};

// Replays a solution file (Princeton output or U D L R) on a puzzle file
// holding one puzzle, with the independent sliding verifier.
PEGSAT_API Result<SlideVerdict> slideVerify(const std::string& puzzleFile,
                                            const std::string& solutionFile,
                                            const std::string& goal = "auto");

// The DIMACS CNF of "is the puzzle solvable in at most `steps` moves?".
PEGSAT_API Result<std::string> slideEncode(const std::string& puzzleFile, int steps,
                                           const std::string& goal = "auto");

/*========================================================================*/
/* The cross-check and the bench                                           */
/*========================================================================*/

struct CrosscheckOptions {
  int samples = 10;
  uint64_t seed = 1;
  int jumps = 8;              // from each sample's start to its finish
  uint64_t maxCount = 5000;   // draw again above this many solutions
  double satTimeoutSeconds = 120;  // per SAT count
  double timeoutSeconds = 0;  // the whole check; 0 for no limit
  const std::atomic<bool>* stop = nullptr;  // [Stopping]
};

struct CrosscheckSample {
  std::string startPegs, finishPegs;  // hole lists
  std::string native;                 // the native count, in decimal
  uint64_t sat = 0;                   // models enumerated
  bool satComplete = false, agree = false;
};

struct Crosscheck {
  bool right = false;  // every count agrees (or a limit stopped it before the first)
  std::string reason;  // the limit that stopped it, if one did
  int redrawn = 0;     // samples drawn again for too large a count
  std::vector<CrosscheckSample> samples;  // up to the first disagreement
};

// Random end games of `board` counted by the native counter and by SAT
// model enumeration, which share no code beyond the board.
PEGSAT_API Result<Crosscheck> crosscheck(const Board& board, const CrosscheckOptions& options = {});

struct BenchOptions {
  bool allPairs = false;      // every single-vacancy start / single-survivor finish once
  int runs = 21;              // else the problem this many times
  double pairCpuSeconds = 10; // per problem, CPU time; 0 for no limit
  uint64_t pairMaxMemoryBytes = uint64_t(4) << 30;  // per problem's tables
  double timeoutSeconds = 0;  // the whole bench; 0 for no limit
  unsigned threads = 0;       // the count's, when the search has not answered
  const std::atomic<bool>* stop = nullptr;           // [Stopping]
  std::function<void(const std::string&)> progress;  // a status line now and then
};

struct BenchSummary {
  Status status = Status::Unknown;
  std::string reason;  // the limit that stopped it, if one did
  int asked = 0, done = 0;
  int solved = 0, impossible = 0, unknown = 0;
  std::vector<std::string> unknownProblems;  // with allPairs: "START-FINISH"
  uint64_t nodes = 0;                        // positions searched, all runs
  double totalMs = 0, medianMs = 0, minMs = 0, maxMs = 0, medianCpuMs = 0, maxCpuMs = 0;
  std::string slowest, slowestAnswered;  // problems ("START-FINISH"); empty for none
};

// The native solver timed (`pegsat bench`): the positions searched are
// deterministic, a regression signature.
PEGSAT_API Result<BenchSummary> bench(const Problem& problem, const BenchOptions& options = {});

/*========================================================================*/
/* The fields of the reports (docs/JSON.md)                                */
/*========================================================================*/

// One field of a --json report, as docs/JSON.md lists it: its key (a path:
// "puzzles[].line" in each item of an array, "boards.*" under a map's keys),
// its unit ("ms", "s", "bytes", "positions", ...; empty for none), what it
// holds. A binding builds its objects from these.
struct ReportField {
  std::string name, unit, meaning;
};

// "head" (the fields every report starts with), then each command with --json.
PEGSAT_API std::vector<std::string> reportCommands();
// The fields of one of them; empty for another word.
PEGSAT_API std::vector<ReportField> reportFields(const std::string& command);

/*========================================================================*/

// The library's version, "MAJOR.MINOR", as the CMake package states it.
PEGSAT_API const char* version();

}  // namespace pegsat::api
