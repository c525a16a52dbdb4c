"""Walking folders: Python files only, default excludes, virtualenvs and .gitignore skipped; explicit files linted."""

from __future__ import annotations

import os
import random
import re
from pathlib import Path

import pytest

from tflint_mem.core.config import Settings
from tflint_mem.run.discovery import discover
from tflint_mem.run.gitignore import IgnoreLayer, parse_gitignore


def names(root: Path, *paths: Path, force_exclude: bool = False):
    settings = Settings(root=root)
    found = discover(list(paths) or [root], settings.is_excluded, force_exclude=force_exclude)
    return sorted(
        p.relative_to(root).as_posix() if p.is_absolute() else p.as_posix() for p in found.files
    ), found.errors


def touch(path: Path, text: str = "x = 1\n") -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def test_default_excludes_and_non_python(tmp_path: Path):
    for name in (
        "a.py",
        "b.txt",
        ".git/hooks/x.py",
        "build/x.py",
        "dist/x.py",
        "__pycache__/x.py",
        "pkg/c.py",
        "node_modules/y.py",
    ):
        touch(tmp_path / name)
    assert names(tmp_path)[0] == ["a.py", "pkg/c.py"]


def test_virtualenv_is_detected_by_marker(tmp_path: Path):
    touch(tmp_path / "env" / "pyvenv.cfg", "home = /usr\n")
    touch(tmp_path / "env" / "lib" / "site.py")
    touch(tmp_path / "main.py")
    assert names(tmp_path)[0] == ["main.py"]


def test_gitignore_is_honoured(tmp_path: Path):
    (tmp_path / ".git").mkdir()
    touch(tmp_path / ".gitignore", "generated/\n*_pb2.py\n!keep_pb2.py\n/top_only.py\n")
    for name in ("generated/g.py", "a_pb2.py", "keep_pb2.py", "top_only.py", "sub/top_only.py", "ok.py"):
        touch(tmp_path / name)
    assert names(tmp_path)[0] == ["keep_pb2.py", "ok.py", "sub/top_only.py"]


def test_nested_gitignore_and_parent_gitignore(tmp_path: Path):
    (tmp_path / ".git").mkdir()
    touch(tmp_path / ".gitignore", "secret.py\n")
    touch(tmp_path / "src" / ".gitignore", "local_*.py\n")
    for name in ("src/secret.py", "src/local_a.py", "src/main.py"):
        touch(tmp_path / name)
    found, _ = names(tmp_path, tmp_path / "src")
    assert found == ["src/main.py"]


def test_explicit_file_is_always_linted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.chdir(tmp_path)
    touch(tmp_path / "build" / "x.py")
    assert names(tmp_path, tmp_path / "build" / "x.py")[0] == ["build/x.py"]
    assert names(tmp_path, tmp_path / "build" / "x.py", force_exclude=True)[0] == []


def test_missing_path_is_an_error_not_an_abort(tmp_path: Path):
    touch(tmp_path / "a.py")
    found, errors = names(tmp_path, tmp_path / "nope.py", tmp_path / "a.py")
    assert found == ["a.py"]
    assert errors == [f"{tmp_path / 'nope.py'}: no such file or directory"]


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symlinks")
def test_symlink_loop_does_not_hang(tmp_path: Path):
    touch(tmp_path / "a.py")
    os.symlink(tmp_path, tmp_path / "loop")
    assert names(tmp_path)[0] == ["a.py"]


@pytest.mark.parametrize(
    ("pattern", "path", "is_dir", "ignored"),
    [
        ("*.py", "a/b.py", False, True),
        ("/a.py", "a.py", False, True),
        ("/a.py", "x/a.py", False, False),
        ("docs/*.py", "docs/x.py", False, True),
        ("docs/*.py", "docs/sub/x.py", False, False),
        ("**/gen", "a/b/gen", True, True),
        ("out/", "out", False, False),
        ("out/", "out", True, True),
        ("a/**/z.py", "a/b/c/z.py", False, True),
        ("a/**", "a/b/c.py", False, True),
    ],
)
def test_gitignore_patterns(pattern: str, path: str, is_dir: bool, ignored: bool):
    rules = parse_gitignore(pattern)
    verdict = False
    for rule in rules:
        if rule.directory_only and not is_dir:
            continue
        if rule.matches(path):
            verdict = not rule.negated
    assert verdict is ignored


PYTHON_TEMPLATE = [
    "__pycache__/",
    "*.py[cod]",
    "*$py.class",
    "*.so",
    ".Python",
    "build/",
    "/dist/",
    "*.egg-info/",
    ".env",
    "venv/",
    "docs/_build/",
    "*.log",
    "local_settings.py",
    "!keep.log",
    "a/**/b",
    "data?.csv",
    r"\#notes",
    "*",
    "checkpoints",
    "logs/run1",
]
PATHS = [
    "__pycache__",
    "pkg/__pycache__",
    "m.pyc",
    "pkg/m.pyo",
    "pkg/m.py",
    "x$py.class",
    "lib.so",
    "lib.so.1",
    "build",
    "src/build",
    "dist",
    "src/dist",
    "a.egg-info",
    ".env",
    "x.env",
    "docs/_build",
    "sub/docs/_build",
    "run.log",
    "keep.log",
    "a/x/y/b",
    "data1.csv",
    "data12.csv",
    "#notes",
    "checkpoints",
    "exp/checkpoints",
    "my_checkpoints",
    "logs/run1",
    "x/logs/run1",
    "",
]


def test_patterns_matched_as_text_match_what_their_regex_matches():
    """Names and extensions are matched without a regex: the same paths as the regex they stand for."""
    rules = [rule for line in PYTHON_TEMPLATE for rule in parse_gitignore(line)]
    assert sum(rule.name is not None or rule.extension is not None for rule in rules) >= 10
    for rule in rules:
        for path in PATHS:
            assert rule.matches(path) == bool(re.match(rule.source, path)), (rule.source, path)


def test_an_indexed_layer_gives_the_verdict_of_the_last_matching_rule():
    """`IgnoreLayer` tests only the rules that may match a path, and must still decide as the last matching rule
    does: over every ordering of the template (negations, names, extensions, globs), files and folders alike."""
    generator = random.Random(7)
    for _ in range(40):
        lines = generator.sample(PYTHON_TEMPLATE, k=len(PYTHON_TEMPLATE))
        lines += ["!" + generator.choice(PYTHON_TEMPLATE).lstrip("!") for _ in range(3)]
        generator.shuffle(lines)
        rules = tuple(parse_gitignore("\n".join(lines)))
        layer = IgnoreLayer(rules)
        for path in PATHS:
            for is_dir in (False, True):
                expected = None
                for rule in rules:
                    if not (rule.directory_only and not is_dir) and rule.matches(path):
                        expected = not rule.negated
                assert layer.verdict(path, is_dir) == expected, (lines, path, is_dir)


def test_a_bad_character_class_drops_only_its_pattern():
    rules = parse_gitignore("[z-a].py\n*.log\n")
    assert [rule.matches("x.log") for rule in rules] == [True]


def test_excluded_names_above_the_walk_root_do_not_matter(tmp_path: Path):
    touch(tmp_path / "site-packages" / "pkg" / "m.py")
    found, _ = names(tmp_path, tmp_path / "site-packages" / "pkg")
    assert found == ["site-packages/pkg/m.py"]
