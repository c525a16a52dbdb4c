"""The rule catalogue read from its YAML files, and what they parse to kept for the next run."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Any, List

import pytest

from tflint_mem.core import catalog


@pytest.fixture
def rules(tmp_path: Path) -> Path:
    folder = tmp_path / "rules"
    folder.mkdir()
    for path in sorted(catalog.rules_dir().glob("TFM*.yaml"))[:3]:
        shutil.copy(path, folder / path.name)
    return folder


@pytest.fixture
def parsed(monkeypatch: pytest.MonkeyPatch) -> List[bytes]:
    """The bytes of every rule file parsed as YAML from here on."""
    seen: List[bytes] = []
    real = catalog._parse_yaml

    def counting(data: bytes) -> Any:
        seen.append(data)
        return real(data)

    monkeypatch.setattr(catalog, "_parse_yaml", counting)
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    return seen


def test_a_second_read_parses_no_yaml_and_gives_the_same_rules(rules: Path, tmp_path: Path, parsed: List[bytes]):
    kept = tmp_path / "kept.rules"
    first = catalog.read_catalog(rules, kept)
    assert len(parsed) == 3 and kept.exists()
    assert catalog.read_catalog(rules, kept) == first
    assert len(parsed) == 3


def test_a_rule_file_whose_bytes_changed_is_parsed_again(rules: Path, tmp_path: Path, parsed: List[bytes]):
    kept = tmp_path / "kept.rules"
    before = catalog.read_catalog(rules, kept)
    path = sorted(rules.glob("TFM*.yaml"))[1]
    text = path.read_text(encoding="utf-8")
    code = path.stem
    path.write_text(text.replace(before[code].summary.split()[0], "Changed", 1), encoding="utf-8")
    after = catalog.read_catalog(rules, kept)
    assert len(parsed) == 4 and parsed[-1] == path.read_bytes()
    assert after[code].summary.startswith("Changed") and after[code] != before[code]
    assert {c: m for c, m in after.items() if c != code} == {c: m for c, m in before.items() if c != code}


def test_nothing_is_kept_where_python_writes_no_bytecode(rules: Path, tmp_path: Path, parsed: List[bytes]):
    sys.dont_write_bytecode = True  # restored by the fixture's monkeypatch
    kept = tmp_path / "kept.rules"
    catalog.read_catalog(rules, kept)
    assert not kept.exists()


def test_a_damaged_copy_is_parsed_again(rules: Path, tmp_path: Path, parsed: List[bytes]):
    kept = tmp_path / "kept.rules"
    kept.write_bytes(b"not marshal data")
    assert catalog.read_catalog(rules, kept) == catalog.read_catalog(rules, tmp_path / "other.rules")
