// Input files from strangers; see input_file.hpp.
#include "util/input_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <filesystem>

namespace pegsat {
namespace {

namespace fs = std::filesystem;

// The path with every symbolic link resolved, or empty if it does not exist.
std::string canonical(const std::string& path) {
  char* real = ::realpath(path.c_str(), nullptr);
  if (!real) return "";
  std::string s(real);
  std::free(real);
  return s;
}

const char* kindOf(mode_t mode) {
  if (S_ISDIR(mode)) return "a folder";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a plain file";
}

Error tooLarge(const std::string& path, uint64_t limit) {
  return Error{path, 0, "the file is larger than " + byteSize(limit) + ", the most read here"};
}

Error systemError(const std::string& path, const char* what) {
  return Error{path, 0, std::string(what) + ": " + std::strerror(errno)};
}

// O_NONBLOCK: opening a FIFO for reading never waits for a writer, and a
// terminal or a device is refused below before any read could wait on it.
// O_NOCTTY: a terminal never becomes the controlling one.
int openNonBlocking(const std::string& path) {
  int fd;
  do fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  while (fd < 0 && errno == EINTR);
  return fd;
}

}  // namespace

void InputRoots::add(const std::string& path) {
  confined_ = true;
  std::error_code ec;
  given_.push_back(fs::absolute(path, ec).lexically_normal().string());
  std::string c = canonical(path);
  if (c.empty()) return;
  if (!fs::is_directory(c, ec)) c = fs::path(c).parent_path().string();
  while (c.size() > 1 && c.back() == '/') c.pop_back();
  roots_.push_back(std::move(c));
}

bool InputRoots::allows(const std::string& path) const {
  if (!confined_) return true;
  const std::string c = canonical(path);
  if (c.empty()) return false;
  for (const std::string& r : roots_)
    if (c == r || (c.size() > r.size() && c.compare(0, r.size(), r) == 0 &&
                   (r == "/" || c[r.size()] == '/')))
      return true;
  return false;
}

bool InputRoots::allowsMissing(const std::string& path) const {
  std::error_code ec;
  if (fs::exists(fs::symlink_status(path, ec))) return false;
  const std::string absolute = fs::absolute(path, ec).lexically_normal().string();
  if (std::find(given_.begin(), given_.end(), absolute) != given_.end()) return true;
  const fs::path parent = fs::path(path).parent_path();
  return allows(parent.empty() ? "." : parent.string());
}

InputFile::~InputFile() {
  if (fd >= 0) ::close(fd);
}

Result<bool> InputFile::read(std::string& out, size_t n, const std::string& name) {
  const size_t start = out.size();
  out.resize(start + n);
  size_t got = 0;
  while (got < n) {
    const ssize_t r = ::read(fd, out.data() + start + got, n - got);
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) {
      out.resize(start);
      return systemError(name, "read error");
    }
    if (r == 0) break;
    got += size_t(r);
  }
  out.resize(start + got);
  return true;
}

Result<bool> InputFile::rewind(const std::string& name) {
  if (::lseek(fd, 0, SEEK_SET) != 0) return systemError(name, "read error");
  return true;
}

Result<InputFile> openInput(const std::string& path, const InputRoots& roots, uint64_t limit) {
  // Resolved and checked before anything is opened: a file outside the roots
  // is never touched, so not even its existence shows.
  std::string target = path;
  if (roots.confined()) {
    if (roots.allowsMissing(path))
      return Error{path, 0, "cannot open file: No such file or directory"};
    if (!roots.allows(path)) return Error{path, 0, "names a file outside the verified folders"};
    // Open the resolved path that was checked, not the links that led to it.
    // (A tree changed between the check and the open could still redirect
    // it; the files of a pull request do not change while they are checked.)
    target = canonical(path);
  }
  const int fd = openNonBlocking(target);
  if (fd < 0) return systemError(path, "cannot open file");
  InputFile file;
  file.fd = fd;
  struct stat st;
  if (::fstat(fd, &st) != 0) return systemError(path, "cannot open file");
  if (!S_ISREG(st.st_mode))
    return Error{path, 0, std::string("is ") + kindOf(st.st_mode) + ", not a regular file"};
  if (uint64_t(st.st_size) > limit) return tooLarge(path, limit);
  file.size = uint64_t(st.st_size);
  return file;
}

Result<std::string> readInput(const std::string& path, const InputRoots& roots, uint64_t limit) {
  auto file = openInput(path, roots, limit);
  if (!file) return file.error();
  // The size is known before the allocation, so nothing grows past what the
  // file held when opened; a file that grew since is read to that size.
  std::string text;
  auto ok = file->read(text, size_t(file->size), path);
  if (!ok) return ok.error();
  return text;
}

std::string resolveReference(const std::string& namingFile, const std::string& reference) {
  const fs::path ref(reference);
  if (ref.is_absolute()) return reference;
  return (fs::path(namingFile).parent_path() / ref).lexically_normal().string();
}

Result<std::string> readFile(const std::string& path, size_t limit) {
  auto file = openInput(path, InputRoots{}, limit);
  if (file) {
    std::string text;
    auto ok = file->read(text, size_t(file->size), path);
    if (!ok) return ok.error();
    return text;
  }
  // Not a regular file: a pipe or a device the user named (`decode F.cnf
  // /dev/stdin`) is read as a stream, up to one byte past the limit. A
  // folder says what it is.
  std::error_code ec;
  if (fs::is_directory(path, ec)) return Error{path, 0, "is a directory, not a file"};
  if (!fs::exists(path, ec) || fs::is_regular_file(path, ec)) return file.error();
  const int fd = ::open(path.c_str(), O_RDONLY | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) return systemError(path, "cannot open file");
  InputFile stream(fd, 0);
  std::string text;
  while (true) {
    const size_t before = text.size();
    auto ok = stream.read(text, 1 << 16, path);
    if (!ok) return ok.error();
    if (text.size() > limit) return tooLarge(path, limit);
    if (text.size() == before) break;
  }
  return text;
}

}  // namespace pegsat
