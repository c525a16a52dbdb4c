"""Enough of git's ignore rules to skip what a repository ignores: patterns, `!`, `dir/`, anchors and `**`."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Dict, List, Optional, Pattern, Tuple, Union

GLOB = frozenset("*?[\\")  # what makes a pattern more than a name


@dataclass(frozen=True)
class IgnoreRule:
    """One pattern. The commonest kinds are matched as text (a name, `*.ext`); a regex is compiled only for the rest,
    when first used: most of a repository's `.gitignore` (the Python template's hundred lines) is names and
    extensions, and compiling them all made up a tenth of a re-scan with nothing to lint."""

    source: str  # the regular expression it stands for
    negated: bool
    directory_only: bool
    name: Optional[str] = None  # a pattern without a glob: matched by its whole text
    anchored: bool = False  # it holds a `/`: matched from the `.gitignore`'s folder only
    extension: Optional[str] = None  # `*.pyc`, unanchored: the ending of the last part

    @cached_property
    def regex(self) -> Pattern[str]:
        return re.compile(self.source)

    def matches(self, relative: str) -> bool:
        """Whether the `/`-separated path, relative to the `.gitignore`'s folder, matches."""
        if self.name is not None:
            return relative == self.name or (not self.anchored and relative.endswith("/" + self.name))
        if self.extension is not None:
            return relative.rpartition("/")[2].endswith(self.extension)
        return self.regex.match(relative) is not None


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
        pattern = line.lstrip("/")
        body = _translate(pattern)
        source = "^" + (body if anchored else f"(?:.*/)?{body}") + "$"
        literal = not GLOB.intersection(pattern)
        extension = pattern[1:] if pattern[:1] == "*" and not anchored and not GLOB.intersection(pattern[1:]) else None
        rule = IgnoreRule(source, negated, directory_only, pattern if literal else None, anchored, extension)
        if "[" in pattern:
            try:
                rule.regex  # noqa: B018  (a bad character class is dropped here, not when a path is tested)
            except re.error:
                continue
        rules.append(rule)
    return rules


class IgnoreLayer:
    """One `.gitignore`'s rules, indexed so that a path is tested against the few that may match it: names and
    extensions are looked up by the path's last part, and only the other patterns are matched one by one. The last
    rule that matches decides, as in git."""

    def __init__(self, rules: Tuple[IgnoreRule, ...]) -> None:
        self.rules = rules
        self.by_name: Dict[str, List[int]] = {}  # unanchored names: the last part of the path
        self.by_path: Dict[str, List[int]] = {}  # anchored names: the whole relative path
        self.extensions: List[Tuple[str, int]] = []
        self.patterns: List[int] = []
        for position, rule in enumerate(rules):
            if rule.name is not None:
                (self.by_path if rule.anchored else self.by_name).setdefault(rule.name, []).append(position)
            elif rule.extension is not None:
                self.extensions.append((rule.extension, position))
            else:
                self.patterns.append(position)

    def verdict(self, relative: str, is_dir: bool) -> Optional[bool]:
        """Whether the last rule matching the `/`-separated relative path ignores it; None if no rule matches."""
        last = relative.rpartition("/")[2]
        candidates = [*self.by_name.get(last, ()), *self.by_path.get(relative, ())]
        candidates.extend(position for extension, position in self.extensions if last.endswith(extension))
        candidates.extend(self.patterns)
        decided = -1
        for position in candidates:
            rule = self.rules[position]
            if position > decided and not (rule.directory_only and not is_dir) and rule.matches(relative):
                decided = position
        return None if decided < 0 else not self.rules[decided].negated


class IgnoreStack:
    """The .gitignore files that apply to one folder: (folder, rules) pairs from the repository root down."""

    def __init__(self, layers: Tuple[Tuple[str, IgnoreLayer], ...] = ()) -> None:
        self.layers = layers  # (the folder's path with a trailing separator, its rules)

    def entering(self, folder: Path) -> IgnoreStack:
        rules = _read_rules(folder / ".gitignore")
        layer = (os.path.join(os.fspath(folder), ""), IgnoreLayer(tuple(rules)))
        return IgnoreStack((*self.layers, layer)) if rules else self

    def ignores(self, path: Union[Path, str], is_dir: bool) -> bool:
        verdict: Optional[bool] = None
        location = os.fspath(path)
        for prefix, layer in self.layers:
            if not location.startswith(prefix):
                continue
            relative = location[len(prefix) :].replace(os.sep, "/")
            decided = layer.verdict(relative, is_dir)
            if decided is not None:
                verdict = decided
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
