// SPDX-License-Identifier: GPL-3.0-or-later
// SHA-256 against the examples of FIPS 180-4 (NIST's "SHA256.pdf" example
// values) and the long-message vector of the NIST test set.
#include <gtest/gtest.h>

#include "util/sha256.hpp"

namespace pegsat {
namespace {

TEST(Sha256, Fips180Examples) {
  EXPECT_EQ(sha256Hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(sha256Hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  // 56 bytes: the padding needs a second block.
  EXPECT_EQ(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  EXPECT_EQ(sha256Hex("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmno"
                      "pqklmnopqrlmnopqrsmnopqrstnopqrstu"),
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
}

TEST(Sha256, MillionAs) {
  EXPECT_EQ(sha256Hex(std::string(1000000, 'a')),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST(Sha256, EveryLengthAroundABlockDiffers) {
  // The lengths where the padding changes from one block to two.
  std::string last;
  for (size_t n = 50; n < 70; ++n) {
    const std::string h = sha256Hex(std::string(n, 'x'));
    EXPECT_EQ(h.size(), 64u);
    EXPECT_NE(h, last);
    last = h;
  }
}

}  // namespace
}  // namespace pegsat
