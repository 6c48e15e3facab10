// SPDX-License-Identifier: GPL-3.0-or-later
// What pegsat says about a command line it cannot parse. CLI11 reports an
// unknown command as "A subcommand is required" and an unknown option as
// "The following arguments were not expected: 5 --timeot"; here the first word
// no command took is named, with the valid word nearest to it.
#include <algorithm>
#include <string_view>

#include "cli/command.hpp"

namespace pegsat::cli {
namespace {

// The optimal string alignment distance: insertions, deletions, substitutions
// and swaps of two neighbouring letters, the typing slips Damerau (1964) found
// behind most misspellings, each counting one.
size_t editDistance(std::string_view a, std::string_view b) {
  // d[i][j] is the distance between the first i letters of a and the first j of b.
  std::vector<std::vector<size_t>> d(a.size() + 1, std::vector<size_t>(b.size() + 1));
  for (size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (size_t i = 1; i <= a.size(); ++i)
    for (size_t j = 1; j <= b.size(); ++j) {
      d[i][j] = std::min(
          {d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.size()][b.size()];
}

// The candidate nearest to `word`, if it is near enough to be what was meant:
// within a third of the word's letters (at least one, for words of three
// letters or more). Farther than that, the nearest word is a guess that would
// mislead ('--timeot' is not '--games'), and every one-letter option is one
// slip from any other.
std::string nearest(std::string_view word, const std::vector<std::string>& candidates) {
  const size_t letters = word.size() - std::min(word.find_first_not_of('-'), word.size());
  if (letters < 3) return "";
  const size_t most = std::max<size_t>(1, letters / 3);
  std::string best;
  size_t bestDistance = most + 1;
  for (const std::string& c : candidates)
    if (const size_t d = editDistance(word, c); d < bestDistance) best = c, bestDistance = d;
  return best;
}

// "pegsat slide solve": the command line's words that name `app`.
std::string commandName(const CLI::App* app) {
  std::string name = app->get_name();
  for (const CLI::App* p = app->get_parent(); p; p = p->get_parent())
    name = p->get_name() + " " + name;
  return name;
}

// The command the parse reached, the root's subcommand's subcommand...
CLI::App* deepest(CLI::App* app) {
  while (!app->get_subcommands().empty()) app = app->get_subcommands().front();
  return app;
}

bool all(CLI::App*) { return true; }

int report(const std::string& message) {
  fmt::print(stderr, "{}\n", message);
  return kInputError;
}

}  // namespace

int reportUsageError(CLI::App& root, const CLI::ParseError& e) {
  // An unknown word is the thing to name, even when CLI11 stopped at what it
  // caused (a missing subcommand or file): the first command, from the root
  // down, that was left with a word it did not take.
  CLI::App* app = &root;
  while (app->remaining().empty() && !app->get_subcommands().empty())
    app = app->get_subcommands().front();
  const std::vector<std::string> left = app->remaining();
  const std::string who = commandName(app);
  if (left.empty()) {
    CLI::App* at = deepest(&root);
    if (at->get_require_subcommand_min() > 0 && at->get_subcommands().empty()) {
      std::string names;
      for (const CLI::App* sub : at->get_subcommands(all))
        names += (names.empty() ? "" : ", ") + sub->get_name();
      return report(fmt::format("{}: a command is needed: {}", commandName(at), names));
    }
    return report(fmt::format("{}: {}", commandName(at), e.what()));
  }
  const std::string& word = left.front();
  // The nearest valid word, or where they are all listed.
  auto hint = [&](const std::string& near) {
    return near.empty() ? fmt::format(" (see '{} --help')", who)
                        : fmt::format("; did you mean '{}'?", near);
  };
  if (word.size() > 1 && word[0] == '-') {
    const std::string option = word.substr(0, word.find('='));  // --timeot=5
    std::vector<std::string> names;
    for (const CLI::Option* o : app->get_options()) {
      for (const std::string& n : o->get_lnames()) names.push_back("--" + n);
      for (const std::string& n : o->get_snames()) names.push_back("-" + n);
    }
    return report(
        fmt::format("{}: unknown option '{}'{}", who, option, hint(nearest(option, names))));
  }
  std::vector<std::string> commands;
  for (const CLI::App* sub : app->get_subcommands(all)) commands.push_back(sub->get_name());
  if (app == &root) commands.push_back("help");
  if (commands.empty())
    return report(fmt::format("{}: unexpected argument '{}' (see '{} --help')", who, word, who));
  return report(
      fmt::format("{}: unknown command '{}'{}", who, word, hint(nearest(word, commands))));
}

}  // namespace pegsat::cli
