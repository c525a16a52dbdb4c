"""Which of some names a file's bytes spell as whole words: the screen that spares parsing a module for its imports.

A module can import `models/melgan.py` only by spelling `melgan` in an import statement, as one identifier: never
as part of a longer one (`melgan_config`, `build_melgan`). So a file is parsed for its imports only if it spells one
of the names asked about on its own, between characters no ASCII identifier continues with. The test is on bytes:
a name next to a non-ASCII byte counts as spelt (it may be the end of a longer identifier: parsing decides), so
nothing a parser would read as the name is missed. All the names of one question are looked for in one read of the
file, so a search over several modules reads each file once; each name is found with `bytes.find` and its neighbours
checked, which is far faster than a regular expression tried at every position of the file.

A file asked about again and again (every importer of a module, for each module whose callers are sought) is read
once into its `Tokens`: its maximal runs of ASCII identifier bytes (a name of ASCII identifier characters is spelt as
a whole word exactly when it is one of those runs), kept as a Bloom filter of about two bytes per distinct word. A
question is then a few bit tests per name, with no search of the bytes. A name the filter may hold by chance counts as
spelt: every use of these answers is a screen, for which a name spelt in a comment counts too.
"""

from __future__ import annotations

import re
import zlib
from typing import Collection, FrozenSet, List, NamedTuple, Tuple

WORD = frozenset(b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_")  # continue an ASCII identifier
RUN = re.compile(rb"[0-9A-Za-z_]+")  # a maximal run of bytes in `WORD`


class Tokens(NamedTuple):
    """What a file spells, kept to answer many questions: a Bloom filter of its runs of identifier bytes (two bits
    each, in `BITS_PER_RUN` bits per distinct run), and its bytes only if they are not ASCII (a name of other characters
    can be spelt only there; `Words.spelled_in` searches them)."""

    bits: bytes
    data: bytes

    def may_hold(self, run_hash: int) -> bool:
        first, second = _bits(run_hash, len(self.bits) * 8)
        return bool(self.bits[first >> 3] >> (first & 7) & 1) and bool(self.bits[second >> 3] >> (second & 7) & 1)


BITS_PER_RUN = 16  # two hashes: about one name in 70 not in the file is taken as spelt


def tokens(data: bytes) -> Tokens:
    """The `Tokens` of a file's bytes."""
    runs = set(RUN.findall(data))
    size = 64
    while size < len(runs) * BITS_PER_RUN:
        size *= 2
    bits = bytearray(size // 8)
    for run in runs:
        for bit in _bits(_run_hash(run), size):
            bits[bit >> 3] |= 1 << (bit & 7)
    return Tokens(bytes(bits), b"" if data.isascii() else data)


def _bits(run_hash: int, size: int) -> Tuple[int, int]:
    """The two bits of a filter of `size` bits (a power of two) that stand for a run."""
    return run_hash & (size - 1), (run_hash >> 32) & (size - 1)


def _run_hash(run: bytes) -> int:
    """Two 32-bit hashes of a run in one number; the same in every process (`hash` is not), so which importers a
    screen keeps does not change from one run to the next."""
    return zlib.crc32(run) | zlib.crc32(run[::-1]) << 32


class Words:
    """Some names, to find spelt as whole words in a file's bytes."""

    def __init__(self, names: Collection[str]) -> None:
        self.all = frozenset(names)
        self.names = sorted({name.encode("utf-8", "surrogatepass") for name in self.all})
        plain = {name for name in self.names if RUN.fullmatch(name)}
        self._hashes = [(_run_hash(name), name.decode("utf-8", "surrogatepass")) for name in sorted(plain)]
        self._other = [name for name in self.names if name not in plain]  # not all identifier bytes

    def spelled_in(self, found: Tokens) -> FrozenSet[str]:
        """`spelled` of the bytes `found` was made from, and perhaps a few more (see the module docstring): tested in
        its filter (searched, for a name that is not all ASCII identifier characters, in a file that is not ASCII)."""
        spelt = [name for run_hash, name in self._hashes if found.may_hold(run_hash)]
        if self._other and found.data:
            spelt.extend(_spelled(found.data, self._other))
        return frozenset(spelt)

    def spelled(self, data: bytes) -> FrozenSet[str]:
        """The names that `data` spells as whole words: somewhere not next to a byte that continues an ASCII
        identifier. Most files spell none even as part of a word, and are answered by one `find` per name."""
        return frozenset(_spelled(data, self.names))


def _spelled(data: bytes, names: List[bytes]) -> List[str]:
    found = []
    size = len(data)
    for name in names:
        start = data.find(name)
        while start != -1:
            end = start + len(name)
            if (start == 0 or data[start - 1] not in WORD) and (end == size or data[end] not in WORD):
                found.append(name.decode("utf-8", "surrogatepass"))
                break
            start = data.find(name, start + 1)
    return found
