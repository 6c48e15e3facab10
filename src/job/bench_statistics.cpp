// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/bench_statistics.hpp"

#include <algorithm>
#include <utility>

namespace pegsat {

BenchStatistics benchStatistics(const BenchReport& report) {
  BenchStatistics st;
  const std::vector<BenchSample>& samples = report.samples;
  if (samples.empty()) return st;
  std::vector<double> ms, cpu;
  for (const BenchSample& s : samples) {
    ms.push_back(s.milliseconds), cpu.push_back(s.cpuMilliseconds), st.totalMs += s.milliseconds;
    st.nodes += s.result.stats.nodes;
    st.solved += s.result.status == Outcome::Solved;
    st.noSolution += s.result.status == Outcome::NoSolution;
    st.unknown += s.result.status == Outcome::Unknown;
    if (s.result.status == Outcome::Unknown) st.unknownProblems.push_back(s.problem);
  }
  st.samples = int(samples.size());
  st.slowest = &*std::max_element(samples.begin(), samples.end(), [](auto& a, auto& c) {
    return a.cpuMilliseconds < c.cpuMilliseconds;
  });
  auto answeredCpu = [](auto& s) {
    return std::pair(s.result.status != Outcome::Unknown, s.cpuMilliseconds);
  };
  const BenchSample& answered = *std::max_element(
      samples.begin(), samples.end(),
      [&](auto& a, auto& c) { return answeredCpu(a) < answeredCpu(c); });
  if (answered.result.status != Outcome::Unknown) st.slowestAnswered = &answered;
  std::sort(ms.begin(), ms.end());
  std::sort(cpu.begin(), cpu.end());
  st.medianMs = ms[ms.size() / 2], st.minMs = ms.front(), st.maxMs = ms.back();
  st.medianCpuMs = cpu[cpu.size() / 2], st.maxCpuMs = cpu.back();
  return st;
}

}  // namespace pegsat
