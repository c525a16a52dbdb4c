"""Which of some names a file's bytes spell as whole words: the screen that spares parsing a module for its imports.

A module can import `models/melgan.py` only by spelling `melgan` in an import statement, as one identifier: never
as part of a longer one (`melgan_config`, `build_melgan`). So a file is parsed for its imports only if it spells one
of the names asked about on its own, between characters no ASCII identifier continues with. The test is on bytes:
a name next to a non-ASCII byte counts as spelt (it may be the end of a longer identifier: parsing decides), so
nothing a parser would read as the name is missed. All the names of one question are looked for in one read of the
file, so a search over several modules reads each file once; each name is found with `bytes.find` and its neighbours
checked, which is far faster than a regular expression tried at every position of the file.
"""

from __future__ import annotations

from typing import Collection, FrozenSet

WORD = frozenset(b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_")  # continue an ASCII identifier


class Words:
    """Some names, to find spelt as whole words in a file's bytes."""

    def __init__(self, names: Collection[str]) -> None:
        self.all = frozenset(names)
        self.names = sorted({name.encode("utf-8", "surrogatepass") for name in self.all})

    def spelled(self, data: bytes) -> FrozenSet[str]:
        """The names that `data` spells as whole words: somewhere not next to a byte that continues an ASCII
        identifier. Most files spell none even as part of a word, and are answered by one `find` per name."""
        found = []
        size = len(data)
        for name in self.names:
            start = data.find(name)
            while start != -1:
                end = start + len(name)
                if (start == 0 or data[start - 1] not in WORD) and (end == size or data[end] not in WORD):
                    found.append(name.decode("utf-8", "surrogatepass"))
                    break
                start = data.find(name, start + 1)
        return frozenset(found)
