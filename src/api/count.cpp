// The public API's count: the native layered counter, its exact count handed
// out as a decimal string so that no caller needs a big-integer library.
#include "api/handles.hpp"
#include "count/count.hpp"

namespace pegsat::api {

Count count(const Problem& problem, const CountOptions& options) {
  Count c;
  try {
    const pegsat::Board& board = detail::BoardData::of(problem.board());
    const auto& [start, finish] = detail::ProblemData::of(problem);
    pegsat::CountOptions o;
    o.threads = int(options.threads);
    o.maxMemoryBytes = options.maxMemoryBytes;
    const CountResult r = countSolutions(board, start, finish, o);
    if (r.status == CountStatus::MemoryLimit) {
      c.reason = "memory limit";
      return c;
    }
    c.complete = true;
    c.solutions = r.solutions.str();
  } catch (const std::exception& e) {
    c.reason = detail::describeFailure(e);
  }
  return c;
}

}  // namespace pegsat::api
