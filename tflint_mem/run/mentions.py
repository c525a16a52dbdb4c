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


def word_pattern(names: Collection[str]) -> Pattern[bytes]:
    """A pattern that finds any of `names` spelt as a whole word (longest names first, so none hides another)."""
    spelled = sorted({name.encode("utf-8", "surrogatepass") for name in names}, key=lambda n: (-len(n), n))
    alternatives = b"|".join(re.escape(name) for name in spelled)
    return re.compile(b"(?<![" + WORD + b"])(?:" + alternatives + b")(?![" + WORD + b"])")


def spelled(data: bytes, pattern: Pattern[bytes]) -> FrozenSet[str]:
    """The names of `pattern` (`word_pattern`) that `data` spells as whole words."""
    return frozenset(found.decode("utf-8", "surrogatepass") for found in pattern.findall(data))
