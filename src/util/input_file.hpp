// Reading input files that may come from a stranger. A pull request can hold
// any file (a symbolic link to /etc/shadow, a FIFO, a file naming /dev/zero
// as its CNF), and `pegsat verify` runs on it in CI. So an input is opened
// without blocking and checked as opened (no race between a check and the
// open), read only if it is a regular file, and only up to the size it had
// when opened; and with InputRoots, only where the user allowed.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "util/result.hpp"

namespace pegsat {

// The places a run may read: the files and folders named on the command line
// and any folders added by option. An empty set reads anywhere (the user's own
// files, as `solve` and `draw` read them).
class InputRoots {
 public:
  InputRoots() = default;
  // Adds a root as it is after symbolic links resolve: a folder, or for a
  // file the folder that holds it, where the files it names are looked for.
  // A path that does not exist adds nothing: nothing can be read through it.
  void add(const std::string& path);
  bool confined() const { return confined_; }
  // Whether `path`, after symbolic links resolve, lies inside a root.
  bool allows(const std::string& path) const;
  // Whether `path` does not exist, and is a path added or lies in an allowed
  // folder: a missing file can be said to be missing only where the roots
  // would let it be read.
  bool allowsMissing(const std::string& path) const;

 private:
  bool confined_ = false;
  std::vector<std::string> roots_;  // canonical, without a trailing '/'
  std::vector<std::string> given_;  // the paths added, absolute, as written
};

// A regular file, opened; its size as it was when opened.
struct InputFile {
  int fd = -1;
  uint64_t size = 0;
  InputFile() = default;
  InputFile(int fd_, uint64_t size_) : fd(fd_), size(size_) {}
  InputFile(InputFile&& o) noexcept : fd(o.fd), size(o.size) { o.fd = -1; }
  InputFile& operator=(InputFile&&) = delete;
  ~InputFile();
  // Reads up to `n` more bytes (fewer at the end of the file) into `out`.
  Result<bool> read(std::string& out, size_t n, const std::string& name);
  // Back to the first byte, for a second pass over the same file.
  Result<bool> rewind(const std::string& name);
};

// Opens `path` for reading if it is a regular file inside `roots`, of at most
// `limit` bytes. The errors name `path` and never quote the file: "names a
// file outside the verified folders", "is a FIFO, not a regular file", "is
// larger than 16 MiB, the most read here".
Result<InputFile> openInput(const std::string& path, const InputRoots& roots, uint64_t limit);

// The whole of such a file.
Result<std::string> readInput(const std::string& path, const InputRoots& roots, uint64_t limit);

// The path a reference written in `namingFile` stands for: relative to the
// folder that holds `namingFile`, as every pegsat format says; an absolute
// reference as written.
std::string resolveReference(const std::string& namingFile, const std::string& reference);

}  // namespace pegsat
