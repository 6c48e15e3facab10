// SPDX-License-Identifier: GPL-3.0-or-later
#include "verifier/clause_file.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "util/text.hpp"

namespace pegsat {
namespace {

// A cursor over the text that knows its line.
class Scanner {
 public:
  Scanner(std::string_view text, const std::string& file) : s_(text), file_(file) {
    if (s_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;
  }

  int line() const { return line_; }
  bool done() const { return pos_ >= s_.size(); }
  char peek() const { return s_[pos_]; }

  // Skips blanks and line breaks, and lines starting with 'c' (comments).
  void skipSpaceAndComments() {
    while (pos_ < s_.size()) {
      const char c = s_[pos_];
      if (c == '\n') {
        ++line_, ++pos_, atLineStart_ = true;
      } else if (c == ' ' || c == '\t' || c == '\r') {
        ++pos_;
      } else if (c == 'c' && atLineStart_) {
        while (pos_ < s_.size() && s_[pos_] != '\n') ++pos_;
      } else {
        atLineStart_ = false;
        return;
      }
    }
  }

  // The rest of the current line, for the "p cnf" header.
  std::string_view restOfLine() {
    const size_t start = pos_;
    while (pos_ < s_.size() && s_[pos_] != '\n') ++pos_;
    return s_.substr(start, pos_ - start);
  }

  // Reads a signed integer; the error says what was found instead.
  Result<int> integer(int limit, const char* what) {
    const size_t start = pos_;
    bool negative = false;
    if (pos_ < s_.size() && s_[pos_] == '-') negative = true, ++pos_;
    long long v = 0;
    size_t digits = 0;
    while (pos_ < s_.size() && s_[pos_] >= '0' && s_[pos_] <= '9') {
      v = v * 10 + (s_[pos_++] - '0');
      if (v > limit) {
        return Error{file_, line_,
                     fmt::format("{} out of range (at most {} variables)", what, limit)};
      }
      ++digits;
    }
    const bool endsWord = pos_ >= s_.size() || s_[pos_] == ' ' || s_[pos_] == '\t' ||
                          s_[pos_] == '\r' || s_[pos_] == '\n';
    if (digits == 0 || !endsWord) {
      size_t end = start;
      while (end < s_.size() && s_[end] != ' ' && s_[end] != '\n' && s_[end] != '\t') ++end;
      return Error{file_, line_,
                   fmt::format("expected {}, found {}", what, quoteInput(s_.substr(start, end - start)))};
    }
    return int(negative ? -v : v);
  }

  void advance() { ++pos_; }

 private:
  std::string_view s_;
  const std::string& file_;
  size_t pos_ = 0;
  int line_ = 1;
  bool atLineStart_ = true;
};

// Reads clauses up to the end of the text. With `proof`, a clause may start
// with "d". Variables above `varLimit` are errors.
Result<bool> readClauses(Scanner& in, const std::string& file, int varLimit, bool proof,
                         const char* limitReason, const Budget& budget, ClauseList& out) {
  bool open = false;
  ClauseList::Item item;
  // A file of hundreds of megabytes takes seconds to read.
  BudgetPoll poll(budget, 4096);
  while (true) {
    if (const Stop s = poll.poll(); s != Stop::None)
      return Error{file, in.line(), fmt::format("stopped at the {} while reading", stopWord(s))};
    in.skipSpaceAndComments();
    if (in.done()) break;
    if (!open) {
      item = {uint32_t(out.lits.size()), 0, in.line(), false};
      open = true;
      if (proof && in.peek() == 'd') {
        in.advance();
        item.deletion = true;
        continue;
      }
    }
    const char c = in.peek();
    if (c != '-' && (c < '0' || c > '9')) {
      const bool binary = proof && (static_cast<unsigned char>(c) < 0x20 || c == 'a' ||
                                    static_cast<unsigned char>(c) >= 0x7f);
      return Error{file, in.line(),
                   fmt::format("unexpected {}{}", quoteInput(std::string_view(&c, 1)),
                               binary ? " (this looks like binary DRAT; pegsat reads text DRAT)"
                                      : "")};
    }
    auto lit = in.integer(varLimit, "a literal");
    if (!lit) {
      Error e = lit.error();
      if (e.message.find("out of range") != std::string::npos) e.message += limitReason;
      return e;
    }
    if (*lit == 0) {
      item.size = uint32_t(out.lits.size() - item.begin);
      out.items.push_back(item);
      open = false;
      continue;
    }
    out.maxVar = std::max(out.maxVar, *lit < 0 ? -*lit : *lit);
    out.lits.push_back(*lit);
    if (out.lits.size() > (1u << 31))
      return Error{file, in.line(), "more than 2^31 literals: too large to check here"};
  }
  if (open)
    return Error{file, item.line, "the clause has no closing 0: the file is truncated"};
  return true;
}

}  // namespace

namespace {

// Reads the "p cnf" line where the scanner stands.
struct CnfHeader {
  int vars = 0;
  long long clauses = 0;
  int line = 0;
};

Result<CnfHeader> readHeader(Scanner& in, const std::string& file) {
  in.skipSpaceAndComments();
  if (in.done() || in.peek() != 'p') return Error{file, in.line(), "no 'p cnf' line"};
  CnfHeader h;
  h.line = in.line();
  auto header = words(in.restOfLine());
  auto number = [](std::string_view w, long long limit) -> long long {
    long long v = 0;
    if (w.empty() || w.size() > 12) return -1;
    for (char c : w) {
      if (c < '0' || c > '9') return -1;
      v = v * 10 + (c - '0');
    }
    return v <= limit ? v : -1;
  };
  h.clauses = -1;
  if (header.size() == 4 && header[0] == "p" && header[1] == "cnf") {
    h.vars = int(number(header[2], kMaxCheckedVariables));
    h.clauses = number(header[3], 1ll << 31);
  }
  if (header.size() != 4 || header[0] != "p" || header[1] != "cnf" || h.vars < 0 ||
      h.clauses < 0)
    return Error{file, h.line,
                 fmt::format("expected 'p cnf VARIABLES CLAUSES' (at most {} variables)",
                             kMaxCheckedVariables)};
  return h;
}

}  // namespace

Result<CnfClauses> readCnfClauses(std::string_view text, const std::string& file,
                                  const Budget& budget) {
  Scanner in(text, file);
  auto header = readHeader(in, file);
  if (!header) return header.error();
  CnfClauses cnf;
  cnf.vars = header->vars;
  auto ok = readClauses(in, file, cnf.vars, false, " (beyond the 'p cnf' line's count)", budget,
                        cnf.clauses);
  if (!ok) return ok.error();
  if (static_cast<long long>(cnf.clauses.items.size()) != header->clauses)
    return Error{file, in.line(),
                 fmt::format("the 'p cnf' line on line {} says {} clauses, the file has {}",
                             header->line, header->clauses, cnf.clauses.items.size())};
  return cnf;
}

Result<uint64_t> emptyClauseEnd(InputFile& proof, const std::string& file, const Budget& budget) {
  // A small state machine over the bytes: whether a line has started, a
  // comment runs to its end, a word is being read (and is all zeros), and a
  // clause is open (a literal or a "d" since its last 0).
  bool lineStart = true, comment = false, inWord = false, zero = false, open = false;
  bool badLine = false;
  int line = 1, clauseLine = 0;
  uint64_t offset = 0;
  std::string chunk;
  while (offset < proof.size) {
    if (const Stop s = budget.poll(); s != Stop::None)
      return Error{file, 0, fmt::format("stopped at the {} while reading", stopWord(s))};
    chunk.clear();
    auto ok = proof.read(chunk, size_t(std::min<uint64_t>(proof.size - offset, 1 << 20)), file);
    if (!ok) return ok.error();
    if (chunk.empty()) break;
    for (size_t i = 0; i < chunk.size(); ++i) {
      const char c = chunk[i];
      const bool space = c == ' ' || c == '\t' || c == '\r' || c == '\n';
      if (space && inWord) {
        inWord = false;
        if (zero && !open) return offset + i + 1;
        open = !zero;
      }
      if (c == '\n') {
        if (badLine) return offset + i + 1;
        lineStart = true, comment = false, ++line;
        continue;
      }
      if (comment || space || badLine) continue;
      if (lineStart && c == 'c') {
        comment = true;
        continue;
      }
      lineStart = false;
      if (!open && !inWord) clauseLine = line;
      if (c == 'd' && !open && !inWord) {
        open = true;
      } else if (c == '-' && !inWord) {
        inWord = true, zero = true;
      } else if (c >= '0' && c <= '9') {
        if (!inWord) inWord = true, zero = true;
        zero = zero && c == '0';
      } else {
        badLine = true;
      }
    }
    offset += chunk.size();
  }
  if (badLine || (inWord && zero && !open)) return offset;
  if (open || inWord)
    return Error{file, clauseLine, "the clause has no closing 0: the file is truncated"};
  return uint64_t(0);
}

Result<ClauseList> readDratProof(std::string_view text, const std::string& file,
                                 const Budget& budget) {
  Scanner in(text, file);
  ClauseList proof;
  auto ok = readClauses(in, file, kMaxCheckedVariables, true, "", budget, proof);
  if (!ok) return ok.error();
  return proof;
}

}  // namespace pegsat
