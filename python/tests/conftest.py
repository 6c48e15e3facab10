# SPDX-License-Identifier: GPL-3.0-or-later
# Shared fixtures: the source tree (for data files and the notebook) and the
# pegsat command, both given by ctest's environment (python/CMakeLists.txt).
import os
import pathlib
import shutil

import pytest

SOURCE = pathlib.Path(os.environ.get("PEGSAT_SOURCE", pathlib.Path(__file__).parents[2]))


@pytest.fixture
def source():
    return SOURCE


@pytest.fixture
def cli():
    path = os.environ.get("PEGSAT_CLI") or shutil.which("pegsat")
    if not path or not os.path.exists(path):
        pytest.skip("the pegsat command is not built")
    return path


@pytest.fixture
def cadical():
    path = shutil.which("cadical")
    if not path:
        pytest.skip("the cadical command is not installed (Debian package cadical)")
    return path
