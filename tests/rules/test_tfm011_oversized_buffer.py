"""TFM011 oversized-buffer: edge cases beyond the YAML examples."""

from __future__ import annotations

from tests.conftest import lint, rows


def messages(code: str, **options: object) -> list:
    return [f.message for f in lint(code, ["TFM011"], {"TFM011": options} if options else None)]


def test_prefetch_above_limit_is_flagged_and_at_limit_is_not():
    code = """
    import tensorflow as tf
    a = tf.data.Dataset.range(10).prefetch(17)
    b = tf.data.Dataset.range(10).prefetch(16)
    """
    assert rows(code, "TFM011") == [3]


def test_shuffle_above_limit_is_flagged_and_at_limit_is_not():
    code = """
    import tensorflow as tf
    a = tf.data.Dataset.range(10).shuffle(100_001)
    b = tf.data.Dataset.range(10).shuffle(100_000)
    """
    assert rows(code, "TFM011") == [3]


def test_messages_state_the_buffer_and_the_limit():
    code = """
    import tensorflow as tf
    ds = tf.data.Dataset.range(10)
    a = ds.prefetch(1024)
    b = ds.shuffle(2_000_000)
    """
    assert messages(code) == [
        "`prefetch(1024)` keeps up to 1,024 elements ready ahead of the consumer (limit 16): memory grows with"
        " the buffer size times the element size",
        "`shuffle(2_000_000)` fills and keeps a buffer of 2,000,000 elements (limit 100,000): memory grows with"
        " the buffer size times the element size",
    ]


def test_options_change_the_limits():
    code = """
    import tensorflow as tf
    ds = tf.data.Dataset.range(10).prefetch(8).shuffle(5000)
    """
    assert rows(code, "TFM011", **{"max-prefetch": 4, "max-shuffle-buffer": 1000}) == [3, 3]


def test_arithmetic_on_literals_is_evaluated():
    code = """
    import tensorflow as tf
    ds = tf.data.Dataset.range(10).shuffle(10**6)
    ds = ds.shuffle(1 << 20)
    ds = ds.shuffle(2 * 1024)
    """
    assert rows(code, "TFM011") == [3, 4]


def test_names_and_autotune_are_not_flagged():
    code = """
    import tensorflow as tf
    ds = tf.data.Dataset.range(10).shuffle(BUFFER).prefetch(tf.data.AUTOTUNE)
    ds = ds.prefetch(tf.data.experimental.AUTOTUNE).prefetch(-1)
    """
    assert rows(code, "TFM011") == []


def test_buffer_size_keyword_is_read():
    code = """
    import tensorflow as tf
    ds = tf.data.Dataset.range(10).shuffle(seed=1, buffer_size=500_000)
    """
    assert rows(code, "TFM011") == [3]


def test_unbound_dataset_in_tensorflow_file_is_checked():
    code = """
    import tensorflow as tf
    def pipeline(ds):
        for epoch in range(3):
            yield ds.prefetch(100)
    """
    assert rows(code, "TFM011") == [5]


def test_unbound_dataset_in_file_without_tensorflow_is_not_checked():
    code = """
    def pipeline(ds):
        return ds.prefetch(100)
    """
    assert rows(code, "TFM011") == []


def test_alias_and_from_import_are_resolved():
    code = """
    import tensorflow as tensorflow_lib
    from tensorflow.data import Dataset
    a = tensorflow_lib.data.Dataset.range(3).prefetch(64)
    b = Dataset.range(3).shuffle(10**7)
    c = tensorflow_lib.compat.v1.data.Dataset.range(3).prefetch(64)
    """
    assert rows(code, "TFM011") == [4, 5, 6]


def test_keras_dataset_helpers_are_datasets():
    code = """
    from tensorflow import keras
    ds = keras.utils.image_dataset_from_directory("images").prefetch(512)
    """
    assert rows(code, "TFM011") == [3]


def test_other_libraries_are_not_flagged():
    code = """
    import random
    import numpy as np
    import pandas as pd
    from datasets import load_dataset
    import tensorflow as tf
    random.shuffle(items)
    np.random.shuffle(array)
    hf = load_dataset("imdb")
    hf = hf.shuffle(1_000_000)
    frame = pd.read_csv("x.csv")
    tensor = tf.random.shuffle(tf.range(1_000_000))
    """
    assert rows(code, "TFM011") == []


def test_whole_dataset_shuffle_needs_the_option():
    code = """
    import tensorflow as tf
    ds = tf.data.Dataset.from_tensor_slices(x)
    a = ds.shuffle(len(x))
    b = ds.shuffle(ds.cardinality())
    c = ds.shuffle(tf.data.experimental.cardinality(ds).numpy())
    d = ds.shuffle(buffer_size)
    """
    assert rows(code, "TFM011") == []
    assert rows(code, "TFM011", **{"flag-whole-dataset-shuffle": True}) == [4, 5, 6]
    assert messages(code, **{"flag-whole-dataset-shuffle": True})[0].startswith(
        "`shuffle(len(x))` buffers the whole dataset (limit 100,000)"
    )


def test_finding_covers_the_argument():
    found = lint(
        """
        import tensorflow as tf
        ds = tf.data.Dataset.range(3).prefetch(buffer_size=64)
        """,
        ["TFM011"],
    )
    assert [(f.location.column, f.end_location.column) for f in found] == [(40, 54)]
