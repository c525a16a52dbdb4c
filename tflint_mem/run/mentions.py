"""Which of some names a file's bytes spell as whole words: the screen that spares parsing a module for its imports.

A module can import `models/melgan.py` only by spelling `melgan` in an import statement, as one identifier: never
as part of a longer one (`melgan_config`, `build_melgan`). So a file is parsed for its imports only if it spells one
of the names asked about on its own, between characters no ASCII identifier continues with. The test is on bytes:
a name next to a non-ASCII byte counts as spelt (it may be the end of a longer identifier: parsing decides), so
nothing a parser would read as the name is missed. All the names of one question are matched in one pass over the
file, so a search over several modules reads each file once.
"""

from __future__ import annotations

import re
from typing import Collection, FrozenSet, Pattern

WORD = b"0-9A-Za-z_"  # bytes that continue an ASCII identifier


class Words:
    """Some names, to find spelt as whole words in a file's bytes."""

    def __init__(self, names: Collection[str]) -> None:
        # Longest first, so that no name hides another in the one pattern.
        self.names = sorted({name.encode("utf-8", "surrogatepass") for name in names}, key=lambda n: (-len(n), n))
        alternatives = b"|".join(re.escape(name) for name in self.names)
        self.pattern: Pattern[bytes] = re.compile(b"(?<![" + WORD + b"])(?:" + alternatives + b")(?![" + WORD + b"])")

    def spelled(self, data: bytes) -> FrozenSet[str]:
        """The names that `data` spells as whole words. Most files spell none even as part of a word: a substring
        test (far faster than the pattern) answers for them."""
        if not any(name in data for name in self.names):
            return frozenset()
        return frozenset(found.decode("utf-8", "surrogatepass") for found in self.pattern.findall(data))
