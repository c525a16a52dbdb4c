"""The cheap screen: what `FileFacts` finds, and that a file no rule is a candidate for never reaches libcst."""

from __future__ import annotations

import textwrap
from typing import List

import libcst as cst
import pytest

from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.core.catalog import Example, RuleMeta, load_catalog, rule_class
from tflint_mem.core.options import RuleOptions
from tflint_mem.engine.lint import default_rules, lint_source


def facts(code: str) -> FileFacts:
    found = FileFacts(textwrap.dedent(code))
    assert found.tree is not None
    return found


@pytest.fixture
def libcst_parses(monkeypatch: pytest.MonkeyPatch) -> List[str]:
    parsed: List[str] = []
    real = cst.parse_module
    monkeypatch.setattr(cst, "parse_module", lambda text: parsed.append(text) or real(text))
    return parsed


def test_names_resolve_through_aliases_and_from_imports():
    found = facts(
        """
        import tensorflow as t
        from tensorflow import function as fn
        from tensorflow.compat import v1
        t.data.Dataset.range(3)
        fn(f)
        v1.py_func(g)
        """
    )
    for name in ("tensorflow.data.Dataset.range", "tensorflow.function", "tensorflow.py_func"):
        assert found.references(name), name
    assert found.references("tensorflow.data.")
    assert not found.references("tensorflow.Variable")


def test_implicit_tf_counts_even_when_also_bound_to_something_else():
    # The rules may still see the implicit meaning (`tf` rebound only in some branch): never less than them.
    found = facts("tf = load()\ntf.function(f)\n")
    assert found.references("tensorflow.function")


def test_every_import_of_a_name_counts():
    found = facts("try:\n    import tensorflow as T\nexcept ImportError:\n    import numpy as T\nT.function(f)\n")
    assert found.references("tensorflow.function") and found.references("numpy.function")


def test_relative_imports_keep_their_dots():
    assert facts("from . import layers\nlayers.Dense(1)\n").references(".layers.Dense")


def test_calls_in_loops_stop_at_nested_scopes_but_not_at_comprehensions():
    found = facts(
        """
        import tensorflow as tf
        for i in range(3):
            tf.Variable(i)
            def later():
                tf.zeros(3)
        [tf.ones(i) for i in range(3)]
        tf.constant(1)
        """
    )
    assert found.calls_in_loop("tensorflow.Variable") and found.calls_in_loop("tensorflow.ones")
    assert not found.calls_in_loop("tensorflow.zeros") and not found.calls_in_loop("tensorflow.constant")


def test_keyword_integers_reads_literals_only():
    found = facts(
        "ds.map(f, num_parallel_calls=64)\nds.map(f, num_parallel_calls=-1)\nds.map(f, num_parallel_calls=n)\n"
    )
    assert sorted(found.keyword_integers("num_parallel_calls"), key=str) == [-1, 64, None]
    assert "num_parallel_calls" in found.keywords and found.keyword_integers("other") == []


def test_attributes_and_tensorflow_use():
    found = facts("ds = ds.cache()\n")
    assert "cache" in found.attributes and not found.uses_tensorflow
    assert facts("import keras\n").uses_tensorflow and facts("x = tf.constant(1)\n").uses_tensorflow


def test_python_rejection_is_kept_with_its_kind():
    broken = FileFacts("def f(:\n")
    assert broken.tree is None and isinstance(broken.error, SyntaxError)
    deep = FileFacts("x = " + "-" * 10_000 + "1\n")
    assert deep.tree is None and isinstance(deep.error, (RecursionError, MemoryError))


def test_file_with_a_trigger_but_no_candidate_is_not_parsed_by_libcst(libcst_parses: List[str]):
    # "function" and "cache" appear, but nothing resolves to tf.function and nothing calls tf.py_function.
    # (Rules that declare no screen of their own, TFM006-TFM015 so far, always parse: select two that do.)
    source = "from functools import cache\n\n@cache\ndef function(x):\n    return x\n"
    result = lint_source(source, "m.py", default_rules(["TFM001", "TFM005"]))
    assert result.findings == [] and libcst_parses == []


def test_candidate_file_is_parsed_once(libcst_parses: List[str]):
    result = lint_source("import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n", "m.py", default_rules())
    assert [f.code for f in result.findings] == ["TFM001"] and len(libcst_parses) == 1


def test_screen_can_be_turned_off(libcst_parses: List[str]):
    source = "from functools import cache\n\n@cache\ndef function(x):\n    return x\n"
    lint_source(source, "m.py", default_rules(), screen=False)
    assert len(libcst_parses) == 1


def test_screen_that_raises_is_an_internal_error_and_the_rule_still_runs(monkeypatch: pytest.MonkeyPatch):
    meta = load_catalog()["TFM001"]
    cls = rule_class(meta)

    def broken(facts: FileFacts, options: RuleOptions) -> bool:
        raise KeyError("boom")

    monkeypatch.setattr(cls, "is_candidate", staticmethod(broken))
    result = lint_source("import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n", "m.py", default_rules())
    assert [f.code for f in result.findings] == ["TFM001"]
    assert result.internal_errors == ["internal error in TFM001 screen on m.py: KeyError: 'boom'"]


def test_python_valid_file_libcst_cannot_parse_says_so():
    # libcst's parser gives up on more than 3,000 implicitly concatenated strings; Python does not.
    source = "import tensorflow as tf\nX = (\n" + '    b"x"\n' * 3_001 + ")\n\n@tf.function\ndef f(x):\n    return x\n"
    [finding] = lint_source(source, "generated.py", default_rules()).findings
    assert finding.code == "TFM000"
    assert finding.message.startswith("libcst cannot parse this file, although Python can:")


EXAMPLES = [
    pytest.param(meta, example, id=f"{code}-bad-{index}")
    for code, meta in load_catalog().items()
    if meta.has_visitor
    for index, example in enumerate(meta.bad)
]


@pytest.mark.parametrize(("meta", "example"), EXAMPLES)
def test_every_bad_example_passes_its_rules_screen(meta: RuleMeta, example: Example):
    """A rule's own documented cases must never be screened out (new rules get this check for free)."""
    [rule] = default_rules([meta.code], {meta.code: dict(example.options)} if example.options else None)
    assert rule.visitor is not None
    assert rule.triggered_by(example.code), "a trigger must match the rule's own bad example"
    assert rule.visitor.is_candidate(FileFacts(example.code), rule.options)


@pytest.mark.parametrize("meta", [m for m in load_catalog().values() if m.has_visitor], ids=lambda m: m.code)
def test_every_rule_screens_out_a_file_without_tensorflow(meta: RuleMeta):
    """Every rule resolves TensorFlow/Keras names: a file that never mentions them is not parsed for it,
    even when it contains every trigger of the rule."""
    [rule] = default_rules([meta.code])
    assert rule.visitor is not None
    source = "".join(f"# {trigger}\n" for trigger in meta.triggers) + "import numpy as np\nx = np.zeros(3)\n"
    assert not rule.visitor.is_candidate(FileFacts(source), rule.options)
