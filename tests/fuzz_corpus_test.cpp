// SPDX-License-Identifier: GPL-3.0-or-later
// The fuzz targets' checks, compiled into the ordinary test build, on every
// file of fuzz/corpus/: the seeds, and each input a fuzzer once failed on,
// kept there as the regression test of its fix. A broken check aborts.
#include <cstdint>
#include <filesystem>

#include "test_util.hpp"

// fuzz/fuzz_<reader>.cpp, whose LLVMFuzzerTestOneInput is renamed by tests/CMakeLists.txt.
extern "C" int fuzz_board_one_input(const uint8_t* data, size_t size);
extern "C" int fuzz_solution_one_input(const uint8_t* data, size_t size);
extern "C" int fuzz_dimacs_one_input(const uint8_t* data, size_t size);
extern "C" int fuzz_model_one_input(const uint8_t* data, size_t size);
extern "C" int fuzz_slide_one_input(const uint8_t* data, size_t size);
extern "C" int fuzz_pddl_one_input(const uint8_t* data, size_t size);
extern "C" int fuzz_plan_one_input(const uint8_t* data, size_t size);
extern "C" int fuzz_certificate_one_input(const uint8_t* data, size_t size);
extern "C" int fuzz_drat_one_input(const uint8_t* data, size_t size);
extern "C" int fuzz_levels_one_input(const uint8_t* data, size_t size);

namespace pegsat {
namespace {

int runCorpus(const std::string& reader, int (*target)(const uint8_t*, size_t)) {
  int files = 0;
  const auto dir = std::filesystem::path(PEGSAT_SOURCE_DIR) / "fuzz" / "corpus" / reader;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    auto text = readFile(entry.path().string());
    EXPECT_TRUE(text.ok()) << entry.path();
    if (!text) continue;
    SCOPED_TRACE(entry.path().string());
    EXPECT_EQ(target(reinterpret_cast<const uint8_t*>(text->data()), text->size()), 0);
    ++files;
  }
  return files;
}

TEST(FuzzCorpus, BoardFiles) { EXPECT_GT(runCorpus("board", fuzz_board_one_input), 0); }
TEST(FuzzCorpus, SolutionFiles) { EXPECT_GT(runCorpus("solution", fuzz_solution_one_input), 0); }
TEST(FuzzCorpus, DimacsFiles) { EXPECT_GT(runCorpus("dimacs", fuzz_dimacs_one_input), 0); }
TEST(FuzzCorpus, SolverAnswers) { EXPECT_GT(runCorpus("model", fuzz_model_one_input), 0); }
TEST(FuzzCorpus, PuzzleFiles) { EXPECT_GT(runCorpus("slide", fuzz_slide_one_input), 0); }
TEST(FuzzCorpus, PddlProblems) { EXPECT_GT(runCorpus("pddl", fuzz_pddl_one_input), 0); }
TEST(FuzzCorpus, Plans) { EXPECT_GT(runCorpus("plan", fuzz_plan_one_input), 0); }
TEST(FuzzCorpus, Certificates) { EXPECT_GT(runCorpus("certificate", fuzz_certificate_one_input), 0); }
TEST(FuzzCorpus, DratProofs) { EXPECT_GT(runCorpus("drat", fuzz_drat_one_input), 0); }
TEST(FuzzCorpus, LevelData) { EXPECT_GT(runCorpus("levels", fuzz_levels_one_input), 0); }

}  // namespace
}  // namespace pegsat
