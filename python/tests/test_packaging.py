# SPDX-License-Identifier: GPL-3.0-or-later
# The package's metadata as pip and PyPI read it: the backend writes what
# pyproject.toml declares (licence, classifiers, the console script), the
# licence is the LICENSE file, and the README is the long description.
import importlib.util
import sys

import pytest

from conftest import SOURCE


@pytest.fixture(scope="module")
def backend():
    spec = importlib.util.spec_from_file_location(
        "pegsat_backend", SOURCE / "python" / "packaging" / "pegsat_backend.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _pyproject():
    if sys.version_info < (3, 11):
        pytest.skip("tomllib is in Python 3.11 and later")
    import tomllib
    with open(SOURCE / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]


def _headers(metadata):
    head, _, body = metadata.partition("\n\n")
    pairs = [line.split(": ", 1) for line in head.splitlines()]
    return pairs, body


def test_metadata_is_what_pyproject_declares(backend):
    project = _pyproject()
    pairs, body = _headers(backend._metadata())
    values = {}
    for k, v in pairs:
        values.setdefault(k, []).append(v)
    assert values["Name"] == [project["name"]]
    assert values["License-Expression"] == [project["license"]] == ["GPL-3.0-or-later"]
    assert values["License-File"] == project["license-files"] == ["LICENSE"]
    assert values["Classifier"] == project["classifiers"]
    assert values["Requires-Python"] == [project["requires-python"]]
    assert values["Summary"] == [project["description"]]
    assert body == (SOURCE / project["readme"]).read_text(encoding="utf-8")
    # No project URL: the repository names none of its own.
    assert "Project-URL" not in values and "urls" not in project
    script = project["scripts"]["pegsat"]
    assert f"pegsat = {script}" in backend._entry_points()


def test_the_licence_is_gpl3_or_later():
    text = (SOURCE / "LICENSE").read_text(encoding="utf-8")
    assert "GNU GENERAL PUBLIC LICENSE" in text and "Version 3, 29 June 2007" in text
    assert "either version 3 of the License, or (at your option) any later" in text
    readme = (SOURCE / "README.md").read_text(encoding="utf-8")
    assert "GPL-3.0-or-later" in readme and len(readme.encode()) < 14000


def test_the_sdist_holds_the_tracked_files(backend, tmp_path):
    import shutil
    import tarfile
    if not shutil.which("git") or not (SOURCE / ".git").exists():
        pytest.skip("not a git checkout")
    name = backend.build_sdist(str(tmp_path))
    with tarfile.open(tmp_path / name) as tar:
        names = set(tar.getnames())
    base = name[:-len(".tar.gz")]
    for needed in ("pyproject.toml", "LICENSE", "CMakeLists.txt", "PKG-INFO",
                   "python/packaging/pegsat_backend.py", "python/pegsat/__init__.py",
                   "src/count/layer_search.hpp", "data/boards/english.txt"):
        assert f"{base}/{needed}" in names, needed
    assert not any("/build/" in n for n in names)


# The source files git would track: every one names its licence by its SPDX
# identifier, so a file copied out of the tree still says what it is under.
_SOURCE_SUFFIXES = {".cpp", ".hpp", ".h", ".py", ".pyi", ".js", ".mjs", ".css", ".html",
                    ".cmake", ".sh", ".yml", ".yaml", ".toml", ".in"}


def test_every_source_file_names_the_licence():
    roots = ["src", "encodings", "verifier", "include", "tests", "python", "web", "fuzz",
             "cmake", "scripts", "examples", "docs/ci"]
    missing = []
    for root in roots:
        for path in sorted((SOURCE / root).rglob("*")):
            parts = path.relative_to(SOURCE).parts
            if any(p.startswith("build") or p in ("node_modules", "corpus", "__pycache__")
                   for p in parts):
                continue
            if path.is_file() and (path.suffix in _SOURCE_SUFFIXES
                                   or path.name == "CMakeLists.txt"):
                head = path.read_text(encoding="utf-8", errors="replace").splitlines()[:2]
                if not any("SPDX-License-Identifier: GPL-3.0-or-later" in line
                           for line in head):
                    missing.append(str(path.relative_to(SOURCE)))
    assert missing == []
