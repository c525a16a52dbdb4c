"""Fixing one file: passes until nothing applies, valid and encodable output or no change at all."""

from __future__ import annotations

import libcst as cst
import pytest

from tflint_mem.engine.lint import default_rules, lint_bytes
from tflint_mem.fixing.fixer import MAX_PASSES, FixMode, fix_result
from tflint_mem.rules import fixing
from tflint_mem.rules.fixing import Replace, keyword_arg

PIPELINE = "import tensorflow as tf\n\nds = tf.data.Dataset.range(9).map(lambda x: x, num_parallel_calls=128)\n"


def fix_bytes(data: bytes, unsafe: bool = True, select=None):
    rules = default_rules(select)
    return fix_result(lint_bytes(data, "m.py", rules), rules, FixMode(unsafe=unsafe))


def written(data: bytes, unsafe: bool = True, select=None) -> bytes:
    result = fix_bytes(data, unsafe, select)
    assert not result.internal_errors, result.internal_errors
    new = result.fixed_source
    return new.encode(new.text) if new is not None else data


def test_crlf_preserved_after_fix():
    data = PIPELINE.replace("\n", "\r\n").encode()
    assert written(data) == data.replace(b"=128", b"=64")


def test_bom_preserved_after_fix():
    data = b"\xef\xbb\xbf" + PIPELINE.encode()
    assert written(data) == data.replace(b"=128", b"=64")


def test_latin1_cookie_file_is_written_back_in_latin1():
    source = "# -*- coding: latin-1 -*-\n" + PIPELINE + "label = 'café'\n"
    data = source.encode("latin-1")
    assert written(data) == source.replace("=128", "=64").encode("latin-1")


def test_missing_final_newline_stays_missing():
    data = PIPELINE.rstrip("\n").encode()
    assert written(data) == data.replace(b"=128", b"=64")


def test_tab_indented_chain_is_moved_with_its_tabs():
    source = (
        "import tensorflow as tf\n"
        "\n"
        "def load(x):\n"
        "\treturn tf.py_function(len, [x], tf.int64)\n"
        "\n"
        "def build():\n"
        "\tif True:\n"
        "\t\treturn (tf.data.Dataset.range(3)\n"
        "\t\t\t.map(load)\n"
        "\t\t\t.cache())\n"
    )
    expected = source.replace("\t\t\t.map(load)\n\t\t\t.cache())", "\t\t\t.cache()\n\t\t\t.map(load))")
    assert written(source.encode()) == expected.encode()


def test_safe_mode_leaves_unsafe_fixes_alone():
    source = b"import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n"
    result = fix_bytes(source, unsafe=False)
    assert result.fixed_source is None and result.fixed == []
    assert [f.code for f in result.findings] == ["TFM001"]


def test_fixes_of_different_rules_on_one_chain_all_apply_over_passes():
    source = (
        "import tensorflow as tf\n"
        "\n"
        "def load(x):\n"
        "    return tf.py_function(len, [x], tf.int64)\n"
        "\n"
        "ds = tf.data.Dataset.range(3).map(load, num_parallel_calls=64).cache()\n"
    )
    result = fix_bytes(source.encode())
    assert sorted(f.code for f in result.fixed) == ["TFM004", "TFM005"]
    assert result.fixed_source is not None
    assert result.fixed_source.text.endswith("ds = tf.data.Dataset.range(3).cache().map(load, num_parallel_calls=8)\n")
    assert result.findings == []


def test_second_run_changes_nothing():
    source = (
        "import tensorflow as tf\n"
        "\n"
        "@tf.function(jit_compile=True)\n"
        "def f(x):\n"
        "    return x\n"
        "\n" + PIPELINE.split("\n", 2)[2]
    ).encode()
    once = written(source)
    assert once != source
    assert written(once) == once


def test_fix_that_does_not_compile_leaves_file_unchanged(monkeypatch: pytest.MonkeyPatch):
    # A broken rule that passes `jit_compile=` a second time: libcst parses that, Python refuses to compile it.
    def repeat_keyword(target):
        return target.with_changes(args=[*target.args, keyword_arg("jit_compile", cst.Name("False"))])

    monkeypatch.setattr(fixing, "reduce_retracing", repeat_keyword)  # fix builders import it when they run
    source = b"import tensorflow as tf\n\n@tf.function(jit_compile=True)\ndef f(x):\n    return x\n"
    result = fix_bytes(source)
    assert result.fixed_source is None and result.fixed == []
    [error] = result.internal_errors
    assert error.startswith("m.py: fixing TFM001 would make invalid code (keyword argument repeated")
    assert error.endswith("file left unchanged")
    assert [f.code for f in result.findings] == ["TFM001"]


def test_fixes_that_never_settle_leave_file_unchanged(monkeypatch: pytest.MonkeyPatch):
    def one_more(node, new):
        return Replace(node, cst.Integer(str(int(node.value) + 1)))

    monkeypatch.setattr(fixing, "Replace", one_more)
    result = fix_bytes(PIPELINE.encode())
    assert result.fixed_source is None
    assert result.internal_errors == [f"m.py: fixes did not settle after {MAX_PASSES} passes; file left unchanged"]


def test_fix_the_encoding_cannot_hold_leaves_file_unchanged(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(fixing, "Replace", lambda node, new: Replace(node, cst.SimpleString("'€'")))
    data = ("# coding: latin-1\n" + PIPELINE).encode("latin-1")
    result = fix_bytes(data)
    assert result.fixed_source is None
    [error] = result.internal_errors
    assert error.startswith("m.py: the fixed code cannot be encoded as iso-8859-1")


def test_unparseable_file_is_not_fixed():
    result = fix_bytes(b"import tensorflow as tf\ndef f(:\n")
    assert result.fixed_source is None and [f.code for f in result.findings] == ["TFM000"]
