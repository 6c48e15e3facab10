// SPDX-License-Identifier: GPL-3.0-or-later
// Output files that appear whole or not at all, and never in the place of
// something that is not the user's to replace. The bytes go to a temporary
// file in the target's folder (the same file system, so that rename(2)
// replaces the target in one step, POSIX), are flushed to the disk, and the
// file is renamed onto the target. A run that fails, is interrupted or is
// killed leaves the target as it was (absent, or the previous complete file).
//
// What is at the path decides how it is written:
// - nothing, or a regular file: replaced as above; a replaced file keeps its
//   permission bits (but never setuid, setgid or sticky), and a read-only one
//   is refused, not replaced;
// - a symbolic link, or a path through one: refused, unless the user asks to
//   follow links (--follow-links); then the link stays, and the file it leads
//   to is replaced. A pull request can commit the path a CI job writes its
//   report to as a link to any file the job may write. Only the device
//   nodes, FIFOs, sockets and terminals that a path under /dev/ or /proc/
//   leads to (/dev/stdout, /dev/null) are the system's, not a checkout's:
//   followed there and written into. The path is taken lexically first
//   ("/dev/../x" is "/x"), and a regular file there (/dev/shm, a link
//   through /proc/self/cwd) is a path like any other;
// - a device, a FIFO or a terminal (/dev/null, /dev/stdout): written into,
//   never replaced; a FIFO without a reader is refused, not waited on; "-"
//   is standard output.
// A temporary file is named ".NAME.pegsat-PID-RANDOM.tmp" beside the target.
// It is removed on every failure the program handles, and by
// removeTemporaryFiles() from a signal handler; one left by a killed run is
// removed by the next write to the same target, once its process is gone.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "util/result.hpp"

namespace pegsat {

struct WriteOptions {
  // Write through symbolic links (--follow-links): off, a link is refused.
  bool followLinks = false;
};

// A file written in pieces, visible under its name only after commit().
class AtomicFile {
 public:
  // Opens the temporary file beside `path` (or `path` itself when it is no
  // regular file); the error names `path` and gives the system's reason.
  static Result<AtomicFile> create(const std::string& path, const WriteOptions& options = {});

  AtomicFile(AtomicFile&& other) noexcept;
  AtomicFile& operator=(AtomicFile&&) = delete;
  AtomicFile(const AtomicFile&) = delete;
  // Without commit(), removes the temporary file: the target is untouched.
  ~AtomicFile();

  std::optional<Error> write(std::string_view bytes);
  // Flushes, syncs and renames the file into place; after an error the
  // temporary file is gone and the target untouched.
  std::optional<Error> commit();

  const std::string& path() const { return path_; }

 private:
  // `slot`: where `temp` was registered for removeTemporaryFiles(), or -1.
  AtomicFile(std::string path, std::string target, std::string temp, int fd, bool ownsFd,
             int slot = -1);
  std::optional<Error> flush();
  void discard();

  std::string path_;    // as the user gave it, for messages
  std::string target_;  // the file replaced: path_ with its links followed
  std::string temp_;    // empty when writing into the target itself
  int fd_ = -1;
  bool ownsFd_ = true;  // false for standard output
  int slot_ = -1;       // where temp_ is registered for removeTemporaryFiles()
  std::string buffer_;
  std::optional<Error> failed_;  // the first write error, kept for commit()
};

// The error a writer gives before it creates anything at `path` (a folder
// for --dir or --certificate, before any subfolder is made) if `path` is,
// or passes through, a symbolic link and links are not to be followed;
// nothing otherwise.
std::optional<Error> refuseLinks(const std::string& path, const WriteOptions& options = {});

// Writes `text` as the whole file `path`, atomically.
std::optional<Error> writeFileAtomically(const std::string& path, std::string_view text,
                                         const WriteOptions& options = {});

// `path` with its symbolic links followed to the file they lead to (which
// need not exist yet); empty after too many links. For a writer that asks
// to follow links and hands the path on to one that does not.
std::string resolveOutputLinks(const std::string& path);

// Removes the temporary files of every AtomicFile not yet committed or
// discarded. Async-signal-safe: for a SIGINT or SIGTERM handler, before the
// program dies of the signal.
void removeTemporaryFiles();

}  // namespace pegsat
