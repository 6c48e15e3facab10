#include "util/text.hpp"

#include <cctype>
#include <cstdint>

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

// The length of the valid UTF-8 sequence at the start of `s` that is not a
// control character (C1 controls are U+0080..U+009F), or 0.
size_t printableUtf8(std::string_view s) {
  const auto byte = [&](size_t i) { return static_cast<unsigned char>(s[i]); };
  const unsigned char c = byte(0);
  const size_t n = c >= 0xF0 && c <= 0xF4 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 && c < 0xE0 ? 2 : 0;
  if (n == 0 || s.size() < n) return 0;
  for (size_t i = 1; i < n; ++i)
    if ((byte(i) & 0xC0) != 0x80) return 0;
  uint32_t cp = c & (0x7F >> n);
  for (size_t i = 1; i < n; ++i) cp = cp << 6 | (byte(i) & 0x3F);
  const uint32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < least[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF) || cp < 0xA0) return 0;
  return n;
}

}  // namespace

std::string printable(std::string_view s, size_t limit) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  size_t i = 0;
  while (i < s.size() && i < limit) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c < 0x7f) {
      out += char(c), ++i;
    } else if (size_t n = c >= 0x80 ? printableUtf8(s.substr(i)) : 0) {
      out.append(s.substr(i, n)), i += n;
    } else {
      if (c == '\n') out += "\\n";
      else if (c == '\t') out += "\\t";
      else out += {'\\', 'x', kHex[c >> 4], kHex[c & 15]};
      ++i;
    }
  }
  return i < s.size() ? out + "..." : out;
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
