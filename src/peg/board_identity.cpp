// SPDX-License-Identifier: GPL-3.0-or-later
// Board identity; see board_identity.hpp.
#include "peg/board_identity.hpp"

#include <fmt/format.h>

#include "peg/board_file.hpp"
#include "util/text.hpp"

namespace pegsat {
namespace {

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
      {0x217C, 'l'}, {0x2102, 'c'}, {0x210A, 'g'}, {0x210B, 'h'}, {0x210C, 'h'}, {0x210D, 'h'},
      {0x2110, 'i'}, {0x2111, 'i'}, {0x2112, 'l'}, {0x2115, 'n'}, {0x2119, 'p'}, {0x211A, 'q'},
      {0x211B, 'r'}, {0x211C, 'r'}, {0x211D, 'r'}, {0x2124, 'z'}, {0x212C, 'b'}, {0x212D, 'c'},
      {0x2130, 'e'}, {0x2131, 'f'}, {0x2133, 'm'}, {0x2134, 'o'}, {0x2139, 'i'}, {0x2145, 'd'},
      {0x2146, 'd'}, {0x2147, 'e'}, {0x2148, 'i'}, {0x2149, 'j'},
      // Armenian.
      {0x0561, 'w'}, {0x0563, 'q'}, {0x0566, 'q'}, {0x0570, 'h'}, {0x0575, 'j'}, {0x0578, 'n'},
      {0x057C, 'n'}, {0x057D, 'u'}, {0x0581, 'g'}, {0x0584, 'f'}, {0x0585, 'o'}, {0x0555, 'o'},
      {0x054D, 's'}, {0x0548, 'n'}, {0x054C, 'n'}, {0x0544, 'u'}, {0x053D, 'h'}, {0x0531, 'u'},
      // Cherokee capitals, which look like Latin capitals.
      {0x13A0, 'd'}, {0x13A1, 'r'}, {0x13A2, 't'}, {0x13A5, 'i'}, {0x13A9, 'y'}, {0x13AA, 'a'},
      {0x13AB, 'j'}, {0x13AC, 'e'}, {0x13B1, 'g'}, {0x13B3, 'w'}, {0x13B7, 'm'}, {0x13BB, 'h'},
      {0x13BD, 'y'}, {0x13C0, 'g'}, {0x13C2, 'h'}, {0x13C3, 'z'}, {0x13CF, 'b'}, {0x13D2, 'r'},
      {0x13D4, 'w'}, {0x13D5, 's'}, {0x13D9, 'v'}, {0x13DA, 's'}, {0x13DE, 'l'}, {0x13DF, 'c'},
      {0x13E2, 'p'}, {0x13E6, 'k'}, {0x13E7, 'd'}, {0x13F4, 'b'}};
  for (const Pair& p : kPairs)
    if (p.cp == cp) return p.latin;
  // Mathematical alphanumeric symbols (U+1D400..U+1D6A3: runs of A-Z then
  // a-z in each style; U+1D7CE..U+1D7FF: runs of 0-9), which NFKC maps to
  // the plain letters and digits.
  if (cp >= 0x1D400 && cp <= 0x1D6A3) {
    const uint32_t k = (cp - 0x1D400) % 52;
    return char(k < 26 ? 'a' + k : 'a' + k - 26);
  }
  if (cp >= 0x1D7CE && cp <= 0x1D7FF) return char('0' + (cp - 0x1D7CE) % 10);
  return 0;
}

}  // namespace

std::string nameSkeleton(std::string_view name) {
  // First each code point to a Latin letter or digit where one looks alike.
  std::string latin;
  for (size_t i = 0; i < name.size();) {
    uint32_t cp = nextCodePoint(name, i);
    if (cp >= 0xFF01 && cp <= 0xFF5E) cp -= 0xFEE0;  // full-width ASCII
    if (cp < 0x80) {
      const char c = char(cp);
      if (c == ' ' || c == '\t' || c == '-' || c == '_' || c == '.') continue;
      // Capital I, the digit 1 and the bar look like l (UTS #39); the digit
      // 0 like o. i joins them: I and l are one class, and case folding
      // must not split it again ("ENGLISH" and "EngIish" both english).
      latin += c == 'I' || c == 'i' || c == 'L' || c == 'l' || c == '1' || c == '|' || c == '!'
                   ? 'l'
               : c == '0'             ? 'o'
               : c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a')
                                      : c;
    } else if (invisibleCodePoint(cp)) {
      continue;
    } else if (const char l = latinLookAlike(cp)) {
      latin += l == 'i' ? 'l' : l == '0' ? 'o' : l;
    } else {
      latin += fmt::format("\\u{{{:X}}}", cp);  // kept distinct from every ASCII name
    }
  }
  // Then the pairs of letters that read as one (UTS #39): rn as m, vv as w,
  // cl as d.
  std::string out;
  for (size_t i = 0; i < latin.size(); ++i) {
    const std::string_view pair = std::string_view(latin).substr(i, 2);
    if (pair == "rn") out += 'm', ++i;
    else if (pair == "vv") out += 'w', ++i;
    else if (pair == "cl") out += 'd', ++i;
    else out += latin[i];
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
