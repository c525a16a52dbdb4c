"""The trees of the modules parsed last, kept within a budget: questions about one module often come together.

A module's tree may be asked for by more than one question in a row (the names other modules may call it by, then
its table or summary), and an editor asks again about the modules the open file imports. Trees are large (about 30
bytes of objects per character of source) and a cold scan reuses few of them (its imports are read without a tree),
so only the most recently used are kept, up to `BUDGET` characters of source, and a tree is handed out only for the
very text it was parsed from."""

from __future__ import annotations

import ast
from collections import OrderedDict
from typing import Optional, Tuple

BUDGET = 64 * 1024  # characters of source (some 2 MB of trees)


class RecentTrees:
    def __init__(self, budget: int = BUDGET) -> None:
        self.budget = budget
        self._kept: OrderedDict[str, Tuple[str, Optional[ast.Module]]] = OrderedDict()
        self._size = 0

    def get(self, path: str, text: str) -> Tuple[bool, Optional[ast.Module]]:
        """(whether the tree of `path` parsed from `text` is kept, that tree: None for a module that did not parse)."""
        kept = self._kept.get(path)
        if kept is None or kept[0] != text:
            return False, None
        self._kept.move_to_end(path)
        return True, kept[1]

    def put(self, path: str, text: str, tree: Optional[ast.Module]) -> None:
        old = self._kept.pop(path, None)
        if old is not None:
            self._size -= len(old[0])
        if len(text) > self.budget:
            return
        self._kept[path] = (text, tree)
        self._size += len(text)
        while self._size > self.budget:
            _, (dropped, _) = self._kept.popitem(last=False)
            self._size -= len(dropped)
