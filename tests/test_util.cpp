// SPDX-License-Identifier: GPL-3.0-or-later
#include "test_util.hpp"

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "util/result.hpp"

namespace pegsat::test {

Run runCommand(const std::string& cmd) {
  FILE* p = popen((cmd + " 2>&1").c_str(), "r");
  Run r{-1, ""};
  if (!p) return r;
  std::array<char, 4096> buf;
  size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), p)) > 0) r.out.append(buf.data(), n);
  int status = pclose(p);
  r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return r;
}

Run runPegsat(const std::string& args) {
  return runCommand(std::string(PEGSAT_BINARY) + " " + args);
}

Peak runPegsatPeak(const std::string& args) {
  // Built before the fork: the child may only exec.
  const std::string cmd = "exec " + std::string(PEGSAT_BINARY) + " " + args + " >/dev/null 2>&1";
  const pid_t pid = fork();
  if (pid == 0) {
    execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  Peak r{-1, 0};
  int status = 0;
  rusage usage{};
  if (pid < 0 || wait4(pid, &status, 0, &usage) != pid) return r;
  r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.kib = uint64_t(usage.ru_maxrss);  // Linux reports kibibytes
  return r;
}

LimitedRun runPegsatLimited(const std::string& args, unsigned seconds, uint64_t addressBytes) {
  const std::string cmd = "exec " + std::string(PEGSAT_BINARY) + " " + args + " 2>&1";
  int out[2];
  LimitedRun r{-1, "", 0};
  if (pipe(out) != 0) return r;
  const pid_t pid = fork();
  if (pid == 0) {
    dup2(out[1], 1);
    close(out[0]);
    close(out[1]);
    if (!kAddressSanitizer) {
      const rlimit as{addressBytes, addressBytes};
      setrlimit(RLIMIT_AS, &as);
    }
    alarm(seconds);
    execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  close(out[1]);
  std::array<char, 4096> buf;
  ssize_t n;
  while ((n = read(out[0], buf.data(), buf.size())) > 0) r.out.append(buf.data(), size_t(n));
  close(out[0]);
  int status = 0;
  rusage usage{};
  if (pid < 0 || wait4(pid, &status, 0, &usage) != pid) return r;
  r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.kib = uint64_t(usage.ru_maxrss);
  return r;
}

TempDir::TempDir() {
  static int made = 0;
  path_ = std::filesystem::temp_directory_path() /
          ("pegsat-test-" + std::to_string(getpid()) + "-" + std::to_string(++made));
  std::filesystem::create_directories(path_);
}

TempDir::~TempDir() {
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

std::string TempDir::file(const std::string& name, const std::string& text) const {
  std::string path = (path_ / name).string();
  if (!text.empty()) std::ofstream(path) << text;
  return path;
}

std::string tempFile(const std::string& name, const std::string& text) {
  static const TempDir dir;
  std::string path = dir.file(name);
  std::ofstream(path) << text;
  return path;
}

std::string readText(const std::string& path) {
  auto t = readFile(path);
  EXPECT_TRUE(t.ok()) << path;
  return t ? *t : "";
}

void writeText(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

}  // namespace pegsat::test
