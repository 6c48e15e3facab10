// The options that the SAT path adds to several subcommands (solve, count,
// encode), and the SAT branch of `pegsat solve`, kept here so that the
// subcommands owned by others need only one option call and one branch.
#pragma once

#include <algorithm>
#include <memory>
#include <string>
#include <thread>

#include "cli/certificate_cli.hpp"
#include "cli/command.hpp"
#include "encodings/sat_solve.hpp"

namespace pegsat::cli {

struct SatCliOptions {
  std::string method = "native";
  std::string encoding;  // comma-separated settings, e.g. "amo=pairwise,classes=off"
  // --timeout, --max-memory and --threads; with all cores, workers race
  // shuffled copies of the same CNF (solveBySat).
  LimitOptions limits;
  uint64_t shuffle = 0;
  uint32_t seed = 0;
  std::string solver;  // CryptoMiniSat settings, e.g. "polarity=stable,sls=0"
};

// --encoding and --shuffle (every SAT subcommand).
void addEncodingOptions(CLI::App& app, const std::shared_ptr<SatCliOptions>& o);
// --method native|sat, --seed, the limits, plus the encoding options.
void addSatOptions(CLI::App& app, const std::shared_ptr<SatCliOptions>& o);

// The encoding options of --encoding on top of the defaults; the error names
// the option.
Result<EncodingOptions> encodingOptions(const std::string& settings, EncodingOptions base = {});
Result<SatOptions> satOptions(const SatCliOptions& o);

// `pegsat solve --method sat`: solve, verify, write the solution (or the
// certificate of "no solution", if asked); exit 10, 20 or 0 (timeout).
// With `plan`, the solution is written there as an IPC pegsol plan too.
int runSatSolve(const Problem& p, const SatCliOptions& sat, const std::string& output, bool json,
                bool quiet, const std::string& plan = "",
                const CertificateCliOptions& certificate = {});

// `pegsat solve --min-moves --method sat`: the fewest moves by incremental
// SAT; exit 10 with a verified solution whose header says "moves: K
// (minimum)", 20 if there is no solution, 0 at the timeout with the bounds.
int runMinMovesSat(const Problem& p, const SatCliOptions& sat, const std::string& output, bool json,
                   bool quiet, const std::string& plan = "");

// `pegsat count --method sat`: count solutions by model enumeration; exit 0,
// or 0 with "unknown" if the count stopped early.
int runSatCount(const Problem& p, int threads, bool json, bool quiet);

}  // namespace pegsat::cli
