// SPDX-License-Identifier: GPL-3.0-or-later
// The CNF encoder of peg solitaire problems; see peg_encoding.hpp.
#include "encodings/peg_encoding.hpp"

#include <algorithm>
#include <map>
#include <utility>

#include "encodings/encoding_settings.hpp"
#include "encodings/reach_layers.hpp"

namespace pegsat {
namespace {

// Clauses that forbid every assignment of `vars` whose parity is not `odd`.
// Used for XORs of at most four variables (8 clauses).
void addSmallXor(Cnf& cnf, const std::vector<int>& vars, bool odd) {
  const int k = int(vars.size());
  for (int a = 0; a < (1 << k); ++a) {
    if ((std::popcount(unsigned(a)) & 1) == int(odd)) continue;  // a satisfies the XOR
    Clause c;
    for (int i = 0; i < k; ++i) c.push_back(a >> i & 1 ? -vars[i] : vars[i]);
    cnf.add(std::move(c));
  }
}

// XOR of vars == odd, cut into a chain of four-variable XORs through new
// variables (Tseitin), the usual way to give an XOR to a CNF-only solver.
void addXor(Cnf& cnf, std::vector<int> vars, bool odd) {
  while (vars.size() > 4) {
    int a = cnf.newVar();
    addSmallXor(cnf, {vars[0], vars[1], vars[2], a}, false);  // a = v0 ^ v1 ^ v2
    vars.erase(vars.begin(), vars.begin() + 3);
    vars.push_back(a);
  }
  addSmallXor(cnf, vars, odd);
}

// With a budget, polled every few rows: a step of a board with 900 jumps
// holds 400,000 pairs.
void atMostOnePairwise(Cnf& cnf, const std::vector<int>& x, const Budget* budget = nullptr) {
  for (size_t i = 0; i < x.size(); ++i) {
    if (budget && (i & 31) == 0 && budget->poll() != Stop::None) return;
    for (size_t k = i + 1; k < x.size(); ++k) cnf.add({-x[i], -x[k]});
  }
}

// Sinz, "Towards an optimal CNF encoding of Boolean cardinality constraints"
// (CP 2005): s_i says "one of x_1..x_i is true". Sinz's clauses force s_i up
// only; with `defined`, s_i also implies x_i or s_{i-1}, so that s_i equals
// the disjunction and a model of the jumps has one value for the ladder.
void atMostOneLadder(Cnf& cnf, const std::vector<int>& x, bool defined) {
  const size_t n = x.size();
  if (n <= 1) return;
  std::vector<int> s(n - 1);
  for (auto& v : s) v = cnf.newVar();
  cnf.add({-x[0], s[0]});
  if (defined) cnf.add({-s[0], x[0]});
  for (size_t i = 1; i + 1 < n; ++i) {
    cnf.add({-x[i], s[i]});
    cnf.add({-s[i - 1], s[i]});
    cnf.add({-x[i], -s[i - 1]});
    if (defined) cnf.add({-s[i], x[i], s[i - 1]});
  }
  cnf.add({-x[n - 1], -s[n - 2]});
}

// Klieber and Kwon, "Efficient CNF encoding for selecting 1 from N objects"
// (2007): groups of three, each with a commander variable that is true exactly
// when a member is, and at most one commander, recursively.
void atMostOneCommander(Cnf& cnf, const std::vector<int>& x) {
  if (x.size() <= 4) return atMostOnePairwise(cnf, x);
  std::vector<int> commanders;
  for (size_t g = 0; g < x.size(); g += 3) {
    std::vector<int> group(x.begin() + g, x.begin() + std::min(x.size(), g + 3));
    int c = cnf.newVar();
    atMostOnePairwise(cnf, group);
    Clause some{-c};
    for (int v : group) cnf.add({-v, c}), some.push_back(v);
    cnf.add(std::move(some));
    commanders.push_back(c);
  }
  atMostOneCommander(cnf, commanders);
}

std::optional<bool> parseSwitch(const std::string& v) {
  if (v == "on" || v == "yes" || v == "true" || v == "1") return true;
  if (v == "off" || v == "no" || v == "false" || v == "0") return false;
  return std::nullopt;
}

}  // namespace

const char* atMostOneName(AtMostOne a) {
  switch (a) {
    case AtMostOne::Pairwise:
      return "pairwise";
    case AtMostOne::Sequential:
      return "sequential";
    case AtMostOne::Commander:
      return "commander";
  }
  return "?";
}

std::string describe(const EncodingOptions& o) {
  std::string s;
  for (const EncodingSetting& e : kEncodingSettings) {
    // The steps are the horizon, written apart (the DIMACS "c steps:" line).
    if (e.number == &EncodingOptions::steps) continue;
    const std::string value = e.flag     ? (o.*e.flag ? "on" : "off")
                              : e.number ? std::to_string(o.*e.number)
                                         : atMostOneName(o.atMostOne);
    if (!s.empty()) s += ' ';
    s.append(e.name).append("=").append(value);
  }
  return s;
}

std::string encodingSettingsHelp() {
  std::string s;
  for (const EncodingSetting& e : kEncodingSettings) {
    if (!s.empty()) s += ", ";
    s.append(e.name).append("=").append(e.values);
  }
  return s;
}

Result<EncodingOptions> parseEncodingSetting(EncodingOptions o, const std::string& setting) {
  const auto eq = setting.find('=');
  const std::string key = setting.substr(0, eq);
  const std::string value = eq == std::string::npos ? "on" : setting.substr(eq + 1);
  const EncodingSetting* e = nullptr;
  for (const EncodingSetting& s : kEncodingSettings)
    if (s.name == key) e = &s;
  if (!e)
    return Error{"", 0,
                 "unknown encoding setting '" + key + "' (" + encodingSettingsHelp() + ")"};
  if (e->flag) {
    auto b = parseSwitch(value);
    if (!b) return Error{"", 0, key + " is on or off, not '" + value + "'"};
    o.*e->flag = *b;
    return o;
  }
  if (e->number) {
    try {
      size_t used = 0;
      const int n = std::stoi(value, &used);
      if (used == value.size() && n >= 0) {
        o.*e->number = n;
        return o;
      }
    } catch (const std::exception&) {
    }
    return Error{"", 0, key + " is a number, not '" + value + "'"};
  }
  if (value == "pairwise")
    o.atMostOne = AtMostOne::Pairwise;
  else if (value == "sequential" || value == "ladder")
    o.atMostOne = AtMostOne::Sequential;
  else if (value == "commander")
    o.atMostOne = AtMostOne::Commander;
  else
    return Error{"", 0, "amo is pairwise, sequential or commander, not '" + value + "'"};
  return o;
}

int defaultParallelSteps(const Board& board, Cells start, Cells finish, size_t budget) {
  const int jumpsNeeded = jumpsBetween(start, finish);
  if (jumpsNeeded <= 0) return 0;
  // 15 for the 31 jumps of the English central game, which needs 13.
  const int guess = std::max(1, (jumpsNeeded * 15 + 30) / 31);
  // Small problems (the 15-hole triangle needs 8 steps for 13 jumps, more
  // than the guess) are settled by the layers themselves.
  if (budget > 0) {
    auto layers = reachableParallelLayers(board, start, jumpsNeeded, budget);
    for (int t = 0; t < int(layers.size()); ++t)
      if (std::find(layers[t].begin(), layers[t].end(), finish) != layers[t].end())
        return std::max(t, guess);
  }
  return guess;
}

std::vector<int> PegEncoding::jumpVars() const {
  std::vector<int> v;
  for (int t = 1; t <= steps; ++t)
    for (int j = 0; j < jumpCount; ++j) v.push_back(jumpVar(j, t));
  return v;
}

static Stop encodingStop(const Cnf& cnf, const Budget& budget) {
  if (Stop s = budget.poll(); s != Stop::None) return s;
  return budget.overBytes(cnf.bytes());
}

Result<PegEncoding> encodePegSolitaire(const Board& board, Cells start, Cells finish,
                                       const EncodingOptions& options, const Budget& budget) {
  if ((start | finish) & ~board.holes)
    return Error{"", 0, "the start or the finish has pegs off the board"};
  PegEncoding e;
  e.options = options;
  e.jumpsNeeded = jumpsBetween(start, finish);
  if (e.jumpsNeeded < 0) return Error{"", 0, "the finish has more pegs than the start"};
  e.steps = options.steps >= 0 ? options.steps
            : options.parallel ? defaultParallelSteps(board, start, finish, size_t(options.reach))
                               : e.jumpsNeeded;
  if (e.steps == 0 && start != finish)
    return Error{"", 0, "zero steps, but the start is not the finish"};
  // Every step holds a jump, so a parallel plan has at most one step a jump.
  if (options.parallel && e.steps > e.jumpsNeeded)
    return Error{"", 0, "a parallel encoding has at most as many steps as jumps"};
  forEachBit(board.holes, [&](int c) { e.holeCells.push_back(c); });
  e.jumpCount = int(board.jumps.size());
  const int H = e.holes(), J = e.jumpCount, T = e.steps;
  std::vector<int> holeIndex(board.cells(), -1);
  for (int h = 0; h < H; ++h) holeIndex[e.holeCells[h]] = h;

  Cnf& cnf = e.cnf;
  cnf.vars = (T + 1) * H + T * J;
  auto peg = [&](int cell, int t) { return e.pegVar(holeIndex[cell], t); };

  // The start and the finish.
  for (int h = 0; h < H; ++h) {
    const int c = e.holeCells[h];
    cnf.add({(start >> c & 1) ? e.pegVar(h, 0) : -e.pegVar(h, 0)});
    cnf.add({(finish >> c & 1) ? e.pegVar(h, T) : -e.pegVar(h, T)});
  }

  // Which jumps can change a hole: those that empty it (from, over) and those
  // that fill it (to). The explanatory frame axioms below use them.
  std::vector<std::vector<int>> empties(H), fills(H);
  for (int j = 0; j < J; ++j) {
    const Jump& jp = board.jumps[j];
    empties[holeIndex[jp.from]].push_back(j);
    empties[holeIndex[jp.over]].push_back(j);
    fills[holeIndex[jp.to]].push_back(j);
  }

  // Pairs of jumps that preconditions alone do not keep apart: both need a
  // peg in a shared hole (source or jumped hole of each) or both land in it.
  std::vector<std::pair<int, int>> parallelConflicts;
  if (options.parallel)
    for (int j = 0; j < J; ++j)
      for (int k = j + 1; k < J; ++k) {
        const Jump &a = board.jumps[j], &b = board.jumps[k];
        const Cells needA = bitAt<Cells>(a.from) | bitAt<Cells>(a.over);
        const Cells needB = bitAt<Cells>(b.from) | bitAt<Cells>(b.over);
        if ((needA & needB) || a.to == b.to) parallelConflicts.emplace_back(j, k);
      }

  const int amoFirst = cnf.vars + 1;
  for (int t = 1; t <= T; ++t) {
    std::vector<int> x;
    for (int j = 0; j < J; ++j) {
      const Jump& jp = board.jumps[j];
      const int m = e.jumpVar(j, t);
      x.push_back(m);
      // Preconditions and effects.
      cnf.add({-m, peg(jp.from, t - 1)});
      cnf.add({-m, peg(jp.over, t - 1)});
      cnf.add({-m, -peg(jp.to, t - 1)});
      cnf.add({-m, -peg(jp.from, t)});
      cnf.add({-m, -peg(jp.over, t)});
      cnf.add({-m, peg(jp.to, t)});
    }
    // At least one jump per step.
    cnf.add(Clause(x));
    if (options.parallel) {
      // Jumps in one step must be on disjoint holes. Two jumps that need a
      // hole in opposite states (one's landing hole is another's source or
      // jumped hole) already exclude each other through their
      // preconditions; the others get a binary clause.
      for (const auto& pair : parallelConflicts)
        cnf.add({-e.jumpVar(pair.first, t), -e.jumpVar(pair.second, t)});
    } else {
      switch (options.atMostOne) {
        case AtMostOne::Pairwise:
          atMostOnePairwise(cnf, x, &budget);
          break;
        case AtMostOne::Sequential:
          atMostOneLadder(cnf, x, options.keepsAllSolutions());
          break;
        case AtMostOne::Commander:
          atMostOneCommander(cnf, x);
          break;
      }
    }
    // Frame axioms: a hole changes only through a jump that changes it.
    for (int h = 0; h < H; ++h) {
      Clause emptied{-e.pegVar(h, t - 1), e.pegVar(h, t)};
      for (int j : empties[h]) emptied.push_back(e.jumpVar(j, t));
      cnf.add(std::move(emptied));
      Clause filled{e.pegVar(h, t - 1), -e.pegVar(h, t)};
      for (int j : fills[h]) filled.push_back(e.jumpVar(j, t));
      cnf.add(std::move(filled));
    }
    if ((e.stopped = encodingStop(cnf, budget)) != Stop::None) return e;
  }
  if (cnf.vars >= amoFirst)
    e.auxiliary.push_back(
        {amoFirst, cnf.vars, std::string("at-most-one ") + atMostOneName(options.atMostOne)});

  if (options.classes) {
    const int first = cnf.vars + 1;
    for (Cells c : classInvariants(board)) {
      const bool odd = popcount(c & start) & 1;
      // Steps 0 and T are fixed by unit clauses; their parities too, so that
      // a finish in another class is refuted by propagation alone.
      for (int t = 0; t <= T; ++t) {
        std::vector<int> vars;
        forEachBit(c, [&](int cell) { vars.push_back(peg(cell, t)); });
        addXor(cnf, vars, odd);
      }
    }
    if (cnf.vars >= first) e.auxiliary.push_back({first, cnf.vars, "class parity"});
  }

  if (options.reach > 0 && T > 0) {
    const int first = cnf.vars + 1;
    auto layers = options.parallel ? reachableParallelLayers : reachableLayers;
    auto fwd = layers(board, start, T, size_t(options.reach));
    auto bwd = layers(board, board.holes & ~finish, T, size_t(options.reach));
    for (auto& layer : bwd)
      for (Cells& p : layer) p = board.holes & ~p;
    for (int t = 1; t < T; ++t) {
      auto pegAt = [&](int cell) { return peg(cell, t); };
      const bool ahead = t < int(fwd.size()), behind = T - t < int(bwd.size());
      if (ahead && behind) {
        // Both ends enumerated (every step of the 15-hole triangle): the
        // position at step t is in both layers, and the facts of the smaller
        // set are stronger, strong enough for the triples too.
        std::vector<Cells> alive = aliveLayer(fwd[size_t(t)], bwd[size_t(T - t)]);
        if (!alive.empty()) {
          addLayerFacts(cnf, board, alive, pegAt);
          addLayerTriples(cnf, board, alive, pegAt);
        } else {  // no solution; the solver proves it from the two layers' facts
          addLayerFacts(cnf, board, fwd[size_t(t)], pegAt);
          addLayerFacts(cnf, board, bwd[size_t(T - t)], pegAt);
        }
      } else if (ahead) {
        addLayerFacts(cnf, board, fwd[size_t(t)], pegAt);
      } else if (behind) {
        addLayerFacts(cnf, board, bwd[size_t(T - t)], pegAt);
      }
    }
    if (cnf.vars >= first) e.auxiliary.push_back({first, cnf.vars, "reach"});
    if ((e.stopped = encodingStop(cnf, budget)) != Stop::None) return e;
  }

  // With parallel steps, the first step may hold several jumps, and keeping
  // only orbit representatives of each would lose solutions; it is safe when
  // every jump open at the start shares a hole with every other.
  bool firstJumpAlone = true;
  for (int j = 0; j < J && options.parallel; ++j)
    for (int k = j + 1; k < J; ++k) {
      const Jump &a = board.jumps[j], &b = board.jumps[k];
      auto open = [&](const Jump& x) {
        return (start >> x.from & 1) && (start >> x.over & 1) && !(start >> x.to & 1);
      };
      const Cells ma = a.mask();
      const Cells mb = b.mask();
      if (open(a) && open(b) && !(ma & mb)) firstJumpAlone = false;
    }
  if (options.symmetry && T > 0 && firstJumpAlone) {
    std::map<std::pair<int, int>, int> byEnds;
    for (int j = 0; j < J; ++j) byEnds[{board.jumps[j].from, board.jumps[j].to}] = j;
    for (int s : board.symmetriesKeeping({start, finish})) {
      if (s == 0) continue;  // the identity
      const auto& map = board.symmetries[s];
      for (int j = 0; j < J; ++j) {
        auto it = byEnds.find({map[board.jumps[j].from], map[board.jumps[j].to]});
        if (it != byEnds.end() && it->second < j) cnf.add({-e.jumpVar(j, 1)});
      }
    }
  }

  // Parallel steps already merge the orders of independent jumps.
  if (options.order && !options.parallel) {
    for (int j = 0; j < J; ++j)
      for (int k = j + 1; k < J; ++k) {
        const Jump &a = board.jumps[j], &b = board.jumps[k];
        const Cells ma = a.mask();
        const Cells mb = b.mask();
        if (ma & mb) continue;
        for (int t = 1; t < T; ++t) cnf.add({-e.jumpVar(k, t), -e.jumpVar(j, t + 1)});
      }
  }
  e.stopped = encodingStop(cnf, budget);
  return e;
}

std::vector<Jump> decodeJumps(const Board& board, const PegEncoding& e,
                              const std::vector<bool>& model) {
  std::vector<Jump> jumps;
  for (int t = 1; t <= e.steps; ++t) {
    int n = 0;
    for (int j = 0; j < e.jumpCount; ++j)
      if (size_t(e.jumpVar(j, t)) < model.size() && model[e.jumpVar(j, t)])
        jumps.push_back(board.jumps[j]), ++n;
    if (n == 0 || (n > 1 && !e.options.parallel)) return {};
  }
  return jumps;
}

}  // namespace pegsat
