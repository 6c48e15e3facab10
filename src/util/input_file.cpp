// SPDX-License-Identifier: GPL-3.0-or-later
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

#include <fmt/format.h>

#include "util/open_beneath.hpp"
#include "util/text.hpp"

namespace pegsat {
namespace {

namespace fs = std::filesystem;

// The path made absolute, with "." and ".." taken lexically and no trailing
// '/': the form roots and paths are compared in.
std::string absoluteNormal(const std::string& path) {
  std::error_code ec;
  std::string s = fs::absolute(path, ec).lexically_normal().string();
  while (s.size() > 1 && s.back() == '/') s.pop_back();
  return s;
}

// Whether `path` is `root` or lies beneath it.
bool beneath(const std::string& path, const std::string& root) {
  return path == root || (path.size() > root.size() && path.compare(0, root.size(), root) == 0 &&
                          (root == "/" || path[root.size()] == '/'));
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

Error systemError(const std::string& path, const char* what, int error = 0) {
  if (!error) error = errno;
  if (error == ENAMETOOLONG)
    return Error{path, 0,
                 fmt::format("{}: the path is longer than the system allows ({} bytes, or {} "
                             "a name)",
                             what, PATH_MAX, NAME_MAX)};
  return Error{path, 0, std::string(what) + ": " + std::strerror(error)};
}

constexpr const char* kOutside = "names a file outside the verified folders";

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

InputRoots::Root::~Root() {
  if (fd >= 0) ::close(fd);
}

void InputRoots::add(const std::string& path, bool mayBeLink) {
  confined_ = true;
  const std::string absolute = absoluteNormal(path);
  given_.insert(absolute);
  // A folder is a root; a file's root is the folder that holds it (taken
  // lexically: a file that links elsewhere does not make its target's
  // folder a root). A link to a folder is a folder, refused unless allowed.
  struct stat st;
  if (::stat(path.c_str(), &st) != 0 && ::lstat(path.c_str(), &st) != 0) return;
  const bool folder = S_ISDIR(st.st_mode);
  auto root = std::make_shared<Root>();
  root->path = folder ? absolute : fs::path(absolute).parent_path().string();
  for (const auto& r : roots_)
    if (r->path == root->path && (r->fd >= 0 || !mayBeLink)) return;  // already there
  const int fd = openRoot(root->path, mayBeLink);
  if (fd >= 0) {
    root->fd = fd;
  } else if (fd == -ELOOP) {
    root->error = fmt::format(
        "the folder {} is, or passes through, a symbolic link; it is not verified (trust the link "
        "by naming the folder with --allow-link)",
        printable(root->path, 300));
  } else {
    root->error = systemError(root->path, "cannot open folder", -fd).message;
  }
  roots_.push_back(std::move(root));
}

Result<InputRoots::Location> InputRoots::locate(const std::string& path) const {
  const std::string absolute = absoluteNormal(path);
  const Root* best = nullptr;
  for (const auto& r : roots_)
    if (beneath(absolute, r->path) && (!best || r->path.size() > best->path.size() ||
                                       (r->path.size() == best->path.size() && r->fd >= 0)))
      best = r.get();
  if (!best) return Error{path, 0, kOutside};
  if (best->fd < 0) return Error{path, 0, best->error};
  std::string rest = absolute.substr(std::min(absolute.size(), best->path.size()));
  while (!rest.empty() && rest[0] == '/') rest.erase(0, 1);
  return Location{best->fd, rest};
}

bool InputRoots::given(const std::string& path) const {
  return given_.count(absoluteNormal(path)) > 0;
}

bool InputRoots::allowsMissing(const std::string& path) const {
  struct stat st;
  if (::lstat(path.c_str(), &st) == 0) return false;
  if (!confined_ || given(path)) return true;
  auto at = locate(path);
  if (!at) return false;
  const int fd = openBeneath(at->rootFd, at->relative, O_PATH);
  if (fd >= 0) ::close(fd);
  return fd == -ENOENT;
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
  int fd;
  // Said for what it is, not as "outside" or "missing".
  if (path.size() >= PATH_MAX || (roots.confined() && absoluteNormal(path).size() >= PATH_MAX))
    return systemError(path, "cannot open file", ENAMETOOLONG);
  if (roots.confined()) {
    if (roots.allowsMissing(path))
      return Error{path, 0, "cannot open file: No such file or directory"};
    // Opened beneath the root's descriptor in one call: nothing outside the
    // roots is touched, so not even its existence shows.
    auto at = roots.locate(path);
    if (!at) return at.error();
    fd = openBeneath(at->rootFd, at->relative, O_RDONLY | O_NONBLOCK | O_NOCTTY);
    if (fd == -EXDEV) return Error{path, 0, kOutside};
    if (fd == -ELOOP)
      return Error{path, 0,
                   "is, or passes through, a symbolic link that is not followed in a verified "
                   "folder"};
    if (fd < 0) return systemError(path, "cannot open file", -fd);
  } else {
    fd = openNonBlocking(path);
    if (fd < 0) return systemError(path, "cannot open file");
  }
  InputFile file;
  file.fd = fd;
  struct stat st;
  if (::fstat(fd, &st) != 0) return systemError(path, "cannot open file");
  if (!S_ISREG(st.st_mode))
    return Error{path, 0, std::string("is ") + kindOf(st.st_mode) + ", not a regular file"};
  if (roots.confined() && st.st_nlink > 1 && !roots.given(path))
    return Error{path, 0,
                 fmt::format("has {} hard links: a file that may also be elsewhere is not read "
                             "in a verified folder",
                             st.st_nlink)};
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
