// SPDX-License-Identifier: GPL-3.0-or-later
// Board geometry and the shared look of the peg pictures.
#include "draw/board_art.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace pegsat::draw {

HoleLayout layoutHoles(const Board& board) {
  HoleLayout l;
  l.at.assign(size_t(board.cells()), Pt{0, 0});
  const bool lattice = board.directions == 6;
  const double rowHeight = lattice ? std::sqrt(3.0) / 2 : 1.0;
  double minX = std::numeric_limits<double>::max(), minY = minX;
  double maxX = std::numeric_limits<double>::lowest(), maxY = maxX;
  for (int c = 0; c < board.cells(); ++c) {
    if (!board.isHole(c)) continue;
    const Point p = board.point(c);
    const Pt q{lattice ? p.x - p.y / 2.0 : p.x, p.y * rowHeight};
    l.holes.push_back(c);
    l.at[size_t(c)] = q;
    minX = std::min(minX, q.x), maxX = std::max(maxX, q.x);
    minY = std::min(minY, q.y), maxY = std::max(maxY, q.y);
  }
  for (int c : l.holes) l.at[size_t(c)].x -= minX, l.at[size_t(c)].y -= minY;
  l.width = l.holes.empty() ? 0 : maxX - minX;
  l.height = l.holes.empty() ? 0 : maxY - minY;
  return l;
}

int overHole(const Board& board, int from, int to) {
  const Point a = board.point(from), b = board.point(to);
  return board.cell({(a.x + b.x) / 2, (a.y + b.y) / 2});
}

std::vector<DrawnMove> drawnMoves(const Solution& solution) {
  std::vector<DrawnMove> moves;
  for (const WrittenMove& w : solution.moves) {
    if (!moves.empty() && moves.back().cells.back() == w.cells.front()) {
      DrawnMove& m = moves.back();
      m.cells.insert(m.cells.end(), w.cells.begin() + 1, w.cells.end());
      m.text += ' ';
      m.text += w.text;
    } else {
      moves.push_back({w.cells, w.text});
    }
  }
  return moves;
}

std::string solutionTitle(const Board& board, const Solution& solution) {
  // Long lists of holes are summed up by their count, so that a title takes
  // a line or two.
  auto holes = [&](Cells cells, const char* what) {
    return popcount(cells) <= 4 ? board.holeNames(cells)
                                : fmt::format("{} {}", popcount(cells), what);
  };
  const Cells empty = board.holes & ~solution.start;
  int jumps = 0;
  for (const WrittenMove& m : solution.moves) jumps += int(m.cells.size()) - 1;
  const size_t moves = drawnMoves(solution).size();
  return fmt::format("{} board, start: {} empty, finish: {}, {} move{} ({} jump{})", board.name,
                     holes(empty, "holes"), holes(solution.finish, "pegs"), moves,
                     moves == 1 ? "" : "s", jumps, jumps == 1 ? "" : "s");
}

void addPegStyles(Element& svg) {
  Element& defs = svg.add("defs");
  // A peg lit from the upper left, as a marble or a wooden peg looks.
  auto shade = [&](const char* id, const char* light, const char* dark) {
    Element& g = defs.add("radialGradient");
    g.attr("id", id).attr("cx", "0.38").attr("cy", "0.34").attr("r", "0.7");
    g.add("stop").attr("offset", "0").attr("stop-color", light);
    g.add("stop").attr("offset", "1").attr("stop-color", dark);
  };
  shade("peg-fill", "#7fb2e5", "#1f4e86");
  shade("moved-fill", "#ffc36b", "#d9620b");
  Element& marker = defs.add("marker");
  marker.attr("id", "arrowhead")
      .attr("viewBox", "0 0 10 10")
      .attr("refX", "6")
      .attr("refY", "5")
      .attr("markerWidth", "4")
      .attr("markerHeight", "4")
      .attr("orient", "auto-start-reverse");
  marker.add("path").attr("d", "M0,0 L10,5 L0,10 z").attr("fill", "#b3261e");
  svg.add("style").text(
      "text{font-family:'DejaVu Sans',Helvetica,Arial,sans-serif;fill:#3a2e1f}"
      ".title{font-size:" + number(kTitleSize) + "px;font-weight:bold}"
      ".number{font-size:13px;font-weight:bold}"
      ".caption{font-size:11px;fill:#5b4a33}"
      ".outline{fill:none;stroke:#b08d57;stroke-linecap:round;stroke-linejoin:round}"
      ".wood{fill:none;stroke:#f1e2c0;stroke-linecap:round;stroke-linejoin:round}"
      ".hole{fill:#c9b38a;stroke:#a68c5f;stroke-width:1}"
      ".peg{fill:url(#peg-fill);stroke:#173a63;stroke-width:1}"
      ".peg.moved,.glow{fill:url(#moved-fill);stroke:#9c4306}"
      ".origin{fill:none;stroke:#d9620b;stroke-width:1.5;stroke-dasharray:3 2}"
      ".jumped circle{fill:#f2c4bd;stroke:#b3261e;stroke-width:1.5;stroke-dasharray:2.5 1.5}"
      ".jumped path{stroke:#b3261e;stroke-width:1.5;stroke-linecap:round}"
      ".socket{fill:#e9d8b2;stroke:#b59f72;stroke-width:1}"
      ".name{font-size:11px;text-anchor:middle;dominant-baseline:central;fill:#6b5638}"
      ".name.on-peg{fill:#ffffff}"
      ".arrow{fill:none;stroke:#b3261e;stroke-linecap:round;stroke-linejoin:round}"
      ".halo{fill:none;stroke:#fffaf0;stroke-linecap:round;stroke-linejoin:round;"
      "opacity:0.85}");
}

Pt BoardFrame::centre(int cell) const {
  const Pt p = layout->at[size_t(cell)];
  return {origin.x + margin() + p.x * unit, origin.y + margin() + p.y * unit};
}

void addBoardBase(Element& g, const Board& board, const BoardFrame& frame) {
  // The outline is a thick round-capped stroke along every pair of
  // neighbouring holes (and a dot on each hole): its union follows the board's
  // shape, a cross, a diamond or a triangle, with rounded outer corners. The
  // darker, wider stroke beneath shows as the rim.
  std::string d;
  auto seg = [&](int a, int b) {
    const Pt p = frame.centre(a), q = frame.centre(b);
    d += fmt::format("M{} {}L{} {}", number(p.x), number(p.y), number(q.x), number(q.y));
  };
  std::vector<Point> steps = {{1, 0}, {0, 1}};
  if (board.directions == 6) steps.push_back({1, 1});
  for (int c : frame.layout->holes) {
    seg(c, c);
    const Point p = board.point(c);
    for (Point s : steps) {
      const Point q{p.x + s.x, p.y + s.y};
      if (q.x < board.width && q.y < board.height && board.isHole(board.cell(q))) seg(c, board.cell(q));
    }
  }
  const double width = 2 * frame.margin();
  g.add("path").attr("class", "outline").attr("d", d).attr("stroke-width", width + 3);
  g.add("path").attr("class", "wood").attr("d", d).attr("stroke-width", width);
  for (int c : frame.layout->holes) {
    const Pt p = frame.centre(c);
    g.add("circle")
        .attr("class", "hole")
        .attr("cx", p.x)
        .attr("cy", p.y)
        .attr("r", 0.17 * frame.unit);
  }
}

Element pegCircle(const Board& board, const BoardFrame& frame, int cell,
                  const std::string& extraClass) {
  const Pt p = frame.centre(cell);
  Element c("circle");
  c.attr("class", extraClass.empty() ? std::string("peg") : "peg " + extraClass)
      .attr("data-hole", board.holeName(cell))
      .attr("cx", p.x)
      .attr("cy", p.y)
      .attr("r", 0.36 * frame.unit);
  return c;
}

}  // namespace pegsat::draw
