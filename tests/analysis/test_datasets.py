"""tf.data facts: dataset calls, the function a transformation applies, and the Python it runs."""

from __future__ import annotations

import ast
import textwrap
from typing import List, Sequence

import pytest

from tflint_mem.analysis.datasets import UNKNOWN_ORIGIN
from tflint_mem.analysis.facts import ModuleFacts


def facts(code: str) -> ModuleFacts:
    text = textwrap.dedent(code)
    return ModuleFacts(ast.parse(text), text)


def calls(module: ModuleFacts, method: str) -> List[ast.Call]:
    return [
        call
        for call in module.index.nodes(ast.Call)
        if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == method
    ]


def names(functions: Sequence[ast.AST]) -> List[str]:
    return [getattr(function, "name", "<lambda>") for function in functions]


def test_a_dataset_and_an_unknown_value_in_a_tensorflow_file_may_be_datasets() -> None:
    module = facts(
        """
        import tensorflow as tf
        def pipeline(ds):
            return tf.data.Dataset.range(3).map(f), ds.map(f)
        """
    )
    assert [module.datasets.method(call) for call in calls(module, "map")] == ["map", "map"]


def test_other_libraries_modules_and_collections_are_not_datasets() -> None:
    module = facts(
        """
        import tensorflow as tf
        import pandas as pd
        from my_pool import pool
        frame = pd.read_csv("x.csv")
        frame.map(f)
        pool.map(f)
        [1, 2].map(f)
        """
    )
    assert [module.datasets.method(call) for call in calls(module, "map")] == [None, None, None]


def test_an_unknown_value_without_tensorflow_is_not_a_dataset() -> None:
    module = facts("def pipeline(ds):\n    return ds.map(f)\n")
    assert module.datasets.method(calls(module, "map")[0]) is None


def test_an_unbound_dataset_method_takes_the_dataset_first() -> None:
    module = facts("import tensorflow as tf\ntf.data.Dataset.map(ds, parse, num_parallel_calls=4)\n")
    [call] = calls(module, "map")
    applied = module.datasets.applied_function(call)
    assert module.datasets.method(call) == "map" and module.datasets.unbound(call)
    assert isinstance(applied, ast.Name) and applied.id == "parse"


def test_a_dataset_constructor_is_not_an_unbound_method() -> None:
    module = facts("import tensorflow as tf\ntf.data.Dataset.range(3).map(f)\n")
    assert module.datasets.method(calls(module, "range")[0]) is None


def test_functions_of_lambdas_defs_methods_and_partials() -> None:
    module = facts(
        """
        import functools
        import tensorflow as tf

        def parse(x):
            return x

        fn = functools.partial(parse, size=3)

        class Loader:
            def load(self, x):
                return x

            def build(self, ds):
                ds.map(self.load)
                ds.map(fn)
                ds.map(lambda x: x)
                ds.map(parse)
        """
    )
    applied = [module.datasets.applied_function(call) for call in calls(module, "map")]
    assert [names(module.datasets.functions(node)) for node in applied if node is not None] == [
        ["load"],
        ["parse"],
        ["<lambda>"],
        ["parse"],
    ]


def test_a_name_with_a_binding_that_is_no_function_of_the_module_has_none() -> None:
    module = facts(
        """
        from lib import other
        fn = lambda x: x
        if plain:
            fn = other
        ds.map(fn)
        """
    )
    applied = module.datasets.applied_function(calls(module, "map")[0])
    assert applied is not None and module.datasets.functions(applied) == []


def test_a_method_on_a_receiver_of_unknown_type_is_found_by_name() -> None:
    module = facts("def parse(x):\n    return x\nds.map(self.parse)\n")
    applied = module.datasets.applied_function(calls(module, "map")[0])
    assert applied is not None and names(module.datasets.functions(applied)) == ["parse"]


def test_python_run_through_helpers_partials_and_decorators() -> None:
    module = facts(
        """
        import functools
        import tensorflow as tf

        def decode(x):
            return tf.py_function(read, [x], tf.float32)

        def parse(x):
            return decode(x) + 1

        def as_python(func):
            def wrapper(x):
                return tf.numpy_function(func, [x], tf.float32)
            return wrapper

        @as_python
        def slow(x):
            return x

        ds.map(parse)
        ds.map(functools.partial(decode, size=2))
        ds.map(slow)
        ds.map(lambda x: x * 2)
        """
    )
    applied = [module.datasets.applied_function(call) for call in calls(module, "map")]
    assert [module.datasets.runs_python(node) for node in applied] == [True, True, True, False]


def test_python_calls_are_those_that_run_and_a_shadowed_name_is_not_one() -> None:
    module = facts(
        """
        import tensorflow as tf
        from mylib import py_function

        def log_only(x):
            tf.py_function(log, [x], [])
            return x

        ds.map(log_only)
        ds.map(lambda x: py_function(f, [x]))
        """
    )
    first, second = (module.datasets.applied_function(call) for call in calls(module, "map"))
    [python] = module.datasets.python_calls(first)
    assert isinstance(module.index.parent[python], ast.Expr)
    assert module.datasets.python_calls(second) == ()


def test_mapped_functions_are_those_passed_to_a_dataset_map() -> None:
    module = facts(
        """
        import numpy as np
        import pandas as pd
        import tensorflow as tf

        def jitter(x):
            return x

        class Pipe:
            def scale(self, x):
                return x

            def build(self, ds):
                return ds.map(self.scale)

        train = tf.data.TFRecordDataset("f").map(jitter)
        pd.read_csv("x.csv")["a"].map(lambda v: v)
        """
    )
    assert sorted(names(list(module.datasets.mapped))) == ["jitter", "scale"]


# --- where elements come from, and numbers of elements -------------------------------------------------


def receivers(module: ModuleFacts, method: str) -> List[ast.expr]:
    found = [module.datasets.receiver(call) for call in calls(module, method)]
    assert all(node is not None for node in found)
    return found  # type: ignore[return-value]


def test_origins_follow_chains_assignments_branches_and_functions() -> None:
    module = facts(
        """
        import tensorflow as tf

        def load(files):
            return tf.data.TFRecordDataset(files).map(parse)

        ds = tf.data.Dataset.from_tensor_slices(x).repeat()
        if training:
            ds = load(files).batch(8)
        ds.shuffle(10)
        tf.data.Dataset.shuffle(ds, 10)
        """
    )
    for dataset in receivers(module, "shuffle"):
        described = [
            (module.index.segment(o.source.func) if o.source else None, [s.func.attr for s in o.steps])  # type: ignore[attr-defined]
            for o in module.datasets.origins(dataset)
        ]
        assert described == [
            ("tf.data.Dataset.from_tensor_slices", ["repeat"]),
            ("tf.data.TFRecordDataset", ["map", "batch"]),
        ]


def test_an_origin_that_cannot_be_followed_is_unknown() -> None:
    module = facts(
        """
        import tensorflow as tf
        def f(ds, other):
            ds.shuffle(10)
            self.ds.shuffle(10)
            x, y = other
            x.shuffle(10)
        """
    )
    for dataset in receivers(module, "shuffle"):
        assert module.datasets.origins(dataset) == [UNKNOWN_ORIGIN]


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("tf.data.Dataset.from_tensor_slices((x, y)).repeat().take(5)", True),
        ("tf.data.Dataset.list_files('*.png').filter(ok)", True),
        ("tf.data.Dataset.range(10).shard(2, 0).cache()", True),
        ("tf.data.Dataset.zip((tf.data.Dataset.range(3), tf.data.Dataset.from_tensors(x)))", True),
        ("tf.data.Dataset.zip((tf.data.Dataset.range(3), tf.data.TextLineDataset(f)))", False),
        ("tf.data.TFRecordDataset(files).map(parse).cache().repeat()", True),
        ("tf.data.TFRecordDataset(files).map(parse).cache('/tmp/c').repeat()", False),
        ("tf.data.TFRecordDataset(files).cache().map(parse)", False),
        ("tf.data.Dataset.from_tensor_slices(x).map(f)", False),
        ("tf.data.Dataset.from_tensor_slices(x).batch(8)", False),
        ("tf.data.TFRecordDataset(files)", False),
        ("tf.data.Dataset.from_generator(gen, output_signature=s)", False),
        ("unknown_dataset", False),
        ("dataset_ops.DatasetV2.from_tensor_slices(inputs).repeat()", True),  # TensorFlow's own spelling
    ],
)
def test_elements_in_memory_are_slices_of_an_in_memory_source_passed_through(code: str, expected: bool) -> None:
    imports = "import tensorflow as tf\nfrom tensorflow.python.data.ops import dataset_ops\n"
    module = facts(f"{imports}ds = {code}\nds.shuffle(10)\n")
    (dataset,) = receivers(module, "shuffle")
    assert module.datasets.in_memory(dataset) is expected


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("tf.data.TFRecordDataset(files)", True),
        ("tf.data.TextLineDataset(filenames=files).map(f)", True),
        ("tf.data.Dataset.from_tensor_slices(files).interleave(tf.data.TFRecordDataset)", True),
        ("tf.data.Dataset.from_tensor_slices(files).map(load)", False),
        ("tf.data.TFRecordDataset(other_files)", False),
    ],
)
def test_len_of_the_files_a_dataset_reads_counts_files(code: str, expected: bool) -> None:
    module = facts(f"import tensorflow as tf\nds = {code}\nds.shuffle(len(files))\n")
    (shuffle,) = calls(module, "shuffle")
    counted = module.datasets.counted(shuffle.args[0])
    assert counted is not None and module.datasets.counts_files_of(counted, shuffle.func.value) is expected  # type: ignore[attr-defined]


def test_numbers_of_elements_and_what_they_count() -> None:
    module = facts(
        """
        import tensorflow as tf
        import tensorflow_datasets as tfds

        N = len(images)

        class Data:
            def size(self):
                return len(self.ids)

            def use(self, ds, info):
                ds.shuffle(len(x))
                ds.shuffle(ds.cardinality())
                ds.shuffle(tf.data.experimental.cardinality(ds).numpy())
                ds.shuffle(info.splits["train"].num_examples // 2)
                ds.shuffle(int(x_train.shape[0] * 0.5))
                ds.shuffle(N)
                ds.shuffle(self.size())
                ds.shuffle(min(len(x), 1000))
                ds.shuffle(x.shape[1])
                ds.shuffle(batch_size * 4)
        """
    )
    counted = [module.datasets.counted(call.args[0]) for call in calls(module, "shuffle")]
    assert [module.index.segment(node) if node is not None else None for node in counted] == [
        "x",
        "ds",
        "ds",
        'info.splits["train"]',
        "x_train",
        "images",
        "self.ids",
        None,
        None,
        None,
    ]


def test_a_split_of_the_tfds_dict_of_datasets_has_the_load_as_origin() -> None:
    module = facts(
        """
        import tensorflow as tf
        import tensorflow_datasets as tfds

        splits = tfds.load("mnist")
        both, info = tfds.load("mnist", with_info=True)
        one, about = tfds.load("mnist", split="train", with_info=True)
        tensors = tfds.load("mnist", batch_size=-1)
        config = load_config()
        splits["train"].shuffle(10)
        tfds.load("mnist")["test"].map(f).shuffle(10)
        both["train"].shuffle(10)
        about["train"].shuffle(10)
        tensors["train"].shuffle(10)
        config["train"].shuffle(10)
        """
    )
    loads = [
        [module.index.segment(o.source) if o.source else None for o in module.datasets.origins(dataset)]
        for dataset in receivers(module, "shuffle")
    ]
    assert loads == [
        ['tfds.load("mnist")'],
        ['tfds.load("mnist")'],
        ['tfds.load("mnist", with_info=True)'],
        [None],
        [None],
        [None],
    ]
    assert not module.datasets.in_memory(receivers(module, "shuffle")[0])
