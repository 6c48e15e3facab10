// SPDX-License-Identifier: GPL-3.0-or-later
// pegsat's entry point: builds the CLI11 app from the command table, parses the
// command line and runs the chosen subcommand.
#include <csignal>
#include <exception>
#include <string_view>
// After a standard header, which is what defines __GLIBC__.
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "cli/command.hpp"
#include "job/version.hpp"
#include "util/atomic_file.hpp"

namespace {

// An interrupted or terminated run leaves no temporary output file behind:
// they are removed, then the signal takes its default course (the exit
// status says which signal ended the run).
extern "C" void removeTemporariesAndDie(int signal) {
  pegsat::removeTemporaryFiles();
  std::signal(signal, SIG_DFL);
  std::raise(signal);
}

}  // namespace

int main(int argc, char** argv) {
  using namespace pegsat::cli;
#if defined(__GLIBC__)
  // Blocks of 1 MiB and more come from the system and go back to it when
  // freed. glibc's default threshold rises (up to 32 MiB) after such a free, so
  // a count's layer arrays came from the heap and stayed resident once freed,
  // beside the next layer's tables: a count limited to 4 GiB reached 4.8 GiB
  // resident (4.0 GiB with this).
  mallopt(M_MMAP_THRESHOLD, 1 << 20);
#endif
  std::signal(SIGINT, removeTemporariesAndDie);
  std::signal(SIGTERM, removeTemporariesAndDie);
  // Named, so that usage lines and errors say "pegsat", not argv[0]'s path.
  CLI::App app{"pegsat: solve, count and certify peg solitaire and sliding-tile puzzles", "pegsat"};
  app.require_subcommand(1);
  app.set_version_flag("--version", fmt::format("pegsat {}", pegsat::pegsatVersion()));
  app.footer("'pegsat help COMMAND' or 'pegsat COMMAND --help' lists a command's options.");
  std::vector<std::pair<CLI::App*, Runner>> runners;
  for (const Command& c : commands()) {
    CLI::App* sub = app.add_subcommand(c.name, c.help);
    runners.emplace_back(sub, c.setup(*sub));
  }
  // `pegsat help [COMMAND...]` is `pegsat [COMMAND...] --help`, as in git and cargo.
  std::vector<char*> args(argv, argv + argc);
  char helpFlag[] = "--help";
  if (args.size() >= 2 && std::string_view(args[1]) == "help") {
    while (args.size() >= 2 && std::string_view(args[1]) == "help") args.erase(args.begin() + 1);
    args.push_back(helpFlag);
  }
  try {
    app.parse(int(args.size()), args.data());
  } catch (const CLI::Success& e) {
    // --help or --version; beside an unknown word (`pegsat help solv`), the
    // word is what to answer.
    if (!app.remaining(true).empty()) return reportUsageError(app, e);
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    if (argc < 2) {
      fmt::print(stderr, "{}", app.help());
      return kInputError;
    }
    return reportUsageError(app, e);
  }
  try {
    for (auto& [sub, run] : runners)
      if (sub->parsed()) return run();
  } catch (const std::exception& e) {
    // The library reports bad input as values; reaching this is a bug or the
    // machine (out of memory), and still must not abort.
    fmt::print(stderr, "pegsat: internal error: {}\n", e.what());
    return kInternalError;
  }
  return kInputError;
}
