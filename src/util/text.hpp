// Small text helpers shared by the parsers: lines with their numbers, comments,
// trimming and "key: value" header lines.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pegsat {

struct Line {
  int number;             // 1-based
  std::string_view text;  // without the line break (and without a '\r')
};

// Splits text into lines, keeping their numbers; a leading UTF-8 byte order
// mark is dropped.
std::vector<Line> splitLines(std::string_view text);

// The part of a line before a '#' comment.
std::string_view stripComment(std::string_view s);

std::string_view trim(std::string_view s);

// White-space separated words.
std::vector<std::string_view> words(std::string_view s);

// The non-empty pieces of s between separators ("a,,b" with ',' gives a and b).
std::vector<std::string_view> splitList(std::string_view s, char separator);

// Input text as an error message shows it: in single quotes, cut after
// `limit` characters ("..."), with bytes outside printable ASCII written as
// \xNN, so that a bad file cannot flood the terminal or send it escape codes.
std::string quoteInput(std::string_view s, size_t limit = 40);

// Any text from outside (a file name, a message that quotes a file) as a
// report may show it: valid UTF-8 is kept, control characters become \n, \t
// or \xNN and invalid bytes \xNN, so that a name cannot forge a line, send a
// terminal escape codes or break JSON and XML; code points that are valid
// but hide or reorder text (noncharacters, bidirectional controls, line
// separators, zero-width ones) become \u{XXXX}; cut after `limit` bytes
// ("..."). This is the one escaper: every report goes through it.
std::string printable(std::string_view s, size_t limit = 1000);

// A "key: value" line whose key is a single word of letters, digits, '-' or '_'.
struct Header {
  std::string key;  // lower case
  std::string_view value;
};
std::optional<Header> parseHeader(std::string_view line);

}  // namespace pegsat
