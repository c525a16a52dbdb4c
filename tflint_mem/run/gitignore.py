"""Enough of git's ignore rules to skip what a repository ignores: patterns, `!`, `dir/`, anchors and `**`."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import List, Optional, Pattern, Tuple


@dataclass(frozen=True)
class IgnoreRule:
    regex: Pattern[str]
    negated: bool
    directory_only: bool


def _translate(pattern: str) -> str:
    """A gitignore glob (without anchor handling) as a regex over a `/`-separated relative path."""
    out = []
    i = 0
    while i < len(pattern):
        char = pattern[i]
        if pattern.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif pattern.startswith("/**", i) and i + 3 == len(pattern):
            out.append("/.*")
            i += 3
        elif pattern.startswith("**", i):
            out.append(".*")
            i += 2
        elif char == "*":
            out.append("[^/]*")
            i += 1
        elif char == "?":
            out.append("[^/]")
            i += 1
        elif char == "[":
            end = pattern.find("]", i + 1)
            if end < 0:
                out.append(re.escape(char))
                i += 1
            else:
                body = pattern[i + 1 : end]
                if body.startswith("!"):
                    body = "^" + body[1:]
                out.append(f"[{body}]")
                i = end + 1
        elif char == "\\" and i + 1 < len(pattern):
            out.append(re.escape(pattern[i + 1]))
            i += 2
        else:
            out.append(re.escape(char))
            i += 1
    return "".join(out)


def parse_gitignore(text: str) -> List[IgnoreRule]:
    rules = []
    for line in text.splitlines():
        line = line.rstrip()
        if not line or line.startswith("#"):
            continue
        negated = line.startswith("!")
        if negated:
            line = line[1:]
        directory_only = line.endswith("/")
        line = line.rstrip("/")
        if not line:
            continue
        anchored = "/" in line
        body = _translate(line.lstrip("/"))
        regex = body if anchored else f"(?:.*/)?{body}"
        try:
            rules.append(IgnoreRule(re.compile(f"^{regex}$"), negated, directory_only))
        except re.error:
            continue
    return rules


class IgnoreStack:
    """The .gitignore files that apply to one folder: (folder, rules) pairs from the repository root down."""

    def __init__(self, layers: Tuple[Tuple[Path, Tuple[IgnoreRule, ...]], ...] = ()) -> None:
        self.layers = layers

    def entering(self, folder: Path) -> IgnoreStack:
        rules = _read_rules(folder / ".gitignore")
        return IgnoreStack((*self.layers, (folder, tuple(rules)))) if rules else self

    def ignores(self, path: Path, is_dir: bool) -> bool:
        verdict: Optional[bool] = None
        for folder, rules in self.layers:
            try:
                relative = path.relative_to(folder).as_posix()
            except ValueError:
                continue
            for rule in rules:
                if rule.directory_only and not is_dir:
                    continue
                if rule.regex.match(relative):
                    verdict = not rule.negated
        return bool(verdict)

    @classmethod
    def for_folder(cls, folder: Path) -> IgnoreStack:
        """The stack for `folder`, including .gitignore files of enclosing folders up to the repository root."""
        chain = []
        for candidate in (folder, *folder.parents):
            chain.append(candidate)
            if (candidate / ".git").exists():
                break
        else:
            chain = [folder]
        stack = cls()
        for candidate in reversed(chain):
            stack = stack.entering(candidate)
        return stack


def _read_rules(path: Path) -> List[IgnoreRule]:
    try:
        return parse_gitignore(path.read_text(encoding="utf-8", errors="replace"))
    except OSError:
        return []
