# SPDX-License-Identifier: GPL-3.0-or-later
# The package's annotations: `mypy --strict` is clean on the package and on a
# user's script that uses it (typed_use.py), so that a typed program built on
# pegsat needs no ignores. Debian's python3-mypy (scripts/setup.sh).
import importlib.util
import os
import subprocess
import sys

import pytest


def _mypy(source, *paths):
    if importlib.util.find_spec("mypy") is None:
        pytest.skip("mypy is not installed (Debian package python3-mypy)")
    env = dict(os.environ, MYPYPATH=str(source / "python"))
    r = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental",
                        "--cache-dir", os.devnull, *map(str, paths)],
                       capture_output=True, text=True, env=env, cwd=source / "python")
    assert r.returncode == 0, r.stdout + r.stderr
    return r.stdout


def test_mypy_strict_on_the_package(source):
    out = _mypy(source, "-p", "pegsat")
    assert "Success" in out


def test_mypy_strict_on_a_users_script(source):
    out = _mypy(source, source / "python" / "tests" / "typed_use.py")
    assert "Success" in out


def test_the_users_script_runs(source):
    spec = importlib.util.spec_from_file_location(
        "typed_use", source / "python" / "tests" / "typed_use.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.test_typed_use()
