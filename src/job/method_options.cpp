// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/method_options.hpp"

namespace pegsat {

CountOptions countOptions(const Limits& limits) {
  CountOptions o;
  o.threads = int(limits.threads);
  o.budget = limits.budget;
  o.progress = limits.progress;
  return o;
}

MinMovesOptions minMovesOptions(const Limits& limits) {
  MinMovesOptions o;
  o.threads = int(limits.threads);
  o.budget = limits.budget;
  o.progress = limits.progress;
  return o;
}

}  // namespace pegsat
