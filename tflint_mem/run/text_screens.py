"""What a module's text may hold, read without parsing it: the screens that spare reading other modules' summaries.

Each test is a superset of what the facts find in the tree: it looks at the tokens around a name in the bytes, lets
blanks, line breaks and backslashes stand between tokens as Python does, and answers "maybe" wherever a comment may
stand between them too (a line reached across a line break holds a `#`). Strings are not told from code: a name in a
string only makes the answer "maybe" more often. The bytes are as the parser reads names (NFKC-normalised, for a file
that is not ASCII: `tflint_mem.run.callers`).
"""

from __future__ import annotations

import re
from typing import Iterator, Optional

from tflint_mem.run.mentions import WORD

GAP = frozenset(b" \t\f\r\n\\")  # what may stand between two tokens, comments aside
DOT, NEWLINE, STAR = ord("."), ord("\n"), ord("*")
LISTED = frozenset(b",(")  # what comes before a name in a list of imported names: `from tf import (data, function)`
RUNS_GRAPH_TEXT = re.compile(r"\.(?:run|eval|partial_run)\s*\(|\bfunction\s*\(")  # `sess.run(`, `K.function(`


def may_run_graphs(text: str) -> bool:
    """Whether a module may be TF1 graph-mode code (`ModuleFacts.graph_mode`) that runs its graph: its text spells the
    name of a graph-mode API (a session, a placeholder, a variable scope, `K.gradients`...) and a call that runs a
    graph (`.run(`, `.eval(`, `.partial_run(`, Keras 2's `function(`)."""
    from tflint_mem.analysis.facts import GRAPH_MODE_TEXT

    return GRAPH_MODE_TEXT.search(text) is not None and RUNS_GRAPH_TEXT.search(text) is not None


def may_trace(data: bytes) -> bool:
    """Whether a module may hold code TensorFlow or Keras traces (`TfFunctions._local_tracers`): a tf.function it
    makes (`tf.function`, or `function` imported from TensorFlow), a Keras layer's or model's traced method it
    defines (`def call(`, `def train_step(` ...), a function it gives to `.compile(loss=..., metrics=...)`, a
    function it hands to a dataset's tracing method (`.map(`, `.filter(` ...) or to another `tf.data` API. A module
    that holds none calls nothing from traced code."""
    from tflint_mem.analysis.datasets import DATA_TRACING_METHODS
    from tflint_mem.analysis.lookalikes import TF_FUNCTION_NAMES
    from tflint_mem.analysis.tf_functions import KERAS_TRACED_METHODS

    star = _star_import(data)  # `from tensorflow import *`: `function` or `data` may stand alone
    imported = {name.rpartition(".")[2] for name in TF_FUNCTION_NAMES} | {"data"}  # `tensorflow.data.*` APIs
    if any(star or _imported_or_attribute(data, at) for name in imported for at in _words(data, name)):
        return True
    methods = {name for names in KERAS_TRACED_METHODS.values() for name in names}
    if any(_after_word(data, at, b"def") for name in methods for at in _words(data, name)):
        return True
    if any(_after_dot(data, at) for name in DATA_TRACING_METHODS for at in _words(data, name)):
        return True
    compiles = any(_after_dot(data, at) for at in _words(data, "compile"))
    return compiles and any(True for name in ("loss", "metrics") for _ in _words(data, name))


def after_attribute(data: bytes, name: bytes) -> bool:
    """Whether `name` may follow an attribute of something in the text (`x.y.name`, `f().y.name`): a superset of
    where Python reads a call of the method on an attribute of a name (`self._model.name(...)`)."""
    return any(_dotted_before(data, at) for at in _words(data, name.decode("utf-8", "surrogatepass")))


def init_on_object(data: bytes) -> bool:
    """Whether the text may call `__init__` on something other than `super(...)`: an attribute `__init__` after
    anything but `super()` or `super(...)` (a superset of what `callers._calls_init` finds in the tree)."""
    for at in _words(data, "__init__"):
        before = _before_gap(data, at - 1)
        if before is None or (before >= 0 and data[before] == DOT and not _after_super(data, before - 1)):
            return True
    return False


def _words(data: bytes, name: str) -> Iterator[int]:
    """Where `name` stands in `data` as a whole word."""
    word = name.encode("utf-8", "surrogatepass")
    start = data.find(word)
    while start != -1:
        end = start + len(word)
        if (start == 0 or data[start - 1] not in WORD) and (end == len(data) or data[end] not in WORD):
            yield start
        start = data.find(word, start + 1)


def _after_dot(data: bytes, index: int) -> bool:
    """A dot right before `index` (blanks aside), or a comment may hide what is there."""
    at = _before_gap(data, index - 1)
    return at is None or (at >= 0 and data[at] == DOT)


def _after_word(data: bytes, index: int, word: bytes) -> bool:
    """`word` right before `index` (blanks aside), or a comment may hide what is there."""
    at = _before_gap(data, index - 1)
    if at is None:
        return True
    start = at - len(word) + 1
    return start >= 0 and data[start : at + 1] == word and (start == 0 or data[start - 1] not in WORD)


def _imported_or_attribute(data: bytes, index: int) -> bool:
    """The name at `index` is an attribute (`tf.function`), or imported by name (`from tensorflow import function`,
    or in a list of names, after `,` or `(`), or a comment may hide what comes before it."""
    at = _before_gap(data, index - 1)
    if at is None:
        return True
    return at >= 0 and (data[at] == DOT or data[at] in LISTED or _after_word(data, at + 1, b"import"))


def _star_import(data: bytes) -> bool:
    """`import *` somewhere (blanks and backslashes between)."""
    for at in _words(data, "import"):
        after = at + len("import")
        while after < len(data) and data[after] in GAP:
            after += 1
        if after < len(data) and data[after] == STAR:
            return True
    return False


def _dotted_before(data: bytes, index: int) -> bool:
    """`.y.` (a dot, a name, a dot, gaps between) right before `index`, or a comment may hide what is there."""
    at = _before_gap(data, index - 1)
    if at is None:
        return True
    if at < 0 or data[at] != DOT:
        return False
    at = _before_gap(data, at - 1)
    if at is None:
        return True
    name_end = at
    while at >= 0 and (data[at] in WORD or data[at] >= 0x80):
        at -= 1
    if at == name_end:
        return False
    at = _before_gap(data, at)
    return at is None or (at >= 0 and data[at] == DOT)


def _before_gap(data: bytes, at: int) -> Optional[int]:
    """The position of the last byte at or before `at` that is not a blank, a line break or a backslash (-1 if
    none); None if a line break lies between and the line reached holds a `#`: a comment may stand in the gap."""
    crossed = False
    while at >= 0 and data[at] in GAP:
        crossed = crossed or data[at] == NEWLINE
        at -= 1
    if crossed and at >= 0 and b"#" in data[data.rfind(b"\n", 0, at) + 1 : at + 1]:
        return None
    return at


def _after_super(data: bytes, end: int) -> bool:
    """`super(...)` ends at `end` (blanks aside): a closing parenthesis, its opening one, and the name `super` (not
    an attribute: `x.super()` is another call) before it."""
    at = _before_gap(data, end)
    if at is None or at < 0 or data[at] != ord(")"):
        return False
    depth = 0
    while at >= 0:
        if data[at] == ord(")"):
            depth += 1
        elif data[at] == ord("("):
            depth -= 1
            if depth == 0:
                break
        at -= 1
    name_end = _before_gap(data, at - 1)
    if name_end is None or name_end < 4 or data[name_end - 4 : name_end + 1] != b"super":
        return False
    if name_end > 4 and data[name_end - 5] in WORD:
        return False
    before = _before_gap(data, name_end - 5)
    return before is not None and (before < 0 or data[before] != DOT)
