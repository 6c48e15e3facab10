// SPDX-License-Identifier: GPL-3.0-or-later
// The options that the SAT path adds to several subcommands (solve, count,
// encode, crosscheck).
#pragma once

#include <algorithm>
#include <memory>
#include <string>
#include <thread>

#include "cli/command.hpp"
#include "job/sat_settings.hpp"

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

// --encoding and --shuffle (every SAT subcommand), with the command's defaults.
void addEncodingOptions(CLI::App& app, const std::shared_ptr<SatCliOptions>& o,
                        const EncodingOptions& defaults = {});
// --method native|sat, --seed, the limits, plus the encoding options.
void addSatOptions(CLI::App& app, const std::shared_ptr<SatCliOptions>& o);

// The encoding options of --encoding on top of the defaults; the error names
// the option.
Result<EncodingOptions> encodingOptions(const std::string& settings, EncodingOptions base = {});
Result<SatOptions> satOptions(const SatCliOptions& o);

}  // namespace pegsat::cli
