// SPDX-License-Identifier: GPL-3.0-or-later
// Opening beneath a folder; see open_beneath.hpp.
#include "util/open_beneath.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
// openat2 is Linux's; elsewhere (the WebAssembly page) only the walk exists.
#if __has_include(<linux/openat2.h>)
#include <linux/openat2.h>
#include <sys/syscall.h>
#define PEGSAT_HAVE_OPENAT2 1
#endif

#include <atomic>
#include <cerrno>

namespace pegsat {
namespace {

int retryOnInterrupt(auto&& call) {
  int fd;
  do fd = call();
  while (fd < 0 && errno == EINTR);
  return fd < 0 ? -errno : fd;
}

#ifdef PEGSAT_HAVE_OPENAT2
// Whether the kernel has openat2; set to false at the first ENOSYS.
std::atomic<bool> haveOpenat2{true};
#endif

// Why opening the folder `part` in `dir` with O_NOFOLLOW | O_DIRECTORY
// failed: a link fails as "not a folder", told apart here as ELOOP.
int folderError(int dir, const std::string& part, int error) {
  struct stat st;
  if (error == -ENOTDIR && ::fstatat(dir, part.c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0 &&
      S_ISLNK(st.st_mode))
    return -ELOOP;
  return error;
}

// The components of a relative path, without empty ones and ".".
template <class F>
bool forEachComponent(const std::string& path, F&& f) {
  size_t i = 0;
  while (i < path.size()) {
    size_t j = path.find('/', i);
    if (j == std::string::npos) j = path.size();
    const std::string part = path.substr(i, j - i);
    const bool last = path.find_first_not_of('/', j) == std::string::npos;
    if (!part.empty() && part != "." && !f(part, last)) return false;
    i = j + 1;
  }
  return true;
}

}  // namespace

int openBeneathByWalk(int rootFd, const std::string& relative, int flags) {
  if (!relative.empty() && relative[0] == '/') return -EXDEV;
  int dir = retryOnInterrupt([&] { return ::openat(rootFd, ".", O_PATH | O_DIRECTORY | O_CLOEXEC); });
  if (dir < 0) return dir;
  int result = 0;
  bool any = false;
  forEachComponent(relative, [&](const std::string& part, bool last) {
    any = true;
    if (part == "..") {
      result = -EXDEV;  // lexically out of the folder, or back into it: not walked
      return false;
    }
    const int fd = retryOnInterrupt([&] {
      return last ? ::openat(dir, part.c_str(), flags | O_NOFOLLOW | O_CLOEXEC)
                  : ::openat(dir, part.c_str(), O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    });
    if (fd < 0) result = last ? fd : folderError(dir, part, fd);
    ::close(dir);
    dir = -1;
    if (fd < 0) return false;
    if (last) {
      result = fd;
      return false;
    }
    dir = fd;
    return true;
  });
  if (dir >= 0) ::close(dir);
  // An empty path names the folder itself.
  if (!any) result = retryOnInterrupt([&] { return ::openat(rootFd, ".", flags | O_CLOEXEC); });
  return result;
}

int openBeneath(int rootFd, const std::string& relative, int flags) {
#ifdef PEGSAT_HAVE_OPENAT2
  if (haveOpenat2.load(std::memory_order_relaxed)) {
    open_how how{};
    how.flags = uint64_t(flags | O_CLOEXEC);
    how.resolve = RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS;
    const std::string path = relative.empty() ? "." : relative;
    const int fd = retryOnInterrupt(
        [&] { return int(::syscall(SYS_openat2, rootFd, path.c_str(), &how, sizeof how)); });
    // EAGAIN: the kernel saw a rename race and would not vouch for the walk.
    if (fd != -ENOSYS && fd != -EAGAIN) return fd;
    if (fd == -ENOSYS) haveOpenat2.store(false, std::memory_order_relaxed);
  }
#endif
  return openBeneathByWalk(rootFd, relative, flags);
}

int openRoot(const std::string& path, bool followLinks) {
  if (followLinks)
    return retryOnInterrupt(
        [&] { return ::open(path.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC); });
  const bool absolute = !path.empty() && path[0] == '/';
  int dir = retryOnInterrupt([&] {
    return ::open(absolute ? "/" : ".", O_PATH | O_DIRECTORY | O_CLOEXEC);
  });
  if (dir < 0) return dir;
  int error = 0;
  forEachComponent(path, [&](const std::string& part, bool) {
    const int fd = retryOnInterrupt(
        [&] { return ::openat(dir, part.c_str(), O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC); });
    if (fd < 0) error = folderError(dir, part, fd);
    ::close(dir);
    dir = -1;
    if (fd < 0) return false;
    dir = fd;
    return true;
  });
  return error ? error : dir;
}

}  // namespace pegsat
