# SPDX-License-Identifier: GPL-3.0-or-later
"""Each `--json` report's fields, as docs/JSON.md lists them: the one
description of a report that the command line, the docs and every result's
to_dict() share."""

from __future__ import annotations

from typing import NamedTuple, Tuple

from . import _pegsat


class Field(NamedTuple):
    name: str      # the JSON key; `a[].b` is key b of each object in list a
    unit: str      # "" when the value is a word, a flag or a count of things
    meaning: str


def report_fields(command: str) -> Tuple[Field, ...]:
    """The fields of one report: "head" (every report's first keys), or a
    command that takes --json ("solve", "count", "verify", ...)."""
    fields = tuple(Field(*f) for f in _pegsat.report_fields(command))
    if not fields:
        raise ValueError(f"no report is named {command!r}; "
                         f"reports: {', '.join(_pegsat.report_commands())}")
    return fields
