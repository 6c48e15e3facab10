// SPDX-License-Identifier: GPL-3.0-or-later
// pegsat._pegsat: the public C++ API (include/pegsat/pegsat.hpp) for Python.
// Each function hands its arguments to the API and its results back as
// dicts of plain values; pegsat/__init__.py turns those into the Python
// classes. Long calls release the GIL, so that other Python threads run, and
// stop on Ctrl-C (interrupt.hpp).
#include <pybind11/functional.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <chrono>
#include <exception>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "interrupt.hpp"
#include "pegsat/pegsat.hpp"

namespace py = pybind11;
namespace pg = pegsat::api;
namespace python = pegsat::python;

namespace {

// An api::Error on its way to Python, where it becomes pegsat.InputError.
struct InputError {
  pg::Error error;
};

template <class T>
T take(pg::Result<T> r) {
  if (!r) throw InputError{r.error()};
  return std::move(*r);
}

const char* statusName(pg::Status s) {
  switch (s) {
    case pg::Status::Solved:
      return "solved";
    case pg::Status::Impossible:
      return "no solution";
    case pg::Status::Unknown:
      break;
  }
  return "unknown";
}

// Runs `work(stop, progress)` on this thread without the GIL, so that other
// Python threads run meanwhile, with a stop flag that Ctrl-C and `handle`
// (pegsat.Stop, may be null) set (interrupt.hpp). Python's signal handlers run as it returns: a Ctrl-C
// becomes the KeyboardInterrupt raised here. `onProgress` is called with the
// GIL from whichever thread the library reports on; an exception from it stops
// the work and is raised here.
template <class Work>
auto runStoppable(Work work, const std::function<void(std::string)>& onProgress,
                  python::StopHandle* handle) {
  python::StopScope scope(handle);
  std::optional<py::error_already_set> failure;  // from onProgress; the GIL guards it
  std::function<void(const std::string&)> progress;
  if (onProgress)
    progress = [&](const std::string& line) {
      py::gil_scoped_acquire gil;
      if (failure) return;
      try {
        onProgress(line);
      } catch (py::error_already_set& e) {
        failure.emplace(std::move(e));
        if (scope.flag()) scope.flag()->store(true);
      }
    };
  auto result = [&] {
    py::gil_scoped_release release;
    return work(scope.flag(), progress);
  }();
  if (failure) throw std::move(*failure);
  if (PyErr_CheckSignals() != 0) throw py::error_already_set();
  return result;
}

py::dict answerDict(const pg::Answer& a) {
  py::dict d;
  d["status"] = statusName(a.status);
  d["jumps"] = a.jumps;
  d["moves"] = a.moves;
  d["solution"] = a.solution;
  d["reason"] = a.reason;
  d["lower_bound"] = a.lowerBound;
  d["upper_bound"] = a.upperBound;
  return d;
}

// Which limit stopped a check that came back as an Error, if one did: the
// checks report a limit as an Error, which Python turns into a status
// (unknown), as solve and count report theirs. Decided by the limits' own
// state, not the message, but for memory, which only the message names.
std::string limitOf(const pg::Error& e, const std::atomic<bool>* stop, double timeout,
                    std::chrono::steady_clock::time_point start) {
  if (stop && stop->load()) return "interrupted";
  if (timeout > 0 &&
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() >= timeout)
    return "time limit";
  if (e.message.find("memory limit") != std::string::npos) return "memory limit";
  return "";
}

// A check's result, or the limit that stopped it.
template <class T>
struct Checked {
  pg::Result<T> result;
  std::string limit;
};

// Runs a check (verify, verifyCertificate) stoppably under `o`'s limits.
template <class T, class Check>
Checked<T> runCheck(pg::VerifyOptions& o, python::StopHandle* handle, Check check) {
  return runStoppable(
      [&](const std::atomic<bool>* stop, const std::function<void(const std::string&)>&) {
        const auto start = std::chrono::steady_clock::now();
        o.stop = stop;
        pg::Result<T> r = check();
        std::string limit = r ? "" : limitOf(r.error(), stop, o.timeoutSeconds, start);
        return Checked<T>{std::move(r), std::move(limit)};
      },
      {}, handle);
}

py::dict stoppedDict(const std::string& limit) {
  py::dict d;
  d["status"] = "unknown";
  d["ok"] = false;
  d["reason"] = limit;
  return d;
}

py::dict verdictDict(const pg::Verdict& v) {
  py::dict d;
  d["status"] = v.ok ? "right" : "wrong";
  d["ok"] = v.ok;
  d["jumps"] = v.jumps;
  d["moves"] = v.moves;
  d["jump"] = v.jump;
  d["line"] = v.line;
  d["reason"] = v.message;
  d["board"] = v.board;
  d["board_file"] = v.boardFile;
  d["board_sha256"] = v.boardSha256;
  d["start"] = v.start;
  d["finish"] = v.finish;
  d["minimum"] = v.minimum;
  d["certified_moves"] = v.certifiedMoves;
  return d;
}

pg::Method methodOf(const std::string& name) {
  if (name == "native") return pg::Method::Native;
  if (name == "sat") return pg::Method::Sat;
  throw py::value_error("method must be 'native' or 'sat', not '" + name + "'");
}

}  // namespace

PYBIND11_MODULE(_pegsat, m) {
  m.doc() = "The compiled core of pegsat; use the pegsat package.";

  // pegsat.InputError is defined in Python (a ValueError with file, line and
  // message); the translator finds it there.
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const InputError& e) {
      py::object cls = py::module_::import("pegsat").attr("InputError");
      py::object exc = cls(e.error.str(), e.error.file, e.error.line, e.error.message);
      PyErr_SetObject(cls.ptr(), exc.ptr());
    }
  });

  // pegsat.Stop's core: set() stops every call it is passed to.
  py::class_<python::StopHandle>(m, "StopHandle")
      .def(py::init<>())
      .def("set", &python::StopHandle::set)
      .def("clear", &python::StopHandle::clear)
      .def("is_set", &python::StopHandle::isSet);

  py::class_<pg::Board>(m, "Board")
      .def_property_readonly("name", &pg::Board::name)
      .def_property_readonly("hole_count", &pg::Board::holeCount)
      .def_property_readonly("holes", &pg::Board::holes)
      .def_property_readonly("usual_start", &pg::Board::usualStart)
      .def_property_readonly("directions", &pg::Board::directions)
      .def_property_readonly("jumps", &pg::Board::jumps)
      .def_property_readonly("symmetries", &pg::Board::symmetries)
      .def_property_readonly("text", &pg::Board::text)
      .def_property_readonly("file", &pg::Board::file);

  py::class_<pg::Problem>(m, "Problem")
      .def_property_readonly("board", &pg::Problem::board)
      .def_property_readonly("start", &pg::Problem::start)
      .def_property_readonly("finish", &pg::Problem::finish)
      .def_property_readonly("jumps", &pg::Problem::jumps);

  m.def("version", &pg::version);
  // Each --json report's fields as docs/JSON.md lists them: the one
  // description that Python's to_dict() keys are tested against.
  m.def("report_commands", &pg::reportCommands);
  m.def("report_fields", [](const std::string& command) {
    std::vector<std::tuple<std::string, std::string, std::string>> out;
    for (const pg::ReportField& f : pg::reportFields(command))
      out.emplace_back(f.name, f.unit, f.meaning);
    return out;
  });
  m.def("builtin_boards", &pg::builtinBoards);
  m.def("load_board", [](const std::string& nameOrPath) { return take(pg::loadBoard(nameOrPath)); });
  m.def("parse_board", [](std::string_view text, const std::string& file) {
    return take(pg::parseBoard(text, file));
  });
  m.def("make_problem", [](const pg::Board& b, std::string_view start, std::string_view finish) {
    return take(pg::makeProblem(b, start, finish));
  });

  m.def("solve", [](const pg::Problem& p, const std::string& method, bool minMoves, double timeout,
                    uint64_t maxMemory, unsigned threads,
                    const std::function<void(std::string)>& onProgress,
                    python::StopHandle* handle) {
    pg::SolveOptions o;
    o.method = methodOf(method);
    o.timeoutSeconds = timeout;
    o.maxMemoryBytes = maxMemory;
    o.threads = threads;
    const pg::Answer a = runStoppable(
        [&](const std::atomic<bool>* stop, std::function<void(const std::string&)> progress) {
          pg::SolveOptions run = o;
          run.stop = stop;
          run.progress = std::move(progress);
          return minMoves ? pg::minMoves(p, run) : pg::solve(p, run);
        },
        onProgress, handle);
    return answerDict(a);
  });

  m.def("count", [](const pg::Problem& p, bool levels, double timeout, uint64_t maxMemory,
                    unsigned threads, const std::function<void(std::string)>& onProgress,
                    python::StopHandle* handle) {
    pg::CountOptions o;
    o.timeoutSeconds = timeout;
    o.maxMemoryBytes = maxMemory;
    o.threads = threads;
    auto run = [&](auto call) {
      return runStoppable(
          [&](const std::atomic<bool>* stop, std::function<void(const std::string&)> progress) {
            pg::CountOptions c = o;
            c.stop = stop;
            c.progress = std::move(progress);
            return call(c);
          },
          onProgress, handle);
    };
    py::dict d;
    const pg::Count n = run([&](const pg::CountOptions& c) { return pg::count(p, c); });
    d["complete"] = n.complete;
    // Python's int holds any count exactly.
    d["solutions"] = n.complete ? py::reinterpret_steal<py::object>(
                                      PyLong_FromString(n.solutions.c_str(), nullptr, 10))
                                : py::none();
    d["reason"] = n.reason;
    if (levels && n.complete) {
      const pg::Levels l = run([&](const pg::CountOptions& c) { return pg::countLevels(p, c); });
      py::list rows;
      for (const pg::Level& x : l.levels) {
        py::dict row;
        row["jumps"] = x.jumps;
        row["reachable"] = x.reachable;
        row["reachable_up_to_symmetry"] = x.reachableUpToSymmetry;
        row["on_solution_path"] = x.onSolutionPath;
        row["on_solution_path_up_to_symmetry"] = x.onSolutionPathUpToSymmetry;
        rows.append(row);
      }
      d["complete"] = l.complete;
      d["reason"] = l.reason;
      d["levels"] = rows;
      d["symmetries"] = l.symmetries;
    }
    return d;
  });

  // The checks of files that may come from strangers run like the long
  // calls: without the GIL, stopped by Ctrl-C, under the caller's roots and
  // limits ([Untrusted files] in pegsat.hpp).
  // With a levels certificate, the solution and the certificate together
  // (`pegsat verify S --certificate C`): its minimum "certified" when C
  // proves that none is shorter.
  m.def("verify", [](std::string text, const std::string& file,
                     const std::optional<pg::Board>& board, std::vector<std::string> roots,
                     double timeout, uint64_t maxMemory, const std::string& certificate,
                     python::StopHandle* handle) {
    pg::VerifyOptions o{std::move(roots), "", timeout, maxMemory, nullptr};
    if (!certificate.empty() && board) o.board = board->file().empty() ? board->name() : board->file();
    Checked<pg::Verdict> v = runCheck<pg::Verdict>(o, handle, [&] {
      if (!certificate.empty()) return pg::verifyWithCertificate(text, file, certificate, o);
      return board ? pg::verify(*board, text, file, o) : pg::verify(text, file, o);
    });
    if (!v.limit.empty()) return stoppedDict(v.limit);
    return verdictDict(take(std::move(v.result)));
  });

  m.def("verify_certificate", [](const std::string& path, std::vector<std::string> roots,
                                 double timeout, uint64_t maxMemory, python::StopHandle* handle) {
    pg::VerifyOptions o{std::move(roots), "", timeout, maxMemory, nullptr};
    Checked<pg::CertificateVerdict> r =
        runCheck<pg::CertificateVerdict>(o, handle, [&] { return pg::verifyCertificate(path, o); });
    if (!r.limit.empty()) return stoppedDict(r.limit);
    const pg::CertificateVerdict v = take(std::move(r.result));
    py::dict d;
    d["status"] = v.ok ? "right" : "wrong";
    d["ok"] = v.ok;
    d["kind"] = v.kind;
    d["board"] = v.board;
    d["problem"] = v.problem;
    d["reason"] = v.reason;
    d["board_file"] = v.boardFile;
    d["board_sha256"] = v.boardSha256;
    d["claim"] = v.claim;
    d["bound"] = v.bound;
    return d;
  });

  m.def("verify_plan", [](std::string problem, std::string plan, const std::string& problemFile,
                          const std::string& planFile) {
    pg::Result<pg::PlanVerdict> r = [&] {
      py::gil_scoped_release release;
      return pg::verifyPlan(problem, plan, problemFile, planFile);
    }();
    const pg::PlanVerdict v = take(std::move(r));
    py::dict d;
    d["ok"] = v.ok;
    d["actions"] = v.actions;
    d["cost"] = v.cost;
    d["action"] = v.action;
    d["action_text"] = v.actionText;
    d["line"] = v.line;
    d["reason"] = v.reason;
    return d;
  });

  m.def("certify", [](const pg::Problem& p, const std::string& path, double timeout,
                      python::StopHandle* handle) {
    pg::CertifyOptions o;
    o.dratTimeoutSeconds = timeout;
    const pg::Certification c = runStoppable(
        [&](const std::atomic<bool>* stop, std::function<void(const std::string&)>) {
          pg::CertifyOptions run = o;
          run.stop = stop;
          return take(pg::certify(p, path, run));
        },
        {}, handle);
    py::dict d;
    d["status"] = statusName(c.status);
    d["kind"] = c.kind;
    d["files"] = c.files;
    d["reason"] = c.reason;
    return d;
  });

  auto cnfDict = [](pg::Cnf cnf) {
    py::dict d;
    d["nv"] = cnf.vars;
    d["clauses"] = std::move(cnf.clauses);
    d["steps"] = cnf.steps;
    d["dimacs"] = std::move(cnf.dimacs);
    return d;
  };
  m.def("encode", [cnfDict](const pg::Problem& p, int steps, int maxMoves,
                            const std::string& encoding, uint64_t shuffle) {
    pg::EncodeOptions o;
    o.steps = steps;
    o.maxMoves = maxMoves;
    o.encoding = encoding;
    o.shuffle = shuffle;
    return cnfDict(take(pg::encode(p, o)));
  });
  m.def("read_cnf", [cnfDict](std::string_view dimacs, const std::string& file) {
    return cnfDict(take(pg::readCnf(dimacs, file)));
  });

  m.def("decode", [](std::string_view dimacs, const std::optional<std::vector<int>>& model) {
    return answerDict(take(pg::decode(dimacs, model)));
  });

  m.def("draw_position", [](const pg::Board& b, std::string_view pegs) {
    return take(pg::drawPosition(b, pegs));
  });
  m.def("draw_solution", [](const pg::Board& b, std::string_view text, const std::string& file,
                            bool animate, int columns) {
    return take(pg::drawSolution(b, text, file, pg::DrawOptions{animate, columns}));
  });
}
