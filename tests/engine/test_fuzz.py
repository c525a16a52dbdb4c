"""Generated programs (hypothesmith), some seeded with TensorFlow patterns: the linter never fails internally,
its shortcuts (the screens, the libcst view that fixes are built on) never change an answer."""

from __future__ import annotations

import ast
import random
import textwrap

import hypothesmith
import libcst as cst
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tflint_mem.core.catalog import load_catalog
from tflint_mem.engine.lint import default_rules, lint_source
from tflint_mem.source.cst_view import CstView

# hypothesmith compiles what it generates, and Python warns about some of it (`1()`): not this project's warnings.
pytestmark = pytest.mark.filterwarnings("ignore::SyntaxWarning")
FUZZ = settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
ALL_RULES = default_rules(list(load_catalog()))

# Fragments that make rules fire (or nearly), to be mixed with generated code.
TF_FRAGMENTS = [
    "@tf.function\ndef step(x):\n    return x\n",
    "step = tf.function(lambda x: x)\n",
    "for i in range(3):\n    v = tf.Variable(0.0, name=f'v{i}')\n",
    "ds = tf.data.Dataset.range(8)\n@tf.function\ndef loop():\n    for x in ds:\n        pass\n",
    "def parse(x):\n    return tf.py_function(len, [x], tf.int64)\nds = ds.map(parse, num_parallel_calls=99).cache()\n",
    "ds = ds.map(lambda x: x, num_parallel_calls=128)\n",
]
seeded_programs = st.tuples(
    hypothesmith.from_grammar(), st.lists(st.sampled_from(TF_FRAGMENTS), min_size=1, max_size=3), st.booleans()
).map(
    lambda parts: (
        "import tensorflow as tf\n"
        + "".join(parts[1])
        + (textwrap.indent(parts[0], "    ").join(["def generated():\n", "\n    pass\n"]) if parts[2] else parts[0])
    )
)


@FUZZ
@given(hypothesmith.from_grammar())
def test_generated_programs_never_cause_internal_errors_and_screen_changes_nothing(source: str) -> None:
    check_screened_and_unscreened(source)


@FUZZ
@given(seeded_programs)
def test_programs_seeded_with_tensorflow_patterns_same_checks(source: str) -> None:
    check_screened_and_unscreened(source)


def check_screened_and_unscreened(source: str) -> None:
    screened = lint_source(source, "fuzz.py", ALL_RULES)
    unscreened = lint_source(source, "fuzz.py", ALL_RULES, screen=False)
    assert screened.internal_errors == [] and unscreened.internal_errors == []
    assert screened.findings == unscreened.findings


@FUZZ
@given(st.one_of(hypothesmith.from_node(), seeded_programs))
def test_libcst_view_finds_the_node_python_reports(source: str) -> None:
    """Rules report nodes of Python's tree; fixes are built on libcst's: the view must find the very same code."""
    try:
        tree = ast.parse(source)
        view = CstView(source)
    except (SyntaxError, ValueError, cst.ParserSyntaxError, RecursionError):
        return
    wanted = [n for n in ast.walk(tree) if isinstance(n, (ast.Call, ast.Attribute, ast.Name, ast.Subscript))]
    for node in random.Random(source).sample(wanted, min(6, len(wanted))):
        found = view.node(node)
        assert found is not None, ast.dump(node)
        code = view.module.code_for_node(found)
        assert code.strip().strip("()").strip() == ast.get_source_segment(source, node).strip().strip("()").strip()
