// The public API's count: the native layered counter, its exact count handed
// out as a decimal string so that no caller needs a big-integer library.
#include <vector>

#include "api/handles.hpp"
#include "count/count.hpp"

namespace pegsat::api {
namespace {

// The count in decimal, 18 digits at a time. cpp_int's own str() would do,
// but GCC 12 at -O3 warns (-Wrestrict, a false positive) inside the
// std::string assignment it inlines, and CI builds with -Werror.
std::string decimalOf(boost::multiprecision::cpp_int n) {
  constexpr uint64_t kChunk = 1'000'000'000'000'000'000ull;  // 10^18
  std::vector<uint64_t> chunks;                              // least significant first
  do {
    chunks.push_back(static_cast<uint64_t>(n % kChunk));
    n /= kChunk;
  } while (n != 0);
  std::string s = std::to_string(chunks.back());
  for (size_t i = chunks.size() - 1; i-- > 0;) {
    const std::string digits = std::to_string(chunks[i]);
    s.append(18 - digits.size(), '0').append(digits);
  }
  return s;
}

}  // namespace

Count count(const Problem& problem, const CountOptions& options) {
  try {
    const pegsat::Board& board = detail::BoardData::of(problem.board());
    const auto& [start, finish] = detail::ProblemData::of(problem);
    pegsat::CountOptions o;
    o.threads = int(options.threads);
    o.maxMemoryBytes = options.maxMemoryBytes;
    const CountResult r = countSolutions(board, start, finish, o);
    if (r.status == CountStatus::MemoryLimit) return Count{false, {}, std::string("memory limit")};
    return Count{true, decimalOf(r.solutions), {}};
  } catch (const std::exception& e) {
    return Count{false, {}, detail::describeFailure(e)};
  }
}

}  // namespace pegsat::api
