"""The cheap screen: what `FileFacts` finds, and that a file no rule is a candidate for never reaches libcst."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import List

import libcst as cst
import pytest

from tflint_mem.analysis.facts import ModuleFacts
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.core.catalog import Example, RuleMeta, load_catalog
from tflint_mem.core.options import RuleOptions
from tflint_mem.engine import lint as lint_module
from tflint_mem.engine.lint import default_rules, lint_source
from tflint_mem.engine.registry import rule_class


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


def test_file_with_a_trigger_but_no_candidate_builds_no_facts(monkeypatch: pytest.MonkeyPatch):
    # "function" and "cache" appear, but nothing resolves to tf.function and nothing calls tf.py_function.
    built: List[str] = []
    monkeypatch.setattr(lint_module, "ModuleFacts", lambda *args: built.append("facts") or ModuleFacts(*args))
    source = "import tensorflow as tf\nfrom functools import cache\n\n@cache\ndef function(x):\n    return x\n"
    result = lint_source(source, "m.py", default_rules(["TFM001", "TFM005"]))
    assert result.findings == [] and built == []
    lint_source(source, "m.py", default_rules(["TFM001", "TFM005"]), screen=False)
    assert built == ["facts"]  # with the screen off, the rules run (and find nothing either)


def test_libcst_parses_only_a_file_with_a_fix_to_resolve(libcst_parses: List[str]):
    lint_source("import tensorflow as tf\nx = tf.constant(1)\n", "m.py", default_rules())
    assert libcst_parses == []
    result = lint_source("import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n", "m.py", default_rules())
    assert [f.code for f in result.findings] == ["TFM001"] and len(libcst_parses) == 1


def test_screen_that_raises_is_an_internal_error_and_the_rule_still_runs(monkeypatch: pytest.MonkeyPatch):
    meta = load_catalog()["TFM001"]
    cls = rule_class(meta)

    def broken(facts: FileFacts, options: RuleOptions) -> bool:
        raise KeyError("boom")

    monkeypatch.setattr(cls, "is_candidate", staticmethod(broken))
    result = lint_source("import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n", "m.py", default_rules())
    assert [f.code for f in result.findings] == ["TFM001"]
    assert result.internal_errors == ["internal error in TFM001 screen on m.py: KeyError: 'boom'"]


def test_python_valid_file_libcst_cannot_parse_is_still_checked_without_fixes():
    # libcst's parser gives up on more than 3,000 implicitly concatenated strings; Python does not. The rules read
    # Python's tree, so the finding is there; its fix, built on libcst's tree, is not.
    source = "import tensorflow as tf\nX = (\n" + '    b"x"\n' * 3_001 + ")\n\n@tf.function\ndef f(x):\n    return x\n"
    result = lint_source(source, "generated.py", default_rules())
    [finding] = result.findings
    assert (finding.code, finding.fix) == ("TFM001", None) and result.internal_errors == []


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
    assert rule.implementation is not None
    assert rule.triggered_by(example.code), "a trigger must match the rule's own bad example"
    assert rule.implementation.is_candidate(FileFacts(example.code), rule.options)


RULES = [m for m in load_catalog().values() if m.has_visitor]


@pytest.mark.parametrize("meta", RULES, ids=lambda m: m.code)
def test_every_rule_states_its_own_screen(meta: RuleMeta):
    cls = rule_class(meta)
    assert "is_candidate" in vars(cls), f"{meta.code} must override LintRule.is_candidate"


@pytest.mark.parametrize("meta", RULES, ids=lambda m: m.code)
def test_every_rule_screens_out_a_file_without_tensorflow(meta: RuleMeta):
    """A file that never mentions TensorFlow/Keras is out of every rule's scope or screen, even when it contains
    every trigger of the rule."""
    [rule] = default_rules([meta.code])
    assert rule.implementation is not None
    source = "".join(f"# {trigger}\n" for trigger in meta.triggers) + "import numpy as np\nx = np.zeros(3)\n"
    screen = FileFacts(source)
    cls = rule.implementation
    assert not (cls.in_scope(screen, rule.options) and cls.is_candidate(screen, rule.options))


def test_calls_in_bodies_are_those_in_loops_and_functions_not_at_module_level():
    found = facts(
        """
        import tensorflow as tf
        from tensorflow.keras import layers
        tf.Variable(0)
        layers.Dense(8)(x)
        for i in range(3):
            tf.zeros(i)
        def f(x):
            return layers.Conv2D(8, 3)(x), tf.ones(3)
        g = lambda: tf.fill(3, 1)
        """
    )
    assert found.calls_in_body("tensorflow.zeros", "tensorflow.ones", "tensorflow.fill")
    assert not found.calls_in_body("tensorflow.Variable")
    assert found.calls_result_in_body("keras.layers.Conv2D") and not found.calls_result_in_body("keras.layers.Dense")
    assert not found.calls_result_in_body("tensorflow.ones")  # called, but its result is not


@pytest.mark.parametrize(
    ("source", "runs"),
    [
        ("sess = tf.Session()\nsess.run(op)\n", True),
        ("with tf.compat.v1.Session() as s:\n    s.run(op)\n", True),
        ("saver.save(self.sess, path)\n", True),
        ("loss.eval(feed_dict={x: 1})\n", True),
        ("x = tf.compat.v1.placeholder(tf.float32)\nfor b in d:\n    trainer.run(b)\n", True),
        ("strategy.run(step, args=(x,))\nmodel.save(path)\nckpt.restore(path)\n", False),
        ("model.eval()\n", False),
        ("session_count = 1\nx = 2\n", False),  # names a session, runs nothing
    ],
)
def test_may_run_session_needs_a_session_method_and_a_session(source: str, runs: bool):
    assert facts("import tensorflow as tf\n" + source).may_run_session is runs


# Files each rule's screen lets through, and files it keeps out (a rule in scope for both).
SCREENED = {
    "TFM002": (
        [
            "import tensorflow as tf\nfor i in r:\n    v = tf.Variable(i)\n",
            "import tensorflow as tf\n@tf.function\ndef f(x):\n    return tf.Variable(x)\n",
            "import tensorflow as tf\ndef step(x):\n    return tf.keras.layers.Dense(8)(x)\nfor b in d:\n    step(b)\n",
        ],
        [
            "import tensorflow as tf\nv = tf.Variable(0)\nfor i in r:\n    v.assign(i)\n",
            "import tensorflow as tf\nfor i in r:\n    m.add(tf.keras.layers.Dense(8))\n",
        ],
    ),
    "TFM006": (
        ["import tensorflow as tf\nf = tf.function(g)\n"],
        ["import tensorflow as tf\nfor i in r:\n    h()\n"],
    ),
    "TFM007": (
        ["import tensorflow as tf\nf = tf.function(g)\nfor i in r:\n    f(i)\n"],
        ["import tensorflow as tf\nf = tf.function(g)\nf(1)\n"],
    ),
    "TFM008": (["import tensorflow as tf\nm.predict(x)\n"], ["import tensorflow as tf\nm(x)\n"]),
    "TFM009": (
        [
            "import tensorflow as tf\nfor i in r:\n    m = tf.keras.Sequential()\n",
            "import tensorflow as tf\nfor i in r:\n    m = build_net()\n",
            "import tensorflow as tf\ndef on_epoch_end(self, e):\n    m = keras.models.load_model(p)\n",
            "import tensorflow as tf\n@app.route('/')\ndef f():\n    m = tf.keras.models.load_model(p)\n",
        ],
        ["import tensorflow as tf\nm = tf.keras.Sequential()\n", "import tensorflow as tf\nfor i in r:\n    f(i)\n"],
    ),
    "TFM010": (
        ["import tensorflow as tf\nfor i in r:\n    sess.run(tf.assign(v, i))\n"],
        [
            "import tensorflow as tf\nfor i in r:\n    tf.assign(v, i)\n",
            "import tensorflow as tf\nsess.run(x)\n",
            "import tensorflow as tf\nfor i in r:\n    strategy.run(step, args=(tf.constant(i),))\n",
        ],
    ),
    "TFM011": (["import tensorflow as tf\nds.shuffle(10**7)\n"], ["import tensorflow as tf\nds.batch(10)\n"]),
    "TFM012": (
        ["import tensorflow as tf\nfor x in d:\n    xs.append(m(x))\n"],
        ["import tensorflow as tf\nxs.append(m(x))\n"],
    ),
    "TFM013": (["import tensorflow as tf\nwhile 1:\n    m.compile()\n"], ["import tensorflow as tf\nm.compile()\n"]),
    "TFM014": (["import tensorflow as tf\n@tf.function\ndef f():\n    pass\n"], ["import tensorflow as tf\nx = 1\n"]),
    "TFM015": (
        ["import tensorflow as tf\nimport numpy as np\nds.map(lambda x: np.ones(3))\n"],
        ["import tensorflow as tf\nimport numpy as np\nx = np.ones(3)\n"],
    ),
}


@pytest.mark.parametrize("code", sorted(SCREENED))
def test_screens_are_narrow(code: str):
    [rule] = default_rules([code])
    assert rule.implementation is not None
    through, kept_out = SCREENED[code]
    for source in through + kept_out:
        assert rule.implementation.in_scope(FileFacts(source), rule.options), source
    for source in through:
        assert rule.implementation.is_candidate(FileFacts(source), rule.options), source
    for source in kept_out:
        assert not rule.implementation.is_candidate(FileFacts(source), rule.options), source


def test_links_to_the_project_open_the_screens_that_follow_them():
    # A loop calling a helper: a candidate for TFM006 only if the file imports a module of its project, and
    # ops built in a function: a candidate for TFM010 only if a module of the project imports this file.
    source = "import tensorflow as tf\nfrom .steps import make\nfor i in r:\n    h()\ndef f():\n    tf.assign(v, 1)\n"
    tfm006, tfm010 = default_rules(["TFM006", "TFM010"])
    assert tfm006.implementation is not None and tfm010.implementation is not None
    alone = FileFacts(source)
    assert not tfm006.implementation.is_candidate(alone, tfm006.options)
    assert not tfm010.implementation.is_candidate(alone, tfm010.options)
    asked: List[List[str]] = []
    linked = FileFacts(source, lambda names: asked.append(list(names)) or True, lambda: True)
    assert tfm006.implementation.is_candidate(linked, tfm006.options)
    assert tfm010.implementation.is_candidate(linked, tfm010.options)
    assert [sorted(names) for names in asked] == [[".steps", ".steps.make", "tensorflow"]]


def test_an_importer_opens_tfm010_only_to_graph_mode_code():
    # An importer's session loop makes this file's functions repeat with a session, but a function that does not
    # run the session itself is reported for such a caller only where the file builds TF1 graphs.
    [tfm010] = default_rules(["TFM010"])
    assert tfm010.implementation is not None
    for source, through in [
        ("import tensorflow as tf\ndef f(x):\n    return tf.square(x)\n", False),
        ("import tensorflow as tf\nx = tf.placeholder(tf.float32)\ndef f(y):\n    return tf.square(y)\n", True),
    ]:
        imported = FileFacts(source, lambda names: False, lambda: True)
        assert tfm010.implementation.is_candidate(imported, tfm010.options) is through, source


def test_a_finding_through_a_caller_in_another_module_is_screened_in(tmp_path):
    """`save_state` builds a Saver on every call, and only another module runs it in the session loop: the file
    itself has no `.run(`, yet TFM010 reports it (the realworld case `tfm010_gail_save_state_saver`)."""
    from tflint_mem.core.config import Selection
    from tflint_mem.run.check import CheckOptions, check_paths

    (tmp_path / "pyproject.toml").write_text("")
    (tmp_path / "util.py").write_text(
        "import tensorflow as tf\n\n\ndef save_state(sess, path):\n    tf.train.Saver().save(sess, path)\n"
    )
    (tmp_path / "train.py").write_text(
        "import tensorflow as tf\nimport util\n\nsess = tf.Session()\nfor step in range(10):\n"
        "    sess.run(op)\n    util.save_state(sess, 'ckpt')\n"
    )
    run = check_paths([tmp_path], CheckOptions(selection=Selection(select=("TFM010",))))
    assert [(Path(f.filename).name, f.location.row) for r in run.files for f in r.findings] == [("util.py", 5)]
