// SPDX-License-Identifier: GPL-3.0-or-later
// Atomic output files; see atomic_file.hpp.
#include "util/atomic_file.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>

namespace pegsat {
namespace {

namespace fs = std::filesystem;

// Writes larger than this go to the file at once, smaller ones are gathered.
constexpr size_t kBufferSize = 1 << 20;

// The temporary files alive now, for removeTemporaryFiles(). A signal handler
// may only read them, so they are plain pointers in fixed slots; a file takes
// a slot when created and clears it before its name is freed. A writer beyond
// the slots still works, and is only not cleaned up after a signal.
std::array<std::atomic<const char*>, 64> liveTemporaries{};

int registerTemporary(const std::string& temp) {
  for (size_t i = 0; i < liveTemporaries.size(); ++i) {
    const char* empty = nullptr;
    if (liveTemporaries[i].compare_exchange_strong(empty, temp.c_str())) return int(i);
  }
  return -1;
}

void unregisterTemporary(int slot) {
  if (slot >= 0) liveTemporaries[size_t(slot)].store(nullptr);
}

Error failure(const std::string& path, const char* what) {
  return Error{path, 0, std::string(what) + ": " + std::strerror(errno)};
}

// fsync of the folder makes the rename itself durable (Linux fsync(2)); a
// folder that cannot be opened for it (some file systems) is no error.
void syncFolder(const std::string& folder) {
  const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

std::string folderOf(const std::string& path) {
  const std::string parent = fs::path(path).parent_path().string();
  return parent.empty() ? "." : parent;
}

// `path` with its symbolic links followed to the file they lead to, which
// need not exist yet. Empty after too many links (a loop).
std::string followLinks(std::string path) {
  for (int hops = 0; hops < 40; ++hops) {
    std::error_code ec;
    if (!fs::is_symlink(fs::symlink_status(path, ec))) return path;
    const fs::path link = fs::read_symlink(path, ec);
    if (ec) return "";
    path = link.is_absolute() ? link.string() : (fs::path(folderOf(path)) / link).string();
  }
  return "";
}

// ".NAME.pegsat-": the start of every temporary name for the target NAME.
std::string temporaryPrefix(const std::string& target) {
  std::string prefix = ".";
  prefix += fs::path(target).filename().string();
  prefix += ".pegsat-";
  return prefix;
}

// Removes the temporary files of `target` left by processes that are gone
// (kill(pid, 0) fails with ESRCH): killed writers, whose files nothing else
// would remove. Files of a live process, another pegsat writing now, stay.
void removeStaleTemporaries(const std::string& target) {
  const std::string folder = folderOf(target), prefix = temporaryPrefix(target);
  DIR* dir = ::opendir(folder.c_str());
  if (!dir) return;
  while (const dirent* e = ::readdir(dir)) {
    const std::string_view name = e->d_name;
    if (!name.starts_with(prefix) || !name.ends_with(".tmp")) continue;
    const long pid = std::strtol(std::string(name.substr(prefix.size())).c_str(), nullptr, 10);
    if (pid <= 0 || pid == long(::getpid())) continue;
    if (::kill(pid_t(pid), 0) != 0 && errno == ESRCH)
      ::unlink((fs::path(folder) / std::string(name)).c_str());
  }
  ::closedir(dir);
}


// The first part of `path` (a prefix ending at a '/', or the whole) that is a
// symbolic link, or empty.
std::string firstLink(const std::string& path) {
  for (size_t end = path.find('/', 1);; end = path.find('/', end + 1)) {
    const std::string prefix = path.substr(0, end);
    struct stat st;
    if (!prefix.empty() && ::lstat(prefix.c_str(), &st) == 0 && S_ISLNK(st.st_mode)) return prefix;
    if (end == std::string::npos) return "";
  }
}

}  // namespace

std::optional<Error> refuseLinks(const std::string& path, const WriteOptions& options) {
  if (options.followLinks) return std::nullopt;
  const std::string link = firstLink(path);
  if (link.empty()) return std::nullopt;
  return Error{path, 0,
               "cannot write there: " +
                   (link == path ? std::string("it is a symbolic link")
                                 : "its path passes through the symbolic link " + link) +
                   "; pegsat writes through links only with --follow-links"};
}

Result<AtomicFile> AtomicFile::create(const std::string& path, const WriteOptions& options) {
  if (path == "-") return AtomicFile(path, path, "", STDOUT_FILENO, false);
  if (fs::path(path).filename().empty()) return Error{path, 0, "cannot write: not a file name"};
  // The system's own nodes (/dev/stdout, /dev/null, /proc/self/fd/1), named
  // by a path that is lexically under /dev/ or /proc/ and leads to no
  // regular file or folder: opened through their links and written into.
  const std::string normal = fs::path(path).lexically_normal().string();
  if (normal.starts_with("/dev/") || normal.starts_with("/proc/")) {
    struct stat st;
    if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode)) {
      const int fd = ::open(path.c_str(), O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
      if (fd < 0 && errno == ENXIO && S_ISFIFO(st.st_mode))
        return Error{path, 0, "cannot write the file: it is a FIFO that nothing reads"};
      if (fd < 0) return failure(path, "cannot write the file");
      // What was opened decides, not what stat saw before: a node swapped
      // for a regular file in between is not written this way.
      struct stat opened;
      if (::fstat(fd, &opened) == 0 && !S_ISREG(opened.st_mode) && !S_ISDIR(opened.st_mode)) {
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
        return AtomicFile(path, path, "", fd, true);
      }
      ::close(fd);
    }
  }
  if (auto e = refuseLinks(path, options))
    return Error{path, 0, "cannot write the file" + e->message.substr(e->message.find(':'))};
  const std::string target = followLinks(path);
  if (target.empty()) return Error{path, 0, "cannot write the file: too many symbolic links"};

  struct stat st;
  mode_t mode = 0666;  // cut by the umask, as for any new file
  if (::stat(target.c_str(), &st) == 0) {
    if (S_ISDIR(st.st_mode)) return Error{path, 0, "cannot write the file: it is a folder"};
    if (!S_ISREG(st.st_mode)) {
      // A device, a FIFO, a terminal: the bytes go into it, and it stays.
      // Opened without blocking: a FIFO nobody reads fails (ENXIO) at once
      // instead of holding the run forever; then writes block as usual.
      const int fd = ::open(target.c_str(), O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
      if (fd < 0 && errno == ENXIO && S_ISFIFO(st.st_mode))
        return Error{path, 0, "cannot write the file: it is a FIFO that nothing reads"};
      if (fd < 0) return failure(path, "cannot write the file");
      ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
      return AtomicFile(path, target, "", fd, true);
    }
    // Root may write anything; a file without write bits is still not meant
    // to be replaced.
    if ((st.st_mode & 0222) == 0 || ::access(target.c_str(), W_OK) != 0)
      return Error{path, 0, "cannot write the file: it is read-only, and pegsat does not replace it"};
    // Permission bits only: a replaced setuid or setgid file does not hand
    // those bits to what pegsat wrote.
    mode = st.st_mode & 0777;
  }

  removeStaleTemporaries(target);
  // O_EXCL on a random name: no other writer, not even another pegsat writing
  // the same target, can open this file.
  std::random_device seed;
  for (int attempt = 0; attempt < 100; ++attempt) {
    char suffix[48];
    std::snprintf(suffix, sizeof suffix, "%ld-%08x.tmp", long(::getpid()), unsigned(seed()));
    std::string temp = (fs::path(folderOf(target)) / (temporaryPrefix(target) + suffix)).string();
    // Registered before it exists, so that a signal right after open() still
    // removes it. A name holding this process's id is this process's, or a
    // dead one's leftover, so the handler can remove nothing of another's.
    const int slot = registerTemporary(temp);
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
    if (fd >= 0) {
      // A replaced file keeps its permissions: the umask does not apply to them.
      if (mode != 0666) ::fchmod(fd, mode & 0777);
      return AtomicFile(path, target, std::move(temp), fd, true, slot);
    }
    unregisterTemporary(slot);
    if (errno != EEXIST) return failure(path, "cannot write the file");
  }
  return Error{path, 0, "cannot write the file: no free temporary name beside it"};
}

AtomicFile::AtomicFile(std::string path, std::string target, std::string temp, int fd,
                       bool ownsFd, int slot)
    : path_(std::move(path)),
      target_(std::move(target)),
      temp_(std::move(temp)),
      fd_(fd),
      ownsFd_(ownsFd),
      slot_(slot) {
  // The name's characters may have moved with the string.
  if (slot_ >= 0) liveTemporaries[size_t(slot_)].store(temp_.c_str());
}

AtomicFile::AtomicFile(AtomicFile&& other) noexcept
    : path_(std::move(other.path_)),
      target_(std::move(other.target_)),
      temp_(std::move(other.temp_)),
      fd_(other.fd_),
      ownsFd_(other.ownsFd_),
      slot_(other.slot_),
      buffer_(std::move(other.buffer_)),
      failed_(std::move(other.failed_)) {
  // The string moved, so its characters may have too (a short name lives in
  // the object): the slot takes the new pointer.
  if (slot_ >= 0) liveTemporaries[size_t(slot_)].store(temp_.c_str());
  other.fd_ = -1;
  other.slot_ = -1;
  other.temp_.clear();
}

AtomicFile::~AtomicFile() { discard(); }

void AtomicFile::discard() {
  if (fd_ >= 0 && ownsFd_) ::close(fd_);
  fd_ = -1;
  unregisterTemporary(slot_);
  slot_ = -1;
  if (!temp_.empty()) ::unlink(temp_.c_str());
  temp_.clear();
}

namespace {

// write(2) may take fewer bytes than asked, or be interrupted by a signal.
bool writeAll(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    bytes.remove_prefix(size_t(n));
  }
  return true;
}

}  // namespace

std::optional<Error> AtomicFile::flush() {
  if (!writeAll(fd_, buffer_)) return failure(path_, "cannot write the file");
  buffer_.clear();
  return std::nullopt;
}

std::optional<Error> AtomicFile::write(std::string_view bytes) {
  if (failed_) return failed_;
  if (fd_ < 0) return Error{path_, 0, "cannot write the file: it is closed"};
  if (buffer_.size() + bytes.size() <= kBufferSize) {
    buffer_.append(bytes);
    return std::nullopt;
  }
  if ((failed_ = flush())) return failed_;
  if (bytes.size() <= kBufferSize) {
    buffer_.append(bytes);
  } else if (!writeAll(fd_, bytes)) {
    failed_ = failure(path_, "cannot write the file");
  }
  return failed_;
}

std::optional<Error> AtomicFile::commit() {
  if (fd_ < 0) return Error{path_, 0, "cannot write the file: it is closed"};
  std::optional<Error> err = failed_ ? failed_ : flush();
  if (temp_.empty()) {
    // Written into the target itself (a device, standard output): no rename.
    if (ownsFd_) ::close(fd_);
    fd_ = -1;
    return err;
  }
  if (!err && ::fsync(fd_) != 0) err = failure(path_, "cannot write the file");
  if (!err) {
    const int fd = fd_;
    fd_ = -1;
    if (::close(fd) != 0) err = failure(path_, "cannot write the file");
  }
  if (!err && std::rename(temp_.c_str(), target_.c_str()) != 0)
    err = failure(path_, "cannot write the file");
  if (err) {
    discard();
    return err;
  }
  unregisterTemporary(slot_);
  slot_ = -1;
  temp_.clear();
  syncFolder(folderOf(target_));
  return std::nullopt;
}

std::optional<Error> writeFileAtomically(const std::string& path, std::string_view text,
                                         const WriteOptions& options) {
  auto file = AtomicFile::create(path, options);
  if (!file) return file.error();
  if (auto err = file->write(text)) return err;
  return file->commit();
}

std::string resolveOutputLinks(const std::string& path) { return followLinks(path); }

void removeTemporaryFiles() {
  for (auto& slot : liveTemporaries)
    if (const char* temp = slot.load()) ::unlink(temp);
}

}  // namespace pegsat
