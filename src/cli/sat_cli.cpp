// SPDX-License-Identifier: GPL-3.0-or-later
// The SAT path's shared CLI options.
#include "cli/sat_cli.hpp"


namespace pegsat::cli {

void addEncodingOptions(CLI::App& app, const std::shared_ptr<SatCliOptions>& o,
                        const EncodingOptions& defaults) {
  app.add_option("--encoding", o->encoding,
                 "CNF encoding settings, comma separated: " + encodingSettingsHelp() +
                     " (default: " + describe(defaults) + ")" +
                     (defaults.keepsAllSolutions()
                          ? "; models are exactly the solutions, one per jump sequence; "
                            "symmetry=on, order=on or parallel=on solve faster, but then "
                            "models \u2260 solutions"
                          : "; symmetry=on, order=on and parallel=on solve faster, but models "
                            "\u2260 solutions"));
  app.add_option("--shuffle", o->shuffle,
                 "Rename variables and reorder clauses at random with this seed (benchmarks)");
}

void addSatOptions(CLI::App& app, const std::shared_ptr<SatCliOptions>& o) {
  app.add_option("--method", o->method, "native search or sat (CryptoMiniSat)")
      ->check(CLI::IsMember({"native", "sat"}))
      ->capture_default_str();
  addLimitOptions(app, o->limits, "the search");
  app.add_option("--seed", o->seed, "SAT solver's random seed")->capture_default_str();
  app.add_option("--solver", o->solver,
                 "CryptoMiniSat settings, comma separated, on top of the default polarity=stable "
                 "(benchmarks): polarity=pos|neg|rnd|"
                 "auto|stable|best|bestinv|saved, simplify=off, presimplify=off, bva=off, "
                 "bve=off, sls=N, intree=N, distill=N, scc=N, xor=on|off, eqlit=off, single");
  addEncodingOptions(app, o);
}

Result<EncodingOptions> encodingOptions(const std::string& settings, EncodingOptions base) {
  return parseEncodingSettings(settings, base);
}

Result<SatOptions> satOptions(const SatCliOptions& o) {
  auto enc = encodingOptions(o.encoding);
  if (!enc) return enc.error();
  SatOptions s;
  s.encoding = *enc;
  s.threads = threadCount(o.limits);
  s.solverSeed = o.seed;
  s.shuffleSeed = o.shuffle;
  // On top of the default, so that `--solver sls=0` changes only SLS (it used
  // to drop stable polarities as well, and measured their effect instead).
  if (!o.solver.empty()) s.solverConfig += "," + o.solver;
  return s;
}

}  // namespace pegsat::cli
