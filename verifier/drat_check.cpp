// SPDX-License-Identifier: GPL-3.0-or-later
#include "verifier/drat_check.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <limits>
#include <unordered_map>
#include <vector>

namespace pegsat {
namespace {

// A literal as an index: 2v for v, 2v+1 for -v, so that negation is one XOR.
using Lit = uint32_t;
Lit toLit(int dimacs) { return dimacs > 0 ? 2u * uint32_t(dimacs) : 2u * uint32_t(-dimacs) + 1; }
Lit negate(Lit l) { return l ^ 1u; }
int varOf(Lit l) { return int(l >> 1); }
int toDimacs(Lit l) { return l & 1 ? -varOf(l) : varOf(l); }

struct ClauseInfo {
  uint32_t begin = 0, size = 0;
  int line = 0;
  Lit pivot = 0;  // a lemma's first literal as written: RAT is checked on it
  bool active = false, core = false, lemma = false, tautology = false;
};

uint64_t mix(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// The clause database, the top-level trail and unit propagation.
class Checker {
 public:
  Checker(int maxVar, size_t literals, size_t clauses, BudgetPoll& poll)
      : poll_(poll),
        val_(2 * size_t(maxVar) + 2, 0),
        reason_(size_t(maxVar) + 1, -1),
        pos_(size_t(maxVar) + 1, 0),
        seen_(size_t(maxVar) + 1, 0),
        watchCore_(2 * size_t(maxVar) + 2),
        watchRest_(2 * size_t(maxVar) + 2) {
    mem_.reserve(literals);
    clauses_.reserve(clauses);
  }

  DratStats stats;

  // Whether the budget stopped the work: every answer given since (a
  // propagation cut short finds no conflict) means nothing.
  Stop stopped() const { return poll_.stopped(); }

  // Stores a clause (duplicate literals dropped), inactive and unwatched.
  int add(const int* b, const int* e, int line, bool lemma) {
    ClauseInfo c;
    c.begin = uint32_t(mem_.size());
    c.line = line;
    c.lemma = lemma;
    if (b != e) c.pivot = toLit(*b);
    for (const int* p = b; p != e; ++p) mem_.push_back(toLit(*p));
    std::sort(mem_.begin() + c.begin, mem_.end());
    mem_.erase(std::unique(mem_.begin() + c.begin, mem_.end()), mem_.end());
    c.size = uint32_t(mem_.size() - c.begin);
    for (uint32_t i = 1; i < c.size; ++i)
      if ((mem_[c.begin + i] ^ 1u) == mem_[c.begin + i - 1]) c.tautology = true;
    clauses_.push_back(c);
    return int(clauses_.size()) - 1;
  }

  const ClauseInfo& clause(int id) const { return clauses_[id]; }

  // For deletions: the clause's literals as a set, hashed.
  uint64_t key(int id) const {
    const ClauseInfo& c = clauses_[id];
    uint64_t h = c.size;
    for (uint32_t i = 0; i < c.size; ++i) h += mix(mem_[c.begin + i]);
    return h;
  }
  void index(int id) { byKey_[key(id)].push_back(id); }

  // The active indexed clause with the literals of `probe` (a stored,
  // never-activated clause), or -1. It leaves the index.
  int takeMatch(int probe) {
    auto it = byKey_.find(key(probe));
    if (it == byKey_.end()) return -1;
    auto& ids = it->second;
    for (size_t i = ids.size(); i-- > 0;) {
      const int id = ids[i];
      if (!clauses_[id].active || !sameSet(id, probe)) continue;
      ids.erase(ids.begin() + long(i));
      return id;
    }
    return -1;
  }

  // Whether the clause is the reason of a literal on the trail.
  bool isReason(int id) const {
    const ClauseInfo& c = clauses_[id];
    for (uint32_t i = 0; i < c.size; ++i) {
      const Lit l = mem_[c.begin + i];
      if (val_[l] > 0 && reason_[varOf(l)] == id) return true;
    }
    return false;
  }

  // Makes a stored clause part of the formula: watches two of its literals,
  // assigns its last literal if the rest are false. Returns a clause in
  // conflict (this one) or -1; the caller propagates.
  int activate(int id) {
    ClauseInfo& c = clauses_[id];
    c.active = true;
    if (c.tautology) return -1;
    Lit* l = mem_.data() + c.begin;
    if (c.size == 0) return id;
    if (c.size == 1) {
      units_.push_back(id);
      if (val_[l[0]] == 0) assign(l[0], id);
      return val_[l[0]] < 0 ? id : -1;
    }
    // Watch the best two: true, then unassigned, then the latest false.
    auto rank = [&](Lit x) -> int64_t {
      if (val_[x] > 0) return std::numeric_limits<int64_t>::max();
      if (val_[x] == 0) return std::numeric_limits<int64_t>::max() - 1;
      return pos_[varOf(x)];
    };
    for (int w = 0; w < 2; ++w) {
      uint32_t best = uint32_t(w);
      for (uint32_t k = uint32_t(w) + 1; k < c.size; ++k)
        if (rank(l[k]) > rank(l[best])) best = k;
      std::swap(l[w], l[best]);
    }
    watch(l[0], id);
    watch(l[1], id);
    if (val_[l[0]] < 0) return id;
    if (val_[l[0]] == 0 && val_[l[1]] < 0) assign(l[0], id);
    return -1;
  }

  void deactivate(int id) { clauses_[id].active = false; }

  // Takes a lemma out of the formula (the backward pass). If it was the
  // reason of a top-level unit, the trail is cut there and propagated again
  // from scratch, so that it is the fixpoint of the smaller formula. Returns a
  // conflict or -1.
  int remove(int id) {
    ClauseInfo& c = clauses_[id];
    c.active = false;
    size_t cut = trail_.size();
    for (uint32_t i = 0; i < c.size; ++i) {
      const Lit l = mem_[c.begin + i];
      if (val_[l] > 0 && reason_[varOf(l)] == id) cut = std::min(cut, size_t(pos_[varOf(l)]));
    }
    if (cut == trail_.size()) return propagate();
    backtrack(cut);
    coreHead_ = restHead_ = 0;
    for (int u : units_) {
      const ClauseInfo& uc = clauses_[u];
      if (!uc.active) continue;
      const Lit l = mem_[uc.begin];
      if (val_[l] < 0) return u;
      if (val_[l] == 0) assign(l, u);
    }
    return propagate();
  }

  // Unit propagation to the fixpoint, core clauses first: all core watches
  // are visited before the next literal's other watches, so that a conflict
  // is found with core clauses whenever it can be (DRAT-trim's core-first
  // propagation). Returns a clause in conflict or -1.
  int propagate() {
    while (true) {
      // visit() polls the budget as it goes (a literal may be watched by a
      // million clauses); once it has stopped, nothing found means anything.
      if (poll_.stopped() != Stop::None) return -1;
      while (coreHead_ < trail_.size()) {
        const Lit f = negate(trail_[coreHead_++]);
        if (int k = visit(watchCore_[f], f, true); k >= 0) return k;
      }
      if (restHead_ >= trail_.size()) return -1;
      const Lit f = negate(trail_[restHead_++]);
      if (int k = visit(watchRest_[f], f, false); k >= 0) return k;
    }
  }

  // Marks the clauses that a conflict depends on as core: the conflict
  // clause, and the reasons of its literals back through the trail.
  void analyzeConflict(int conflict) {
    markCore(conflict);
    const ClauseInfo& c = clauses_[conflict];
    for (uint32_t i = 0; i < c.size; ++i) see(mem_[c.begin + i]);
    walkTrail();
  }

  // Reverse unit propagation: assigning the lemma false must lead to a
  // conflict. On success the clauses used become core.
  bool rup(const std::vector<Lit>& lemma) {
    const size_t saved = trail_.size();
    for (Lit l : lemma)
      if (val_[l] > 0) {
        // True at the top level already: implied by the units' reasons.
        see(l);
        walkTrail();
        return true;
      }
    for (Lit l : lemma)
      if (val_[l] == 0) assign(negate(l), -1);
    const int k = propagate();
    if (k >= 0) analyzeConflict(k);
    backtrack(saved);
    return k >= 0;
  }

  // Resolution asymmetric tautology on the pivot p: for every active clause
  // D with -p, the resolvent lemma | (D - {-p}) must be a RUP. The
  // candidates are core from then on. Returns the failing candidate's line
  // through `failedLine`.
  bool rat(int id, int& failedLine) {
    const ClauseInfo& c = clauses_[id];
    const Lit p = c.pivot;
    std::vector<Lit> base(mem_.begin() + c.begin, mem_.begin() + c.begin + c.size);
    std::vector<Lit> resolvent;
    std::vector<char> in(val_.size(), 0);
    for (int d = 0; d < int(clauses_.size()); ++d) {
      // One RAT check visits every clause, and each candidate costs a
      // propagation: it polls the budget as it goes.
      if (poll_.poll() != Stop::None) return false;
      const ClauseInfo& dc = clauses_[d];
      if (!dc.active || dc.tautology) continue;
      const Lit* dl = mem_.data() + dc.begin;
      if (std::find(dl, dl + dc.size, negate(p)) == dl + dc.size) continue;
      resolvent = base;
      for (Lit l : base) in[l] = 1;
      bool tautology = false;
      for (uint32_t i = 0; i < dc.size; ++i) {
        const Lit l = dl[i];
        if (l == negate(p) || in[l]) continue;
        if (in[negate(l)]) tautology = true;
        in[l] = 1;
        resolvent.push_back(l);
      }
      for (Lit l : resolvent) in[l] = 0;
      if (tautology) continue;
      // A candidate's RUP may walk the whole trail: the clock is read before
      // each, not every thousand (a million candidates, each walking 50,000
      // units, took minutes between reads).
      if (poll_.pollNow() != Stop::None) return false;
      if (!rup(resolvent)) {
        failedLine = dc.line;
        return false;
      }
      markCore(d);
    }
    return true;
  }

  std::vector<Lit> literals(int id) const {
    const ClauseInfo& c = clauses_[id];
    return {mem_.begin() + c.begin, mem_.begin() + c.begin + c.size};
  }

 private:
  void watch(Lit l, int id) { (clauses_[id].core ? watchCore_ : watchRest_)[l].push_back(id); }

  void assign(Lit l, int reason) {
    val_[l] = 1;
    val_[negate(l)] = -1;
    reason_[varOf(l)] = reason;
    pos_[varOf(l)] = int(trail_.size());
    trail_.push_back(l);
    ++stats.propagations;
  }

  void backtrack(size_t size) {
    while (trail_.size() > size) {
      const Lit l = trail_.back();
      trail_.pop_back();
      val_[l] = val_[negate(l)] = 0;
      reason_[varOf(l)] = -1;
    }
    coreHead_ = std::min(coreHead_, size);
    restHead_ = std::min(restHead_, size);
  }

  // Visits the clauses watching f, which has just become false. Stale
  // entries (of inactive clauses, or of clauses that watch other literals
  // now) are dropped; a clause found core in the other list moves to the
  // core list.
  int visit(std::vector<int>& ws, Lit f, bool corePhase) {
    size_t i = 0, j = 0;
    int conflict = -1;
    while (i < ws.size()) {
      if (poll_.poll() != Stop::None) break;  // the rest kept as it is
      const int id = ws[i++];
      ClauseInfo& c = clauses_[id];
      Lit* l = mem_.data() + c.begin;
      if (!c.active || (l[0] != f && l[1] != f)) continue;
      auto keep = [&] {
        if (!corePhase && c.core)
          watchCore_[f].push_back(id);
        else
          ws[j++] = id;
      };
      if (l[0] == f) std::swap(l[0], l[1]);
      if (val_[l[0]] > 0) {
        keep();
        continue;
      }
      bool moved = false;
      for (uint32_t k = 2; k < c.size; ++k)
        if (val_[l[k]] >= 0) {
          std::swap(l[1], l[k]);
          watch(l[1], id);
          moved = true;
          break;
        }
      if (moved) continue;
      keep();
      if (val_[l[0]] < 0) {
        conflict = id;
        break;
      }
      assign(l[0], id);
    }
    while (i < ws.size()) ws[j++] = ws[i++];
    ws.resize(j);
    return conflict;
  }

  void markCore(int id) {
    ClauseInfo& c = clauses_[id];
    if (c.core) return;
    c.core = true;
    if (!c.lemma) ++stats.coreOriginals;
  }

  void see(Lit l) {
    if (!seen_[varOf(l)]) seen_[varOf(l)] = 1, ++pending_;
  }

  // Follows the seen literals back through their reasons, newest first,
  // marking every reason core.
  void walkTrail() {
    for (size_t i = trail_.size(); i-- > 0 && pending_ > 0;) {
      const int v = varOf(trail_[i]);
      if (!seen_[v]) continue;
      seen_[v] = 0, --pending_;
      const int r = reason_[v];
      if (r < 0) continue;
      markCore(r);
      const ClauseInfo& c = clauses_[r];
      for (uint32_t k = 0; k < c.size; ++k)
        if (varOf(mem_[c.begin + k]) != v) see(mem_[c.begin + k]);
    }
    pending_ = 0;
  }

  bool sameSet(int a, int b) const {
    const ClauseInfo &ca = clauses_[a], &cb = clauses_[b];
    if (ca.size != cb.size) return false;
    std::vector<Lit> x(mem_.begin() + ca.begin, mem_.begin() + ca.begin + ca.size);
    std::sort(x.begin(), x.end());
    return std::equal(x.begin(), x.end(), mem_.begin() + cb.begin);  // b is still sorted
  }

  std::vector<Lit> mem_;
  std::vector<ClauseInfo> clauses_;
  BudgetPoll& poll_;
  std::vector<int8_t> val_;  // per literal: 1 true, -1 false, 0 unassigned
  std::vector<int> reason_;  // per variable: the clause that implied it, -1 for none
  std::vector<int> pos_;     // per variable: its place on the trail
  std::vector<char> seen_;
  size_t pending_ = 0;
  std::vector<Lit> trail_;
  size_t coreHead_ = 0, restHead_ = 0;
  std::vector<std::vector<int>> watchCore_, watchRest_;  // per literal
  std::vector<int> units_;
  std::unordered_map<uint64_t, std::vector<int>> byKey_;
};

std::string show(const std::vector<Lit>& lits) {
  std::string s;
  for (Lit l : lits) s += fmt::format("{} ", toDimacs(l));
  return s + "0";
}

// A copy of `proof` whose variables above `base` are numbered base+1,
// base+2, ... in order of first appearance.
ClauseList renameFreshVariables(const ClauseList& proof, int base) {
  ClauseList out = proof;
  std::unordered_map<int, int> fresh;
  out.maxVar = base;
  for (int& lit : out.lits) {
    const int var = std::abs(lit);
    if (var <= base) continue;
    auto [it, added] = fresh.try_emplace(var, out.maxVar + 1);
    if (added) ++out.maxVar;
    lit = lit > 0 ? it->second : -it->second;
  }
  return out;
}

}  // namespace

DratReport checkDrat(int vars, const ClauseList& cnf, const ClauseList& proof,
                     const Budget& budget) {
  const auto t0 = std::chrono::steady_clock::now();
  DratReport r;
  const DratStats* live = nullptr;
  auto done = [&](bool ok, std::string reason, int line) {
    if (live) r.stats = *live;
    r.ok = ok;
    r.reason = std::move(reason);
    r.line = line;
    r.stats.milliseconds =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    return r;
  };
  // The clock is read once every 1024 steps (a clause added, a watch
  // visited, a RAT candidate): a step is far cheaper than a read.
  BudgetPoll poll(budget);
  auto late = [&] { return poll.poll() != Stop::None; };
  auto stop = [&] {
    r.stopped = poll.stopped();
    return done(false, fmt::format("stopped at the {}", stopWord(r.stopped)), 0);
  };
  const bool claimsRefutation = std::any_of(proof.items.begin(), proof.items.end(), [](auto& it) {
    return !it.deletion && it.size == 0;
  });
  if (!claimsRefutation) return done(false, "the proof has no empty clause: it refutes nothing", 0);

  // Variables beyond the formula's are the proof's own (extension variables,
  // fresh names for RAT lemmas): their numbers carry no meaning, and the
  // checker's arrays are sized by the largest. A sparse numbering is renamed
  // densely, in order of appearance, so that a proof naming variable
  // 4,000,000 costs what one naming the formula's next variable does.
  const int base = std::max(vars, cnf.maxVar);
  ClauseList dense;
  const ClauseList& steps = proof.maxVar > base && size_t(proof.maxVar - base) > proof.lits.size()
                                ? (dense = renameFreshVariables(proof, base))
                                : proof;
  const int maxVar = std::max(base, steps.maxVar);
  Checker ch(maxVar, cnf.lits.size() + steps.lits.size(), cnf.items.size() + steps.items.size(),
             poll);
  live = &ch.stats;

  // Forward: the formula, then the proof up to the first top-level conflict.
  int conflict = -1;
  for (const auto& item : cnf.items) {
    if (late()) return stop();
    const int id = ch.add(cnf.begin(item), cnf.end(item), item.line, false);
    ch.index(id);
    if (conflict >= 0) continue;
    conflict = ch.activate(id);
    if (conflict < 0) conflict = ch.propagate();
  }
  std::vector<int> clauseOf(steps.items.size(), -1);
  size_t last = 0;
  for (size_t i = 0; i < steps.items.size() && conflict < 0; ++i) {
    const auto& item = steps.items[i];
    if (late()) return stop();
    if (!item.deletion && item.size == 0)
      return done(false,
                  "the empty clause does not follow: unit propagation on the formula and the "
                  "lemmas before it finds no conflict",
                  item.line);
    const int id = ch.add(steps.begin(item), steps.end(item), item.line, !item.deletion);
    if (item.deletion) {
      ++ch.stats.deletions;
      const int match = ch.takeMatch(id);
      if (match < 0 || ch.isReason(match)) {
        ++ch.stats.ignoredDeletions;
        continue;
      }
      ch.deactivate(match);
      clauseOf[i] = match;
      continue;
    }
    ++ch.stats.lemmas;
    ch.index(id);
    clauseOf[i] = id;
    conflict = ch.activate(id);
    if (conflict < 0) conflict = ch.propagate();
    last = i;
  }
  if (late()) return stop();
  if (conflict < 0) return done(false, "the proof does not refute the formula", 0);
  ch.analyzeConflict(conflict);

  // Backward: undo the proof step by step, checking each core lemma against
  // the formula as it stood when the lemma was added.
  for (size_t i = last + 1; i-- > 0 && !steps.items.empty();) {
    const int id = clauseOf[i];
    if (id < 0) continue;
    if (late()) return stop();
    const auto& item = steps.items[i];
    const int k = item.deletion ? ch.activate(id) : ch.remove(id);
    if (late()) return stop();
    if (k >= 0 || (item.deletion && ch.propagate() >= 0))
      return done(false, "internal error: the checker's trail is inconsistent", item.line);
    if (item.deletion || !ch.clause(id).core || ch.clause(id).tautology) continue;
    ++ch.stats.checked;
    const auto lemma = ch.literals(id);
    const bool isRup = ch.rup(lemma);
    if (ch.stopped() != Stop::None) return stop();
    if (isRup) continue;
    ++ch.stats.rat;
    int failed = 0;
    const bool isRat = ch.rat(id, failed);
    if (ch.stopped() != Stop::None) return stop();
    if (!isRat)
      return done(false,
                  fmt::format("lemma '{}' is neither RUP nor RAT on its first literal {} (the "
                              "resolvent with the clause of line {} is not RUP)",
                              show(lemma), toDimacs(ch.clause(id).pivot), failed),
                  item.line);
  }
  return done(true, "", 0);
}

}  // namespace pegsat
