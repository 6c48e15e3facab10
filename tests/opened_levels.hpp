// SPDX-License-Identifier: GPL-3.0-or-later
// A levels certificate opened for tampering: its levels decoded, changed by
// a test, and written back with every count, size and hash made right again,
// so that only the checker's closure and order checks can catch the change.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "job/levels_certificate.hpp"
#include "peg/certificate_file.hpp"
#include "peg/levels_data.hpp"
#include "test_util.hpp"
#include "util/input_file.hpp"
#include "util/sha256.hpp"

namespace pegsat::test {

struct Opened {
  Board board;
  Certificate cert;
  std::vector<std::vector<Cells>> levels;  // in the order of the level lines

  static Opened read(const std::string& path) {
    Opened o;
    auto t = parseCertificateText(readText(path), path);
    EXPECT_TRUE(t.ok());
    auto b = loadCertificateBoard(*t);
    EXPECT_TRUE(b.ok());
    o.board = *b;
    auto c = resolveCertificate(*t, o.board);
    EXPECT_TRUE(c.ok()) << (c ? "" : c.error().str());
    o.cert = *c;
    const std::string data = readText(resolveReference(path, o.cert.data));
    size_t at = kLevelsMagic.size();
    for (const Certificate::Level& l : o.cert.levels) {
      auto keys = decodeLevel(std::string_view(data).substr(at, l.bytes), l.count, path, "level");
      EXPECT_TRUE(keys.ok());
      o.levels.push_back(*keys);
      at += l.bytes;
    }
    return o;
  }
  // The index of forward (or backward) level d.
  size_t at(bool forward, int d) const {
    for (size_t i = 0; i < cert.levels.size(); ++i)
      if (cert.levels[i].forward == forward && cert.levels[i].depth == d) return i;
    ADD_FAILURE() << "no such level";
    return 0;
  }
  int depth(bool forward) const {
    int d = -1;
    for (const auto& l : cert.levels)
      if (l.forward == forward) d = l.depth;
    return d;
  }
  // Writes the certificate and its data to `path`, every level line made
  // to fit its positions.
  void write(const std::string& path, std::string header = "") {
    std::string data(kLevelsMagic);
    for (size_t i = 0; i < levels.size(); ++i) {
      std::string bytes;
      encodeLevel(levels[i], bytes);
      cert.levels[i].count = levels[i].size();
      cert.levels[i].bytes = bytes.size();
      cert.levels[i].sha256 = sha256Hex(bytes);
      data += bytes;
    }
    cert.data = std::filesystem::path(levelsDataPath(path)).filename().string();
    writeText(levelsDataPath(path), data);
    if (header.empty()) header = formatCertificate(board, board.source, cert);
    writeText(path, header);
  }
};

}  // namespace pegsat::test
