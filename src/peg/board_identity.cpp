// Board identity; see board_identity.hpp.
#include "peg/board_identity.hpp"

#include <fmt/format.h>

#include "peg/board_file.hpp"
#include "util/text.hpp"

namespace pegsat {
namespace {

// The next code point of `s` at `i`, advancing `i`; an invalid byte is
// returned as 0xFFFD, which no skeleton of a built-in name holds.
uint32_t nextCodePoint(std::string_view s, size_t& i) {
  const auto byte = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char c = byte(i);
  const size_t n = c < 0x80 ? 1 : c >= 0xF0 && c <= 0xF4 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 && c < 0xE0 ? 2 : 0;
  if (n == 0 || i + n > s.size()) return ++i, 0xFFFD;
  uint32_t cp = n == 1 ? c : c & (0x7F >> n);
  for (size_t k = 1; k < n; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return ++i, 0xFFFD;
    cp = cp << 6 | (byte(i + k) & 0x3F);
  }
  i += n;
  return cp;
}

// Letters of other scripts that a reader takes for a Latin one (after the
// confusable pairs of Unicode's UTS #39 data, the common ones).
char latinLookAlike(uint32_t cp) {
  struct Pair {
    uint32_t cp;
    char latin;
  };
  static constexpr Pair kPairs[] = {
      // Cyrillic, small and capital.
      {0x0430, 'a'}, {0x0432, 'b'}, {0x0435, 'e'}, {0x043E, 'o'}, {0x0440, 'p'}, {0x0441, 'c'},
      {0x0443, 'y'}, {0x0445, 'x'}, {0x0456, 'i'}, {0x0458, 'j'}, {0x0455, 's'}, {0x04BB, 'h'},
      {0x0501, 'd'}, {0x04CF, 'l'}, {0x051B, 'q'}, {0x051D, 'w'}, {0x0410, 'a'}, {0x0412, 'b'},
      {0x0415, 'e'}, {0x041A, 'k'}, {0x041C, 'm'}, {0x041D, 'h'}, {0x041E, 'o'}, {0x0420, 'p'},
      {0x0421, 'c'}, {0x0422, 't'}, {0x0425, 'x'}, {0x0406, 'i'}, {0x0408, 'j'}, {0x0405, 's'},
      {0x04C0, 'l'},
      // Greek.
      {0x03B1, 'a'}, {0x03BF, 'o'}, {0x03B9, 'i'}, {0x03BD, 'v'}, {0x03C1, 'p'}, {0x0391, 'a'},
      {0x0392, 'b'}, {0x0395, 'e'}, {0x0396, 'z'}, {0x0397, 'h'}, {0x0399, 'i'}, {0x039A, 'k'},
      {0x039C, 'm'}, {0x039D, 'n'}, {0x039F, 'o'}, {0x03A1, 'p'}, {0x03A4, 't'}, {0x03A5, 'y'},
      {0x03A7, 'x'},
      // Latin letters that drop a dot or a stroke, and letter-like symbols.
      {0x0131, 'i'}, {0x0261, 'g'}, {0x2113, 'l'}, {0x212F, 'e'}, {0x210E, 'h'}, {0x2170, 'i'},
      {0x217C, 'l'}};
  for (const Pair& p : kPairs)
    if (p.cp == cp) return p.latin;
  return 0;
}

// Code points that show nothing (or only move text): dropped from a skeleton.
bool invisible(uint32_t cp) {
  return cp == 0x00AD || cp == 0x034F || cp == 0x061C || cp == 0x180E || cp == 0xFEFF ||
         (cp >= 0x0300 && cp <= 0x036F) || (cp >= 0x200B && cp <= 0x200F) ||
         (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2060 && cp <= 0x2069) ||
         (cp >= 0xFE00 && cp <= 0xFE0F);
}

}  // namespace

std::string nameSkeleton(std::string_view name) {
  std::string out;
  for (size_t i = 0; i < name.size();) {
    uint32_t cp = nextCodePoint(name, i);
    if (cp >= 0xFF01 && cp <= 0xFF5E) cp -= 0xFEE0;  // full-width ASCII
    if (cp < 0x80) {
      const char c = char(cp);
      if (c == ' ' || c == '\t' || c == '-' || c == '_' || c == '.') continue;
      out += c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
    } else if (invisible(cp)) {
      continue;
    } else if (const char latin = latinLookAlike(cp)) {
      out += latin;
    } else {
      out += fmt::format("\\u{{{:X}}}", cp);  // kept distinct from every ASCII name
    }
  }
  return out;
}

std::optional<std::string> reservedBoardName(std::string_view name) {
  const std::string skeleton = nameSkeleton(name);
  for (const std::string& builtin : builtinBoardNames())
    if (nameSkeleton(builtin) == skeleton) return builtin;
  return std::nullopt;
}

bool sameBoard(const Board& a, const Board& b) {
  return a.width == b.width && a.height == b.height && a.directions == b.directions &&
         a.holes == b.holes && a.initial == b.initial;
}

std::string boardIdentity(const Board& board) {
  if (board.fileSha256.empty()) return board.name + " board";
  return fmt::format("board file {} (name {}, sha256 {})", quoteInput(board.source, 200),
                     quoteInput(board.name), board.fileSha256.substr(0, kShortHashDigits));
}

}  // namespace pegsat
