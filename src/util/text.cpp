// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/text.hpp"

#include <cctype>
#include <cstdint>

#include <fmt/format.h>

namespace pegsat {

std::vector<Line> splitLines(std::string_view text) {
  // A UTF-8 byte order mark, which some editors write, is not part of line 1.
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  std::vector<Line> lines;
  int number = 1;
  while (!text.empty()) {
    size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back({number++, line});
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return lines;
}

std::string_view stripComment(std::string_view s) { return s.substr(0, s.find('#')); }

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

std::vector<std::string_view> words(std::string_view s) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
    size_t j = i;
    while (j < s.size() && !std::isspace(static_cast<unsigned char>(s[j]))) ++j;
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

std::optional<Header> parseHeader(std::string_view line) {
  line = trim(line);
  size_t colon = line.find(':');
  if (colon == std::string_view::npos || colon == 0) return std::nullopt;
  Header h;
  for (char c : line.substr(0, colon)) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_') return std::nullopt;
    h.key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  h.value = trim(line.substr(colon + 1));
  return h;
}

std::string quoteInput(std::string_view s, size_t limit) {
  std::string out = "'";
  for (size_t i = 0; i < s.size() && i < limit; ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c < 0x7f) {
      out += char(c);
    } else {
      static constexpr char kHex[] = "0123456789abcdef";
      out += {'\\', 'x', kHex[c >> 4], kHex[c & 15]};
    }
  }
  return out + (s.size() > limit ? "...'" : "'");
}

namespace {

// Whether a code point may appear in a report as it is. Not: surrogates
// (never valid in UTF-8), noncharacters (U+FDD0..U+FDEF and the last two of
// every plane; U+FFFE and U+FFFF are forbidden by XML 1.0, so they would
// break a JUnit report), and every invisible code point (invisibleCodePoint:
// bidirectional controls reorder what a log viewer shows, so a name could
// make a wrong line read as a right one; line separators split it; fillers
// and zero-width ones make two names print alike). Each is written as
// \u{XXXX} instead.
bool shownAsIs(uint32_t cp) {
  if (cp >= 0xD800 && cp <= 0xDFFF) return false;
  if (cp >= 0xFDD0 && cp <= 0xFDEF) return false;
  if ((cp & 0xFFFE) == 0xFFFE) return false;
  return !invisibleCodePoint(cp);
}

// A well-formed UTF-8 sequence at the start of `s` and its code point; length
// 0 for anything else, for C0/C1 controls (below U+00A0) and for surrogates,
// which are ill-formed UTF-8: those bytes are shown one by one.
struct Utf8 {
  uint32_t cp = 0;
  size_t length = 0;
};

Utf8 decodeUtf8(std::string_view s) {
  const auto byte = [&](size_t i) { return static_cast<unsigned char>(s[i]); };
  const unsigned char c = byte(0);
  const size_t n = c >= 0xF0 && c <= 0xF4 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 && c < 0xE0 ? 2 : 0;
  if (n == 0 || s.size() < n) return {};
  for (size_t i = 1; i < n; ++i)
    if ((byte(i) & 0xC0) != 0x80) return {};
  uint32_t cp = c & (0x7F >> n);
  for (size_t i = 1; i < n; ++i) cp = cp << 6 | (byte(i) & 0x3F);
  const uint32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < least[n] || cp > 0x10FFFF || cp < 0xA0 || (cp >= 0xD800 && cp <= 0xDFFF)) return {};
  return {cp, n};
}

}  // namespace

std::string printable(std::string_view s, size_t limit) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  size_t i = 0;
  while (i < s.size() && i < limit) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c == '\\') {
      out += "\\\\", ++i;
    } else if (c >= 0x20 && c < 0x7f) {
      out += char(c), ++i;
    } else if (const Utf8 u = c >= 0x80 ? decodeUtf8(s.substr(i)) : Utf8{}; u.length) {
      // Shown as it is, or as its code point when it is invisible or could
      // reorder or split the line (shownAsIs).
      if (shownAsIs(u.cp))
        out.append(s.substr(i, u.length));
      else
        out += fmt::format("\\u{{{:04X}}}", u.cp);
      i += u.length;
    } else {
      if (c == '\n') out += "\\n";
      else if (c == '\t') out += "\\t";
      else out += {'\\', 'x', kHex[c >> 4], kHex[c & 15]};
      ++i;
    }
  }
  return i < s.size() ? out + "..." : out;
}

bool invisibleCodePoint(uint32_t cp) {
  // Ranges, inclusive, sorted: Default_Ignorable_Code_Point (Unicode 15.1),
  // then the blanks and separators it leaves out, then combining marks.
  static constexpr uint32_t kRanges[][2] = {
      {0x00A0, 0x00A0},   {0x00AD, 0x00AD},   {0x0300, 0x036F},   {0x034F, 0x034F},
      {0x061C, 0x061C},   {0x115F, 0x1160},   {0x1680, 0x1680},   {0x17B4, 0x17B5},
      {0x180B, 0x180F},   {0x1AB0, 0x1AFF},   {0x1DC0, 0x1DFF},   {0x2000, 0x200F},
      {0x2028, 0x202F},   {0x205F, 0x206F},   {0x20D0, 0x20FF},   {0x2800, 0x2800},
      {0x3000, 0x3000},   {0x3164, 0x3164},   {0xFE00, 0xFE0F},   {0xFE20, 0xFE2F},
      {0xFEFF, 0xFEFF},   {0xFFA0, 0xFFA0},   {0xFFF0, 0xFFF8},   {0x1BCA0, 0x1BCA3},
      {0x1D173, 0x1D17A}, {0xE0000, 0xE0FFF},
  };
  for (const auto& r : kRanges)
    if (cp >= r[0] && cp <= r[1]) return true;
  return false;
}

uint32_t nextCodePoint(std::string_view s, size_t& i) {
  if (static_cast<unsigned char>(s[i]) < 0x80) return static_cast<unsigned char>(s[i++]);
  const Utf8 u = decodeUtf8(s.substr(i));
  // decodeUtf8 leaves C1 controls to the byte escapes; here they are code
  // points like any other.
  if (!u.length) {
    const auto b = [&](size_t k) { return static_cast<unsigned char>(s[i + k]); };
    if (i + 1 < s.size() && b(0) == 0xC2 && (b(1) & 0xC0) == 0x80) {
      const uint32_t cp = b(1);
      i += 2;
      return cp;
    }
    ++i;
    return 0xFFFD;
  }
  i += u.length;
  return u.cp;
}

std::vector<std::string_view> splitList(std::string_view s, char separator) {
  std::vector<std::string_view> out;
  while (!s.empty()) {
    const size_t at = s.find(separator);
    if (at != 0) out.push_back(s.substr(0, at));
    s = at == std::string_view::npos ? std::string_view() : s.substr(at + 1);
  }
  return out;
}

}  // namespace pegsat
