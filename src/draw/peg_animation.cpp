// SPDX-License-Identifier: GPL-3.0-or-later
// The animated solution. Every animation spans the whole loop (the same dur,
// repeatCount indefinite) and says by its keyTimes when it acts; the jumps of
// one peg are translations with additive="sum", so they add up to its path.
// Animations that each ran once and restarted from a shared clock would keep
// their frozen end state at the start of the next loop, until their turn came.
#include "draw/peg_animation.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>

#include "draw/board_art.hpp"

namespace pegsat::draw {
namespace {

constexpr double kAnimUnit = 52;
constexpr double kAnimPage = 16;
constexpr double kAnimStatus = 30;

// "0;0.31;0.35;1": key times as fractions of the loop.
std::string keyTimes(std::initializer_list<double> seconds, double total) {
  std::string s;
  for (double t : seconds) {
    if (!s.empty()) s += ';';
    s += fmt::format("{:.5f}", t / total);
  }
  return s;
}

}  // namespace

std::string animateSolution(const Board& board, const Solution& solution,
                            const AnimationOptions& options) {
  const HoleLayout layout = layoutHoles(board);
  const std::vector<DrawnMove> moves = drawnMoves(solution);

  // The timetable: when each move starts, each jump takes jumpSeconds.
  struct Timed {
    int move, from, over, to;
    double start;
  };
  std::vector<Timed> jumps;
  std::vector<std::pair<double, double>> moveSpans;
  double t = options.holdSeconds;
  for (size_t m = 0; m < moves.size(); ++m) {
    const double begin = t;
    const std::vector<int>& cells = moves[m].cells;
    for (size_t i = 0; i + 1 < cells.size(); ++i) {
      jumps.push_back({int(m), cells[i], overHole(board, cells[i], cells[i + 1]), cells[i + 1], t});
      t += options.jumpSeconds;
    }
    moveSpans.push_back({begin, t});
    t += options.pauseSeconds;
  }
  const double total = t + options.holdSeconds;
  const std::string dur = fmt::format("{:.3f}s", total);

  BoardFrame frame{&layout, kAnimUnit, {0, 0}};
  const Title title = fitTitle(solutionTitle(board, solution), frame.width());
  const double width = std::max(frame.width(), title.width) + 2 * kAnimPage;
  frame.origin = {(width - frame.width()) / 2, kAnimPage + title.height};
  const double height = frame.origin.y + frame.height() + kAnimStatus + kAnimPage;
  Element svg("svg");
  svg.attr("width", width).attr("height", height).attr(
      "viewBox", fmt::format("0 0 {} {}", number(width), number(height)));
  svg.add("rect").attr("width", "100%").attr("height", "100%").attr("fill", "#fffdf8");
  addPegStyles(svg);
  addTitle(svg, title, kAnimPage, kAnimPage);
  Element& g = svg.add("g");
  g.attr("class", "board animated").attr("data-pegs", board.holeNames(solution.start));
  addBoardBase(g, board, frame);

  // One circle per peg of the start, followed through the jumps: `who[cell]`
  // is the index of the peg standing there.
  std::vector<int> who(size_t(board.cells()), -1);
  std::vector<Element> pegs;
  for (int c : layout.holes)
    if (solution.start >> c & 1) {
      who[size_t(c)] = int(pegs.size());
      // The peg, and its orange twin shown while it moves; the group moves.
      Element peg("g");
      peg.add(pegCircle(board, frame, c));
      peg.add(pegCircle(board, frame, c, "moved")).attr("class", "glow").attr("opacity", 0);
      pegs.push_back(std::move(peg));
    }
  // The spans of the loop in which each peg is moving, for its highlight.
  std::vector<std::vector<std::pair<double, double>>> busy(pegs.size());
  int index = 0;
  for (const Timed& j : jumps) {
    const int mover = who[size_t(j.from)], victim = who[size_t(j.over)];
    who[size_t(j.to)] = mover, who[size_t(j.from)] = -1, who[size_t(j.over)] = -1;
    const Pt a = frame.centre(j.from), b = frame.centre(j.to);
    const double end = j.start + options.jumpSeconds;
    auto& spans = busy[size_t(mover)];
    if (!spans.empty() && spans.back().second == j.start)
      spans.back().second = end;  // the chain goes on
    else
      spans.push_back({j.start, end});
    pegs[size_t(mover)]
        .add("animateTransform")
        .attr("class", "jump")
        .attr("data-jump", ++index)
        .attr("attributeName", "transform")
        .attr("type", "translate")
        .attr("additive", "sum")
        .attr("values", fmt::format("0 0;0 0;{0} {1};{0} {1}", number(b.x - a.x), number(b.y - a.y)))
        .attr("keyTimes", keyTimes({0, j.start, end, total}, total))
        .attr("keySplines", "0 0 1 1;0.45 0 0.55 1;0 0 1 1")
        .attr("calcMode", "spline")
        .attr("dur", dur)
        .attr("repeatCount", "indefinite");
    // The jumped peg goes in the second half of the jump, as it is passed.
    pegs[size_t(victim)]
        .add("animate")
        .attr("class", "fade")
        .attr("attributeName", "opacity")
        .attr("values", "1;1;0;0")
        .attr("keyTimes", keyTimes({0, (j.start + end) / 2, end, total}, total))
        .attr("dur", dur)
        .attr("repeatCount", "indefinite");
  }
  // A moving peg turns orange for its move, as the still pictures colour it:
  // its twin is shown by one discrete animation over the whole loop.
  for (size_t i = 0; i < pegs.size(); ++i) {
    if (busy[i].empty()) continue;
    std::string values = "0", times = "0";
    for (auto [from, to] : busy[i]) {
      values += ";1;0";
      times += fmt::format(";{:.5f};{:.5f}", from / total, to / total);
    }
    Element& glow = *std::next(pegs[i].children().begin());  // after the peg
    glow.add("animate")
        .attr("class", "highlight")
        .attr("attributeName", "opacity")
        .attr("calcMode", "discrete")
        .attr("values", values)
        .attr("keyTimes", times)
        .attr("dur", dur)
        .attr("repeatCount", "indefinite");
  }
  // A jumping peg passes over no peg but the one it jumps, which fades as it
  // is passed: the drawing order of the pegs does not matter.
  for (Element& p : pegs) g.add(std::move(p));

  // The status line: which move is playing, shown in its own span of the loop.
  const double statusY = frame.origin.y + frame.height() + 22;
  auto status = [&](const std::string& text, double from, double to) {
    Element& s = svg.add("text");
    s.attr("class", "number").attr("x", width / 2).attr("y", statusY).attr("text-anchor", "middle");
    s.attr("visibility", "hidden").text(text);
    std::string values = "hidden;visible;hidden", times = keyTimes({0, from, to}, total);
    if (from == 0) values = "visible;hidden", times = keyTimes({0, to}, total);
    s.add("animate")
        .attr("attributeName", "visibility")
        .attr("calcMode", "discrete")
        .attr("values", values)
        .attr("keyTimes", times)
        .attr("dur", dur)
        .attr("repeatCount", "indefinite");
  };
  status("start", 0, options.holdSeconds);
  for (size_t m = 0; m < moves.size(); ++m) {
    const double to = m + 1 < moves.size() ? moveSpans[m + 1].first : total - options.holdSeconds;
    status(fmt::format("move {} of {}: {}", m + 1, moves.size(), moves[m].text), moveSpans[m].first,
           to);
  }
  status("finish", total - options.holdSeconds, total);
  return svgDocument(std::move(svg));
}

}  // namespace pegsat::draw
