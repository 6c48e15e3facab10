// The count job: the exact number of jump sequences that solve a problem, by
// the layered counter (alone or shared by MPI ranks), the memoized depth-first
// count, or SAT model enumeration. `pegsat count` and the public API's count
// are this job with other front ends; the layer tables (--levels, --games,
// --table) map their stops through countStop as well.
#pragma once

#include <boost/multiprecision/cpp_int.hpp>
#include <optional>

#include "count/count.hpp"
#include "encodings/sat_solve.hpp"
#include "job/job.hpp"
#include "util/result.hpp"

namespace pegsat {

enum class CountMethod { Layers, Memo, Sat };

struct CountJob {
  CountMethod method = CountMethod::Layers;
  Limits limits;
  Exchange* exchange = nullptr;  // the MPI ranks sharing a layered count; null for one process
};

struct CountReport {
  // Solved: the count is exact (NoSolution when it is 0). Unknown: stopped,
  // and the Stop says by which limit.
  Outcome outcome = Outcome::Unknown;
  Stop stop = Stop::None;
  boost::multiprecision::cpp_int solutions;  // when not Unknown
  double milliseconds = 0;
  std::optional<CountStats> native;  // Layers and Memo
  std::optional<SatStats> sat;       // Sat
};

// The Error is a problem the method cannot take.
Result<CountReport> runCount(const Problem& problem, const CountJob& job);

// The stop of a native count, table or level run that ended with `status`:
// the counter says "time limit" when the stop flag stopped it.
Stop countStop(Stop status, const Limits& limits);

// The options of the native counter under `limits`.
CountOptions countOptions(const Limits& limits);

}  // namespace pegsat
