// SPDX-License-Identifier: GPL-3.0-or-later
// The encoding settings' one table (encodings/encoding_settings.hpp): every
// setting parses with every value it names, describe() reads back into the
// same options, and the help text and docs/SAT.md name every one.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "encodings/encoding_settings.hpp"
#include "test_util.hpp"
#include "util/text.hpp"

namespace pegsat {
namespace {

std::vector<std::string> valuesOf(const EncodingSetting& e) {
  if (e.values == "N") return {"0", "7"};
  std::vector<std::string> v;
  for (std::string_view one : splitList(e.values, '|')) v.emplace_back(one);
  return v;
}

TEST(EncodingSettings, EveryValueOfEverySettingParses) {
  for (const EncodingSetting& e : kEncodingSettings)
    for (const std::string& value : valuesOf(e)) {
      const std::string setting = std::string(e.name) + "=" + value;
      auto o = parseEncodingSetting({}, setting);
      ASSERT_TRUE(o) << setting << ": " << o.error().message;
      if (e.flag) {
        EXPECT_EQ(o.value().*e.flag, value == "on") << setting;
      } else if (e.number) {
        EXPECT_EQ(o.value().*e.number, std::stoi(value)) << setting;
      } else {
        EXPECT_STREQ(atMostOneName(o.value().atMostOne), value.c_str());
      }
    }
}

TEST(EncodingSettings, DescribeReadsBack) {
  EncodingOptions changed;
  changed.atMostOne = AtMostOne::Commander;
  changed.parallel = changed.order = changed.regions = false;
  changed.reach = 5;
  for (const EncodingOptions& o : {EncodingOptions{}, EncodingOptions::forCounting(), changed}) {
    EncodingOptions back;
    back.parallel = !o.parallel;  // so that a setting describe() left out shows
    std::istringstream words(describe(o));
    for (std::string one; words >> one;) {
      auto next = parseEncodingSetting(back, one);
      ASSERT_TRUE(next) << one;
      back = *next;
    }
    EXPECT_EQ(describe(back), describe(o));
    EXPECT_EQ(back.parallel, o.parallel);
  }
}

TEST(EncodingSettings, UnknownSettingNamesTheKnownOnes) {
  auto o = parseEncodingSetting({}, "amo2=pairwise");
  ASSERT_FALSE(o);
  for (const EncodingSetting& e : kEncodingSettings)
    EXPECT_NE(o.error().message.find(std::string(e.name) + "="), std::string::npos) << e.name;
}

TEST(EncodingSettings, HelpAndDocsNameEverySetting) {
  const auto help = test::runPegsat("solve --help");
  std::ifstream in(std::string(PEGSAT_SOURCE_DIR) + "/docs/SAT.md");
  std::stringstream docs;
  docs << in.rdbuf();
  for (const EncodingSetting& e : kEncodingSettings) {
    const std::string named = std::string(e.name) + "=";
    EXPECT_NE(help.out.find(named), std::string::npos) << e.name;
    EXPECT_NE(docs.str().find("`" + named), std::string::npos) << "docs/SAT.md lacks " << e.name;
  }
}

}  // namespace
}  // namespace pegsat
