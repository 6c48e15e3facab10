// pegsat's entry point: builds the CLI11 app from the command table, parses the
// command line and runs the chosen subcommand.
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <csignal>
#include <exception>

#include "cli/command.hpp"
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
  CLI::App app{"pegsat: solve, count and certify peg solitaire and sliding-tile puzzles"};
  app.require_subcommand(1);
  std::vector<std::pair<CLI::App*, Runner>> runners;
  for (const Command& c : commands()) {
    CLI::App* sub = app.add_subcommand(c.name, c.help);
    runners.emplace_back(sub, c.setup(*sub));
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::Success& e) {
    return app.exit(e);  // --help
  } catch (const CLI::ParseError& e) {
    fmt::print(stderr, "pegsat: {}\n", e.what());
    if (argc < 2) fmt::print(stderr, "{}", app.help());
    return kInputError;
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
