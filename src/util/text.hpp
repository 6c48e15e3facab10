// SPDX-License-Identifier: GPL-3.0-or-later
// Small text helpers shared by the parsers: lines with their numbers, comments,
// trimming and "key: value" header lines.
#pragma once

#include <cstdint>
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
// terminal escape codes or break JSON and XML; '\' becomes \\, so that no
// name can print as another's escape; code points that are valid but hide
// or reorder text (invisibleCodePoint, noncharacters) become \u{XXXX}; cut
// after `limit` bytes ("..."). Two names that differ only in what a reader
// cannot see never print alike. This is the one escaper: every name on
// every command goes through it.
std::string printable(std::string_view s, size_t limit = 1000);

// Whether a code point shows nothing a reader could tell apart from its
// absence or from a space: Unicode's Default_Ignorable_Code_Point
// (DerivedCoreProperties.txt: soft hyphen, zero-width and bidirectional
// controls, Hangul fillers, variation selectors, tags), the spaces other
// than U+0020 (U+00A0, U+2000..U+200A, U+3000, ...), the Braille blank
// U+2800, line and paragraph separators, and the combining diacritical
// marks (an accent on a letter prints as the precomposed letter).
bool invisibleCodePoint(uint32_t cp);

// The next code point of `s` at `i`, advancing `i` past it; an ill-formed
// byte gives 0xFFFD and advances one byte.
uint32_t nextCodePoint(std::string_view s, size_t& i);

// A "key: value" line whose key is a single word of letters, digits, '-' or '_'.
struct Header {
  std::string key;  // lower case
  std::string_view value;
};
std::optional<Header> parseHeader(std::string_view line);

}  // namespace pegsat
