// SPDX-License-Identifier: GPL-3.0-or-later
// A pattern database's table: its layout, the checks of a spec, and the cache
// file (a text header with the CRC-32, then the packed entries).
#include "slide/pattern_db.hpp"

#include <fmt/core.h>

#include <boost/crc.hpp>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "slide/pdb_build.hpp"
#include "util/atomic_file.hpp"

namespace pegsat::slide {

std::string PatternSpec::key() const {
  std::string s = fmt::format("n{}-b{}-t", n, blankLabel);
  for (size_t i = 0; i < labels.size(); ++i) s += fmt::format("{}{}", i ? "." : "", labels[i]);
  return s;
}

namespace {

// Version 2 stores 4-bit entries relative to Manhattan; version 1 files (one
// byte per entry, another index) are rebuilt.
constexpr int kFormat = 2;

uint64_t tableSize(int cells, int k) {
  uint64_t s = 1;
  for (int i = 0; i < k; ++i) s *= static_cast<uint64_t>(cells - i);
  return s;
}

Result<bool> checkSpec(const PatternSpec& spec) {
  const int cells = spec.n * spec.n;
  if (spec.n < 2 || cells > PlacementRank::kMaxCells)
    return Error{"", 0, "pattern databases need n*n <= 32"};
  if (spec.labels.empty() || spec.labels.size() > PlacementRank::kMaxTiles)
    return Error{"", 0, "a pattern holds 1 to 8 tiles"};
  if (spec.blankLabel < 0 || spec.blankLabel >= cells)
    return Error{"", 0, "the blank's goal cell is off the board"};
  uint32_t seen = 0;
  for (uint8_t l : spec.labels) {
    if (l >= cells || l == spec.blankLabel || (seen >> l & 1))
      return Error{"", 0, fmt::format("bad pattern {}", spec.key())};
    seen |= 1u << l;
  }
  return true;
}

std::string header(const PatternSpec& spec, uint64_t size, uint32_t crc) {
  return fmt::format("pegsat-pdb {} {} {} {:08x}\n", kFormat, spec.key(), size, crc);
}

}  // namespace

void PatternDb::init(const PatternSpec& spec) {
  spec_ = spec;
  cells_ = spec.n * spec.n;
  k_ = static_cast<int>(spec.labels.size());
  kFactorial_ = factorial(k_);
  size_ = tableSize(cells_, k_);
  dist_.assign(static_cast<size_t>(k_) * cells_, 0);
  for (int i = 0; i < k_; ++i)
    for (int c = 0; c < cells_; ++c) {
      const int l = spec.labels[i];
      dist_[i * cells_ + c] = static_cast<uint8_t>(std::abs(c / spec.n - l / spec.n) +
                                                   std::abs(c % spec.n - l % spec.n));
    }
}

Result<PatternDb> PatternDb::build(const PatternSpec& spec, const PdbProgress& progress,
                                   const PdbBuildOptions& options, Stop* stopped) {
  if (auto ok = checkSpec(spec); !ok) return ok.error();
  PatternDb db;
  db.init(spec);
  Stop stop = Stop::None;
  auto ok = PdbBuilder::run(db, progress, options, stop);
  if (!ok) return ok.error();
  if (stop != Stop::None) {
    if (stopped) *stopped = stop;
    return Error{"", 0, fmt::format("{}: stopped at the {}", spec.key(), stopWord(stop))};
  }
  return db;
}

uint32_t PatternDb::checksum() const {
  boost::crc_32_type crc;
  crc.process_bytes(table_.data(), table_.size());
  return crc.checksum();
}

Result<bool> PatternDb::save(const std::string& path) const {
  // Whole or not at all: a crash never leaves half a table to be loaded later.
  auto file = AtomicFile::create(path);
  if (!file) return file.error();
  if (auto err = file->write(header(spec_, size(), checksum()))) return *err;
  if (auto err = file->write({reinterpret_cast<const char*>(table_.data()), table_.size()}))
    return *err;
  if (auto err = file->commit()) return *err;
  return true;
}

Result<PatternDb> PatternDb::load(const std::string& path, const PatternSpec& spec) {
  if (auto ok = checkSpec(spec); !ok) return ok.error();
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{path, 0, "cannot open the pattern database"};
  std::string line;
  std::getline(in, line);
  std::istringstream h(line);
  std::string magic, key;
  int version = 0;
  uint64_t size = 0;
  std::string crcText;
  h >> magic >> version >> key >> size >> crcText;
  PatternDb db;
  db.init(spec);
  if (magic != "pegsat-pdb" || key != spec.key() || size != db.size_)
    return Error{path, 1, "not the expected pattern database " + spec.key()};
  if (version != kFormat)
    return Error{path, 1, fmt::format("pattern database format {}, not {}", version, kFormat)};
  db.table_ = BigTable((size + 1) / 2);
  const auto bytes = static_cast<std::streamsize>(db.table_.size());
  in.read(reinterpret_cast<char*>(db.table_.data()), bytes);
  if (in.gcount() != bytes || in.peek() != EOF)
    return Error{path, 0, "pattern database has the wrong length"};
  if (fmt::format("{:08x}", db.checksum()) != crcText)
    return Error{path, 0, "pattern database checksum mismatch"};
  return db;
}

}  // namespace pegsat::slide
