// SPDX-License-Identifier: GPL-3.0-or-later
// CryptoMiniSat settings from text; see cms_support.hpp.
#include "encodings/cms_support.hpp"

#include "util/text.hpp"

namespace pegsat {

Result<bool> configureSolver(CMSat::SATSolver& s, const std::string& config) {
  for (std::string_view piece : splitList(config, ',')) {
    const std::string one(piece);
    auto eq = one.find('=');
    std::string key = one.substr(0, eq), value = eq == std::string::npos ? "" : one.substr(eq + 1);
    const bool off = value == "off" || value == "0";
    int n = 0;
    try {
      n = value.empty() || off || value == "on" ? int(!off) : std::stoi(value);
    } catch (const std::exception&) {
      n = -1;
    }
    using PM = CMSat::PolarityMode;
    if (key == "polarity") {
      static const std::pair<const char*, PM> modes[] = {
          {"pos", PM::polarmode_pos},          {"neg", PM::polarmode_neg},
          {"rnd", PM::polarmode_rnd},          {"auto", PM::polarmode_automatic},
          {"stable", PM::polarmode_stable},    {"best", PM::polarmode_best},
          {"bestinv", PM::polarmode_best_inv}, {"saved", PM::polarmode_saved}};
      bool found = false;
      for (auto& [name, mode] : modes)
        if (value == name) s.set_polarity_mode(mode), found = true;
      if (!found) return Error{"--solver", 0, "unknown polarity '" + value + "'"};
    } else if (key == "simplify" && off) {
      s.set_no_simplify();
    } else if (key == "presimplify" && off) {
      s.set_no_simplify_at_startup();
    } else if (key == "bva" && off) {
      s.set_no_bva();
    } else if (key == "bve" && off) {
      s.set_no_bve();
    } else if (key == "sls") {
      s.set_sls(n);
    } else if (key == "intree") {
      s.set_intree_probe(n);
    } else if (key == "distill") {
      s.set_distill(n);
    } else if (key == "scc") {
      s.set_scc(n);
    } else if (key == "xor") {
      s.set_find_xors(n != 0);
    } else if (key == "eqlit" && off) {
      s.set_no_equivalent_lit_replacement();
    } else if (key == "single") {
      s.set_single_run();
    } else {
      return Error{"--solver", 0, "unknown solver setting '" + one + "'"};
    }
  }
  return true;
}

}  // namespace pegsat
