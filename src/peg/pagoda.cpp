// SPDX-License-Identifier: GPL-3.0-or-later
#include "peg/pagoda.hpp"

#include <glpk.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <optional>
#include <random>

namespace pegsat {
namespace {

// GLPK keeps an environment for each thread that calls it and never frees it
// on its own (glp_free_env, GLPK reference manual 2.1): a worker thread that
// ends would leak it. A thread-local guard frees it as the thread ends.
void freeGlpkAtThreadExit() {
  struct Guard {
    ~Guard() { glp_free_env(); }
  };
  thread_local Guard guard;
}

// The LP of Bell (2007): minimise the target's weight over pagodas whose
// finish weighs 1, weights boxed to keep the program bounded. A value below 1
// is a pagoda that separates the target from the finish.
std::optional<std::vector<double>> separate(const Board& board, Cells target, Cells finish,
                                            const Budget& budget = {}) {
  std::vector<int> column(board.cells(), 0);
  int n = 0;
  forEachBit(board.holes, [&](int h) { column[h] = ++n; });

  glp_prob* lp = glp_create_prob();
  glp_set_obj_dir(lp, GLP_MIN);
  glp_add_cols(lp, n);
  forEachBit(board.holes, [&](int h) {
    glp_set_col_bnds(lp, column[h], GLP_DB, -8.0, 8.0);
    glp_set_obj_coef(lp, column[h], (target >> h & 1) ? 1.0 : 0.0);
  });
  // GLPK arrays are 1-based; index 0 is ignored.
  for (const Jump& j : board.jumps) {
    const int row = glp_add_rows(lp, 1);
    int ind[4] = {0, column[j.from], column[j.over], column[j.to]};
    double val[4] = {0, 1, 1, -1};
    glp_set_mat_row(lp, row, 3, ind, val);
    glp_set_row_bnds(lp, row, GLP_LO, 0.0, 0.0);
  }
  std::vector<int> ind{0};
  std::vector<double> val{0};
  forEachBit(finish, [&](int h) {
    ind.push_back(column[h]);
    val.push_back(1.0);
  });
  const int row = glp_add_rows(lp, 1);
  glp_set_mat_row(lp, row, int(ind.size()) - 1, ind.data(), val.data());
  glp_set_row_bnds(lp, row, GLP_FX, 1.0, 1.0);

  glp_smcp parm;
  glp_init_smcp(&parm);
  parm.msg_lev = GLP_MSG_OFF;
  // GLPK's own limit, from the budget's deadline: an LP stopped by it
  // finds no pagoda, which prunes nothing and so never changes an answer.
  if (const auto left = budget.left())
    parm.tm_lim = int(std::clamp<int64_t>(
        std::chrono::duration_cast<std::chrono::milliseconds>(*left).count(), 1, INT32_MAX));
  std::optional<std::vector<double>> out;
  if (glp_simplex(lp, &parm) == 0 && glp_get_status(lp) == GLP_OPT &&
      glp_get_obj_val(lp) < 1.0 - 1e-7) {
    std::vector<double> w(board.cells(), 0.0);
    forEachBit(board.holes, [&](int h) { w[h] = glp_get_col_prim(lp, column[h]); });
    out = std::move(w);
  }
  glp_delete_prob(lp);
  return out;
}

// Simplex vertices have small denominators: the smallest scale that makes
// every weight an integer, or nothing.
std::optional<std::vector<int>> toIntegers(const std::vector<double>& w) {
  for (int scale = 1; scale <= 60; ++scale) {
    std::vector<int> out(w.size());
    bool ok = true;
    for (size_t i = 0; i < w.size() && ok; ++i) {
      const double x = w[i] * scale;
      out[i] = int(std::lround(x));
      ok = std::abs(x - out[i]) < 1e-6;
    }
    if (ok) return out;
  }
  return std::nullopt;
}

}  // namespace

int Pagoda::value(Cells pegs) const {
  int v = 0;
  forEachBit(pegs, [&](int h) { v += weight[h]; });
  return v;
}

bool isPagoda(const Board& board, const std::vector<int>& weight) {
  return std::all_of(board.jumps.begin(), board.jumps.end(), [&](const Jump& j) {
    return weight[j.from] + weight[j.over] >= weight[j.to];
  });
}

std::vector<Pagoda> learnPagodas(const Board& board, Cells start, Cells finish,
                                 const PagodaOptions& options) {
  freeGlpkAtThreadExit();
  glp_term_out(GLP_OFF);
  std::vector<Pagoda> pagodas;
  auto rejects = [&](Cells p) {
    return std::any_of(pagodas.begin(), pagodas.end(),
                       [&](const Pagoda& g) { return g.value(p) < g.threshold; });
  };
  std::mt19937_64 rng(options.seed);
  const int from = popcount(start), to = popcount(finish);
  std::vector<const Jump*> legal;
  for (int s = 0; s < options.samples; ++s) {
    if (options.budget.poll() != Stop::None) break;
    if (int(pagodas.size()) + int(options.symmetries.size()) > options.maxPagodas) break;
    // A random game from the start, stopped at a random peg count in the
    // middle third, where the layers of a count are largest.
    const int stopAt = to + (from - to) / 3 + int(rng() % uint64_t((from - to) / 3 + 1));
    Cells p = start;
    while (popcount(p) > stopAt) {
      legal.clear();
      for (const Jump& j : board.jumps)
        if ((p >> j.from & 1) && (p >> j.over & 1) && !(p >> j.to & 1)) legal.push_back(&j);
      if (legal.empty()) break;
      const Jump& j = *legal[rng() % legal.size()];
      p ^= j.mask();
    }
    if (rejects(p)) continue;
    auto w = separate(board, p, finish, options.budget);
    if (!w) continue;
    auto iw = toIntegers(*w);
    if (!iw || !isPagoda(board, *iw)) continue;
    for (int sym : options.symmetries) {
      Pagoda g;
      g.weight.assign(board.cells(), 0);
      forEachBit(board.holes, [&](int h) { g.weight[board.symmetries[sym][h]] = (*iw)[h]; });
      g.threshold = g.value(finish);
      if (std::find(pagodas.begin(), pagodas.end(), g) == pagodas.end()) pagodas.push_back(g);
    }
  }
  return pagodas;
}


std::optional<std::vector<int>> findPagoda(const Board& board, Cells start, Cells finish) {
  freeGlpkAtThreadExit();
  glp_term_out(GLP_OFF);
  auto w = separate(board, start, finish);
  if (!w) return std::nullopt;
  auto iw = toIntegers(*w);
  if (!iw || !isPagoda(board, *iw)) return std::nullopt;
  Pagoda g{*iw, 0};
  if (g.value(finish) <= g.value(start)) return std::nullopt;
  return iw;
}

std::vector<JumpCase> jumpCases(const Board& board, Cells start, Cells finish) {
  std::vector<JumpCase> cases;
  if (popcount(start) < popcount(finish) + 2) return cases;
  auto has = [](Cells p, int h) { return (p >> h & 1) != 0; };
  for (const Jump& first : board.jumps) {
    if (!has(start, first.from) || !has(start, first.over) || has(start, first.to)) continue;
    for (const Jump& last : board.jumps)
      if (has(finish, last.to) && !has(finish, last.from) && !has(finish, last.over))
        cases.push_back({first, last, start ^ first.mask(), finish ^ last.mask()});
  }
  return cases;
}

std::optional<std::vector<PagodaCase>> findPagodaCases(const Board& board, Cells start,
                                                       Cells finish, const Budget& budget) {
  if (popcount(start) < popcount(finish) + 2) return std::nullopt;
  std::vector<PagodaCase> out;
  for (const JumpCase& c : jumpCases(board, start, finish)) {
    if (budget.poll() != Stop::None) return std::nullopt;
    auto w = findPagoda(board, c.after, c.before);
    if (!w) return std::nullopt;
    out.push_back({c.first, c.last, std::move(*w)});
  }
  return out;
}

}  // namespace pegsat
