// SPDX-License-Identifier: GPL-3.0-or-later
// What the `pegsat slide` subcommands share: the search options of solve and
// bench and the goal option. The work is the jobs' (job/slide_*.hpp).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "cli/command.hpp"
#include "job/slide_search.hpp"

namespace pegsat::cli {

// Options shared by solve and bench: the job's search settings, and the
// front end's own.
struct SearchOpts {
  SlideSearch search;
  bool noReflect = false, quiet = false, json = false;
  LimitOptions limits;  // --timeout for the whole file (bench adds --threads)
  // The settings with the flags folded in.
  SlideSearch settings() const {
    SlideSearch s = search;
    s.reflect = !noReflect;
    return s;
  }
};

void addGoalOption(CLI::App& app, std::string& goal);
void addSearchOptions(CLI::App& app, SearchOpts& o);
// Warnings of the pattern-database cache on stderr, unless quiet.
void printWarnings(const std::vector<std::string>& warnings, bool quiet);

// The sub-subcommands, one file each.
Runner setupSlideSolve(CLI::App& app);
Runner setupSlideBench(CLI::App& app);
Runner setupSlideVerify(CLI::App& app);
Runner setupSlideEncode(CLI::App& app);

}  // namespace pegsat::cli
