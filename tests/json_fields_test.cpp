// SPDX-License-Identifier: GPL-3.0-or-later
// Every key any --json report prints is a field of job/report_fields.hpp, and
// docs/JSON.md's field tables are those tables: each command runs with --json
// in each of its modes, every key it prints (by its path: "puzzles[].line",
// "boards.*") is looked up in the head and the command's table, every field
// of the tables is printed by some run (save the few listed, which need MPI or
// a counter's run of minutes), and the tables rendered as Markdown are docs/JSON.md's
// section between its "fields" markers. PEGSAT_WRITE_DOCS=1 writes that
// section instead of comparing it, after a field changes.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "job/report_fields.hpp"
#include "pegsat/pegsat.hpp"
#include "test_util.hpp"

namespace pegsat::test {
namespace {

using nlohmann::json;

// A field's path is a map's ("boards.*") when its table names one under it.
bool isMap(const ReportSchema& schema, const std::string& path) {
  const std::string prefix = path + ".*";
  for (const ReportField& f : schema.fields)
    if (std::string_view(f.name).substr(0, prefix.size()) == prefix) return true;
  return false;
}

void collect(const ReportSchema& schema, const json& v, const std::string& path,
             std::set<std::string>& out) {
  if (v.is_object()) {
    const bool map = isMap(schema, path);
    for (const auto& [key, x] : v.items()) {
      const std::string p = (path.empty() ? "" : path + ".") + (map ? "*" : key);
      out.insert(p);
      collect(schema, x, p, out);
    }
  } else if (v.is_array()) {
    for (const json& x : v)
      if (x.is_object()) collect(schema, x, path + "[]", out);
  }
}

// The runs: every command with --json, in each mode that prints other keys.
std::vector<std::string> runs(const TempDir& dir) {
  const std::string src = PEGSAT_SOURCE_DIR;
  const std::string slide = src + "/data/sliding/princeton/puzzle3x3-31.txt";
  const std::string oneJump =
      "--board triangle --start a1 --finish 'a1 b2 b3 c3 a4 b4 c4 d4 a5 b5 c5 d5 e5'";
  const std::string cert = dir.file("none.cert");
  const std::string cnf = dir.file("t.cnf"), plan = dir.file("plan.txt");
  const std::string slideSolution = dir.file("slide.sol");
  tempFile("tiny.txt", "name: tiny\nooo\n");
  const std::string onBoardFile =
      tempFile("tiny.sol", "board: tiny.txt\nstart: a1\nfinish: a1\nc1-a1\n");
  EXPECT_EQ(runPegsat("encode --board triangle -q -o " + cnf).exitCode, 0);
  EXPECT_EQ(runPegsat("encode --board triangle --format pddl -q -o " + dir.file("pddl")).exitCode,
            0);
  EXPECT_EQ(runPegsat("solve --board triangle -q --plan " + plan).exitCode, 10);
  EXPECT_EQ(runPegsat("slide solve " + slide + " --moves -q -o " + slideSolution).exitCode, 10);
  // A CNF bounding the moves, for decode's max_moves.
  EXPECT_EQ(runPegsat("encode --board triangle --max-moves 3 -q -o " + dir.file("m.cnf")).exitCode,
            0);
  // A DRAT certificate: parity and pagodas do not decide a1 to b3.
  const std::string drat = dir.file("drat.cert");
  EXPECT_EQ(runPegsat("solve --board triangle --start a1 --finish b3 -q --certificate " + drat)
                .exitCode,
            20);
  // A levels certificate of the fewest moves, and the solution it proves shortest.
  const std::string levels = dir.file("levels.cert"), levelsSol = dir.file("levels.sol");
  EXPECT_EQ(runPegsat("solve --board triangle --min-moves -q --certificate " + levels + " -o " +
                      levelsSol)
                .exitCode,
            10);
  // A board of ten holes, so that every pair benched with certificates takes a second.
  const std::string small =
      tempFile("tri4.txt", "name: tri4\ndirections: 6\n.\noo\nooo\noooo\n");
  // A model of the CNF by a solver other than pegsat's own.
  const Run model = runCommand("cryptominisat5 --verb 0 " + cnf + " > " + dir.file("sat.out"));
  EXPECT_EQ(model.exitCode, 10) << model.out;
  return {
      "solve --board triangle",
      "solve --board triangle --method sat",
      "solve --board triangle --min-moves",
      "solve --board triangle --min-moves --method sat",
      "solve --board triangle --start a1 --finish b2 --certificate " + cert,
      "solve --board triangle --start a1 --finish b2 --method sat",
      "solve --board french --start c1 --finish e7 --min-moves --timeout 0.3",
      "solve --board triangle --min-moves --certificate " + dir.file("levels2.cert"),
      "solve --board triangle --min-moves --table",
      "solve --board triangle --min-moves --table --certificate " + dir.file("table"),
      "count --board triangle --start b4 --finish a5 --certificate-timeout 0.001 --certificate " +
          dir.file("count.cert"),
      "count --board triangle",
      "count --board triangle --method memo",
      "count " + oneJump + " --method sat",
      "count --board triangle --levels",
      "count --board triangle --levels --by-moves",
      "count --board triangle --games",
      "count --board triangle --table",
      "verify " + src + "/data/solutions",
      "verify " + tempFile("wrong.sol", "board: triangle\nstart: a1\na3-a1\n"),
      "verify " + tempFile("bad.sol", "board: triangle\nstart: z9\n"),
      "verify " + tempFile("long.sol", "board: triangle\nstart: a1\nmoves: 1\na3-a1\n"),
      "verify --expect-optimal " + src + "/data/solutions/triangle.sol",
      // A board file: its verdict names it by path and content hash.
      "verify " + onBoardFile,
      "verify --certificate " + cert,
      "verify --certificate " + drat,
      "verify --certificate " + levels,
      "verify " + levelsSol + " --certificate " + levels,
      "verify " + cert,
      "verify --certificate " + tempFile("bad.cert", "certificate: parity\n"),
      "verify --pddl " + dir.file("pddl") + "/problem.pddl " + plan,
      "verify --pddl " + dir.file("pddl") + "/problem.pddl " + tempFile("short.plan", ""),
      "decode " + cnf + " " + dir.file("sat.out"),
      "decode " + cnf + " " + tempFile("unsat.out", "s UNSATISFIABLE\n"),
      "decode " + dir.file("m.cnf") + " " + tempFile("unsat.out", "s UNSATISFIABLE\n"),
      "bench --board triangle --runs 2 -q",
      "bench --board " + small + " --all-pairs -q --certificate " + dir.file("certs"),
      "bench --board english --all-pairs --pair-timeout 0.05 --timeout 2 -q",
      "end-games 3 --dir " + dir.file("games"),
      "crosscheck --board triangle --samples 2 -q",
      "boards",
      "slide solve " + slide,
      "slide solve " + slide + " --timeout 0.000001",
      "slide bench " + slide + " -q",
      "slide verify " + slide + " " + slideSolution,
      "slide verify " + slide + " " + tempFile("wrong-slide.sol", "UUUU\n"),
  };
}

// Fields no run above prints: they need MPI ranks, a problem the native
// search leaves to the counter (millions of positions), or a "no solution"
// that no certificate could be found for in time.
const std::set<std::string> kNotRun = {
    "count.ranks",           "count.bytes_sent_per_layer", "solve.count",
    "solve.count.status",    "solve.count.positions",      "solve.count.solutions",
    "solve.certificate.reason", "count.certificate.reason",
};

TEST(JsonFields, EveryKeyPrintedIsAFieldAndEveryFieldIsPrinted) {
  TempDir dir;
  const ReportSchema* head = reportSchema("head");
  ASSERT_NE(head, nullptr);
  std::set<std::string> headNames;
  for (const ReportField& f : head->fields) headNames.insert(std::string(f.name));
  std::map<std::string, std::set<std::string>> printed;  // by command
  for (const std::string& args : runs(dir)) {
    SCOPED_TRACE(args);
    const test::Run r =
        runCommand("{ " + std::string(PEGSAT_BINARY) + " " + args + " --json 2>/dev/null; }");
    const json j = json::parse(r.out);
    ASSERT_TRUE(j.is_object() && j.contains("command")) << r.out;
    const std::string command = j["command"];
    const ReportSchema* schema = reportSchema(command);
    ASSERT_NE(schema, nullptr) << command;
    std::set<std::string> keys;
    collect(*schema, j, "", keys);
    for (const std::string& k : keys) {
      bool known = headNames.count(k) > 0;
      for (const ReportField& f : schema->fields) known = known || f.name == k;
      EXPECT_TRUE(known) << command << " prints " << k << ", which job/report_fields.cpp lacks";
      printed[command].insert(k);
    }
  }
  std::set<std::string> headPrinted;
  for (const ReportSchema& s : reportSchemas()) {
    if (s.command == "head") continue;
    std::set<std::string> own;
    for (const ReportField& f : s.fields) {
      const std::string name(f.name);
      EXPECT_FALSE(headNames.count(name)) << s.command << " repeats the head's " << name;
      EXPECT_TRUE(own.insert(name).second) << s.command << " names " << name << " twice";
      const std::string qualified = std::string(s.command) + "." + name;
      // A map's own path ("boards") is printed as its keys ("boards.*").
      if (isMap(s, name)) continue;
      EXPECT_TRUE(printed[std::string(s.command)].count(name) || kNotRun.count(qualified))
          << s.command << "'s field " << name << " is printed by no run of this test";
    }
    for (const std::string& k : printed[std::string(s.command)])
      if (headNames.count(k)) headPrinted.insert(k);
  }
  for (const std::string& name : headNames)
    EXPECT_TRUE(headPrinted.count(name)) << "the head's " << name << " is printed by no run";
}

// The tables as docs/JSON.md shows them.
std::string markdown() {
  std::string md;
  for (const ReportSchema& s : reportSchemas()) {
    md += s.command == "head" ? "### The head of every report\n\n"
                              : "### `" + std::string(s.command) + "`\n\n";
    md += "| field | unit | what it holds |\n|---|---|---|\n";
    for (const ReportField& f : s.fields)
      md += "| `" + std::string(f.name) + "` | " + std::string(f.unit) + " | " +
            std::string(f.meaning) + " |\n";
    md += "\n";
  }
  return md;
}

TEST(JsonFields, DocsTablesAreTheReportTables) {
  const std::string path = std::string(PEGSAT_SOURCE_DIR) + "/docs/JSON.md";
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  std::string doc = text.str();
  const std::string begin = "<!-- fields: begin (tests/json_fields_test.cpp) -->\n";
  const std::string end = "<!-- fields: end -->\n";
  const size_t a = doc.find(begin), b = doc.find(end);
  ASSERT_NE(a, std::string::npos) << path << " lacks " << begin;
  ASSERT_NE(b, std::string::npos) << path << " lacks " << end;
  const std::string shown = doc.substr(a + begin.size(), b - a - begin.size());
  const std::string want = "\n" + markdown();
  if (const char* w = std::getenv("PEGSAT_WRITE_DOCS"); w && std::string(w) == "1") {
    doc.replace(a + begin.size(), b - a - begin.size(), want);
    std::ofstream(path) << doc;
    return;
  }
  EXPECT_EQ(shown, want) << "run this test with PEGSAT_WRITE_DOCS=1 to rewrite " << path;
}

TEST(JsonFields, TheApiHandsOutTheTables) {
  const std::vector<std::string> commands = api::reportCommands();
  ASSERT_EQ(commands.size(), reportSchemas().size());
  for (size_t i = 0; i < commands.size(); ++i) {
    const ReportSchema& s = reportSchemas()[i];
    EXPECT_EQ(commands[i], s.command);
    const std::vector<api::ReportField> fields = api::reportFields(commands[i]);
    ASSERT_EQ(fields.size(), s.fields.size()) << s.command;
    for (size_t k = 0; k < fields.size(); ++k) {
      EXPECT_EQ(fields[k].name, s.fields[k].name);
      EXPECT_EQ(fields[k].unit, s.fields[k].unit);
      EXPECT_EQ(fields[k].meaning, s.fields[k].meaning);
    }
  }
  EXPECT_TRUE(api::reportFields("no such command").empty());
}

}  // namespace
}  // namespace pegsat::test
