// Tests of exact solution counting (issue 3): published figures, plain brute
// force on small boards, and the two methods held against each other.
#include "count/count.hpp"

#include <gtest/gtest.h>

#include <functional>
#include <map>

#include "peg/board_file.hpp"

namespace pegsat {
namespace {

using boost::multiprecision::cpp_int;

Board board(const std::string& name) {
  auto b = loadBoard(name);
  EXPECT_TRUE(b.ok()) << (b ? "" : b.error().str());
  return *b;
}

Cells single(const Board& b, const std::string& hole) { return bitAt<Cells>(*b.parseHole(hole)); }

// Every jump sequence from `pegs`, tried one by one with the board's jump list
// (not the shift-based engine the counters use), down to `left` pegs: how many
// sequences end on each final position.
void bruteForce(const Board& b, Cells pegs, int left, std::map<Cells, uint64_t>& ends) {
  if (popcount(pegs) == left) {
    ++ends[pegs];
    return;
  }
  for (const Jump& j : b.jumps) {
    Cells from = bitAt<Cells>(j.from), over = bitAt<Cells>(j.over), to = bitAt<Cells>(j.to);
    if ((pegs & from) && (pegs & over) && !(pegs & to))
      bruteForce(b, pegs ^ from ^ over ^ to, left, ends);
  }
}

CountOptions method(CountOptions::Method m) {
  CountOptions o;
  o.method = m;
  return o;
}

TEST(Count, TriangleMatchesBruteForce) {
  Board b = board("triangle");
  for (std::string start : {"a1", "a2", "a3", "b3", "c5"}) {
    Cells pegs = b.holes & ~single(b, start);
    std::map<Cells, uint64_t> ends;
    bruteForce(b, pegs, 1, ends);
    for (std::string finish : {"a1", "a5", "b3", "c5", "d4"}) {
      Cells f = single(b, finish);
      uint64_t expect = ends[f];
      for (auto m : {CountOptions::Method::Layers, CountOptions::Method::Memo}) {
        CountResult r = countSolutions(b, pegs, f, method(m));
        ASSERT_EQ(r.status, CountStatus::Done);
        EXPECT_EQ(r.solutions, cpp_int(expect)) << start << " -> " << finish;
      }
    }
  }
}

}  // namespace
}  // namespace pegsat
