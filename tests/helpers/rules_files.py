"""Edited copies of the shipped rules data (rules_data/*.yaml) and the errors they raise."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest
import yaml

from engine.core import RulesDataError

DELETE = object()
"""A value for ``set_entry`` that removes the entry instead of setting it."""


def set_entry(path: list, value) -> Callable[[dict], None]:
    """An edit that sets the entry at ``path`` (keys and list indexes) to ``value``, or deletes it for DELETE."""

    def edit(data: dict) -> None:
        node = data
        for key in path[:-1]:
            node = node[key]
        if value is DELETE:
            del node[path[-1]]
        else:
            node[path[-1]] = value

    return edit


def edited_copy(source: Path, folder: Path, edit: Callable[[dict], None]) -> Path:
    """Write ``source`` with ``edit`` applied to its data to ``folder`` under the same name; return that path."""
    data = yaml.safe_load(source.read_text(encoding="utf-8"))
    edit(data)
    path = folder / source.name
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return path


def assert_names_file_entry_and_problem(error: RulesDataError, file: str, entry: str, problem: str) -> None:
    """Check that ``error`` names the file, the entry and the problem, and says them in that order."""
    assert error.file == file
    assert error.entry == entry
    assert problem in error.problem
    assert str(error).startswith(f"{file}: {entry}: ")


def broken_cases(cases: list[tuple]) -> pytest.MarkDecorator:
    """Parametrize a test over (id, edit, entry, problem) cases, as ``edit, entry, problem``."""
    return pytest.mark.parametrize("edit,entry,problem", [c[1:] for c in cases], ids=[c[0] for c in cases])


def assert_broken_copy_fails(load: Callable[[Path], object], source: Path, folder: Path, edit, entry: str, problem: str) -> None:
    """Check that ``load`` of a copy of ``source`` broken by ``edit`` raises a RulesDataError
    naming the file, ``entry`` and ``problem``."""
    with pytest.raises(RulesDataError) as caught:
        load(edited_copy(source, folder, edit))
    assert_names_file_entry_and_problem(caught.value, source.name, entry, problem)


def assert_unreadable_and_non_yaml_fail(load: Callable[[Path], object], path: Path) -> None:
    """Check that ``load`` reports a missing file at ``path``, then one that is not YAML."""
    with pytest.raises(RulesDataError, match="cannot be read"):
        load(path)
    path.write_text("tiles: [unclosed\n", encoding="utf-8")
    with pytest.raises(RulesDataError, match="not valid YAML"):
        load(path)
