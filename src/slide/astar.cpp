// SPDX-License-Identifier: GPL-3.0-or-later
// A* search with a closed set keyed by the packed board.
#include "slide/astar.hpp"

#include <absl/container/flat_hash_map.h>

#include <algorithm>
#include <queue>
#include <string>

#include "slide/heuristics.hpp"

namespace pegsat::slide {

namespace {

struct Node {
  uint32_t parent;  // index in the node list; the start is its own parent
  int g;
  Dir move;  // the move that reached this node
};

struct Entry {
  int f, h;
  uint32_t node;
  // std::priority_queue pops the largest: invert the order.
  bool operator<(const Entry& o) const { return f != o.f ? f > o.f : h > o.h; }
};

std::string key(const State& s) { return std::string(s.at.begin(), s.at.end()); }

}  // namespace

SearchResult aStar(const State& start, const AStarOptions& options) {
  SearchResult r;
  Manhattan h(start.n, options.linearConflict);
  const Grid grid(start.n);
  std::vector<Node> nodes;
  std::vector<std::string> boards;  // node -> packed board
  absl::flat_hash_map<std::string, uint32_t> index;
  std::priority_queue<Entry> open;

  r.initialH = h.reset(start);
  nodes.push_back({0, 0, Dir::Up});
  boards.push_back(key(start));
  index.emplace(boards.back(), 0);
  open.push({r.initialH, r.initialH, 0});
  State s = start;
  while (!open.empty()) {
    const Entry e = open.top();
    open.pop();
    const Node node = nodes[e.node];
    if (e.f - e.h > node.g) continue;  // a stale entry: a shorter path was found later
    // Rebuild the board of this node from its packed form.
    const std::string& b = boards[e.node];
    for (size_t c = 0; c < b.size(); ++c) {
      s.at[c] = static_cast<uint8_t>(b[c]);
      s.pos[s.at[c]] = static_cast<uint8_t>(c);
      if (s.at[c] == s.blankLabel) s.blank = static_cast<int>(c);
    }
    ++r.nodes;
    if (r.nodes % 4096 == 0)
      if ((r.stop = options.budget.poll()) != Stop::None) return r;  // status Unknown
    if (e.h == 0 && s.isGoal()) {
      for (uint32_t i = e.node; i != 0; i = nodes[i].parent) r.moves.push_back(nodes[i].move);
      std::reverse(r.moves.begin(), r.moves.end());
      r.status = Outcome::Solved;
      return r;
    }
    const int blank = s.blank;
    for (Dir d : kDirs) {
      const int to = grid.nb(blank, d);
      if (to < 0) continue;
      s.slide(to);
      const int hv = h.reset(s);
      std::string k = key(s);
      s.slide(blank);
      const int g = node.g + 1;
      auto it = index.find(k);
      if (it != index.end()) {
        if (nodes[it->second].g <= g) continue;
        nodes[it->second] = {e.node, g, d};
        open.push({g + hv, hv, it->second});
        continue;
      }
      if (nodes.size() >= options.maxStates) {
        r.status = Outcome::Unknown;
        return r;
      }
      const uint32_t id = static_cast<uint32_t>(nodes.size());
      nodes.push_back({e.node, g, d});
      boards.push_back(k);
      index.emplace(std::move(k), id);
      open.push({g + hv, hv, id});
    }
  }
  r.status = Outcome::NoSolution;
  return r;
}

}  // namespace pegsat::slide
