"""TFM011 oversized-buffer: edge cases beyond the YAML examples."""

from __future__ import annotations

from tests.conftest import lint, rows

HELP = (
    "\nhelp: use a buffer within the limit (`tf.data.AUTOTUNE` for `prefetch`): memory grows with buffer size times"
    " element size"
)


def messages(code: str, **options: object) -> list:
    return [f.message_with_help for f in lint(code, ["TFM011"], {"TFM011": options} if options else None)]


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
        "`prefetch(1024)` keeps up to 1,024 elements ready ahead of the consumer (limit 16), so memory grows with"
        " the buffer" + HELP,
        "`shuffle(2_000_000)` fills and keeps a buffer of 2,000,000 elements (limit 100,000), so memory grows"
        " with the buffer" + HELP,
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


def test_whole_dataset_shuffle_of_elements_the_pipeline_makes_is_flagged():
    code = """
    import tensorflow as tf
    ds = tf.data.Dataset.from_tensor_slices(x).map(decode)
    a = ds.shuffle(len(x))
    b = ds.shuffle(ds.cardinality())
    c = ds.shuffle(tf.data.experimental.cardinality(ds).numpy())
    d = ds.shuffle(buffer_size)
    e = tf.data.TFRecordDataset(files).shuffle(x.shape[0])
    """
    assert rows(code, "TFM011") == [4, 5, 6, 8]
    assert rows(code, "TFM011", **{"flag-whole-dataset-shuffle": False}) == []
    assert messages(code)[0] == (
        "`shuffle(len(x))` buffers the whole dataset, so memory grows with the dataset\nhelp: use a fixed buffer"
        " of at most 100,000 elements, or shuffle the file names before reading them: memory grows with buffer"
        " size times element size"
    )


def test_a_share_of_the_dataset_through_names_and_functions_is_flagged():
    code = """
    import tensorflow as tf
    import tensorflow_datasets as tfds

    class Loader:
        def __init__(self, ids):
            self.ids = ids

        def size(self):
            return len(self.ids)

        def create(self):
            ds = tf.data.Dataset.from_generator(self.rows, output_signature=spec)
            return ds.shuffle(self.size())

    def make():
        ds, info = tfds.load("mnist", split="train", with_info=True)
        num_examples = info.splits["train"].num_examples
        return ds.map(scale).shuffle(num_examples // 2)
    """
    assert rows(code, "TFM011") == [14, 19]
    assert "`shuffle(num_examples // 2)` buffers a share of the dataset that grows with it" in messages(code)[1]


def test_whole_dataset_shuffle_of_in_memory_slices_and_file_names_is_not_flagged():
    code = """
    import tensorflow as tf
    a = tf.data.Dataset.from_tensor_slices((images, labels)).shuffle(len(images)).batch(32)
    names = tf.data.Dataset.list_files("data/*.png").repeat()
    b = names.shuffle(len(paths)).map(load)
    c = tf.data.Dataset.zip((tf.data.Dataset.range(9), tf.data.Dataset.from_tensor_slices(y)))
    c = c.take(5).shuffle(c.cardinality())
    d = tf.data.Dataset.from_tensor_slices(paths)
    if training:
        d = d.shuffle(buffer_size=len(paths))
    """
    assert rows(code, "TFM011") == []


def test_whole_dataset_shuffle_after_an_in_memory_cache_is_not_flagged_unless_a_path_skips_the_cache():
    code = """
    import tensorflow as tf
    import tensorflow_datasets as tfds
    ds, info = tfds.load("mnist", split="train", with_info=True)
    a = ds.map(scale).cache().shuffle(info.splits["train"].num_examples)
    b = ds.map(scale).cache("/tmp/mnist").shuffle(info.splits["train"].num_examples)
    if cached:
        ds = ds.cache()
    c = ds.shuffle(len(ids))
    """
    assert rows(code, "TFM011") == [6, 9]


def test_a_size_that_counts_the_files_read_is_not_the_dataset_size():
    code = """
    import tensorflow as tf
    a = tf.data.TFRecordDataset(files).shuffle(len(files))
    b = tf.data.Dataset.from_tensor_slices(files).interleave(tf.data.TFRecordDataset).shuffle(len(files))
    c = tf.data.TFRecordDataset(files).shuffle(len(records))
    """
    assert rows(code, "TFM011") == [5]


def test_a_dataset_of_unknown_origin_with_a_whole_dataset_buffer_is_flagged():
    code = """
    import tensorflow as tf
    def pipeline(ds, examples):
        return ds.shuffle(len(examples)).batch(8)
    """
    assert rows(code, "TFM011") == [4]


def test_names_bound_to_literals_and_int_of_a_float_literal_are_sizes():
    code = """
    import tensorflow as tf
    BUFFER_SIZE = 1_265_800
    SMALL = 10_000

    def make(ds, buffer):
        a = ds.shuffle(BUFFER_SIZE)
        b = ds.shuffle(int(1e7)).batch(int(1e6))
        c = ds.shuffle(SMALL).prefetch(SMALL // 1000)
        d = ds.shuffle(buffer)
        return ds
    """
    assert rows(code, "TFM011") == [7, 8]
    assert messages(code)[0].startswith("`shuffle(BUFFER_SIZE)` fills and keeps a buffer of 1,265,800 elements")


def test_prefetch_to_device_buffer_is_a_prefetch_buffer():
    code = """
    import tensorflow as tf
    ds = ds.apply(tf.data.experimental.prefetch_to_device("/gpu:0", buffer_size=64))
    ds = ds.apply(tf.data.experimental.prefetch_to_device("/gpu:0", 2))
    ds = ds.apply(tf.data.experimental.prefetch_to_device("/gpu:0"))
    old = ds.apply(tf.contrib.data.prefetch_to_device("/gpu:0", 1024))
    """
    found = lint(code, ["TFM011"])
    assert [(f.location.row, f.fix is not None) for f in found] == [(3, True), (6, False)]
    assert found[0].message.startswith("`prefetch_to_device(..., 64)` keeps up to 64 elements ready")


def test_finding_covers_the_argument():
    found = lint(
        """
        import tensorflow as tf
        ds = tf.data.Dataset.range(3).prefetch(buffer_size=64)
        """,
        ["TFM011"],
    )
    assert [(f.location.column, f.end_location.column) for f in found] == [(40, 54)]


def test_a_size_a_caller_of_the_module_passes_for_the_parameter_is_flagged_where_it_is_written():
    code = """
    import tensorflow as tf

    def load(files, batch_size, buffer_size=10240, shuffle=True):
        ds = tf.data.TFRecordDataset(files).repeat()
        if shuffle:
            ds = ds.shuffle(buffer_size=buffer_size)
        return ds.batch(batch_size).prefetch(tf.data.AUTOTUNE)

    def main(cfg):
        small = load(cfg["files"], 32)
        large = load(cfg["files"], 32, buffer_size=200_000, shuffle=True)
        positional = load(cfg["files"], 32, 500_000)
        return small, large, positional
    """
    found = lint(code, ["TFM011"])
    # One finding per buffer, at the first size written; the other oversized sizes are related locations.
    assert [(f.location.row, f.location.column, f.end_location.column) for f in found] == [(12, 36, 55)]
    assert [(where.row, where.column) for _, where in found[0].related] == [(13, 41)]
    assert [f.fix for f in found] == [None]
    assert found[0].message == (
        "`shuffle(buffer_size)` in `load` (line 7) fills and keeps a buffer of 200,000 elements (limit 100,000)"
        " with the `buffer_size=200_000` passed here, so memory grows with the buffer"
    )


def test_a_parameter_default_above_the_limit_is_flagged_at_the_default():
    code = """
    import tensorflow as tf
    BIG = 1_000_000

    def make(ds, buffer=5_000_000, ahead=64, *, rows=BIG):
        return ds.shuffle(buffer).prefetch(ahead).shuffle(rows)
    """
    assert [(f.location.row, f.location.column) for f in lint(code, ["TFM011"])] == [(5, 21), (5, 38), (5, 50)]
    assert messages(code)[1].startswith(
        "`prefetch(ahead)` in `make` (line 6) keeps up to 64 elements ready ahead of the consumer (limit 16) with"
        " the default `ahead=64`"
    )


def test_sizes_reach_the_buffer_through_methods_and_a_callers_own_parameter():
    code = """
    import tensorflow as tf

    class Loader:
        def build(self, ds, size):
            return ds.shuffle(size)

    def wrapper(ds, rows):
        return Loader().build(ds, rows)

    def main(ds):
        loader = Loader()
        loader.build(ds, size=300_000)
        wrapper(ds, rows=400_000)
        wrapper(ds, 1000)
    """
    assert rows(code, "TFM011") == [13]
    assert [where.row for _, where in lint(code, ["TFM011"])[0].related] == [14]


def test_a_buffer_parameter_given_small_sizes_or_rebound_or_unknown_is_not_flagged():
    code = """
    import tensorflow as tf

    def load(files, buffer_size=10_000):
        return tf.data.TFRecordDataset(files).shuffle(buffer_size).prefetch(buffer_size // 1000)

    def capped(ds, buffer_size=None):
        buffer_size = min(buffer_size or 1_000_000, 10_000)
        return ds.shuffle(buffer_size)

    def other(path, buffer_size=1_000_000):
        return open(path, buffering=buffer_size)

    def main(files, options):
        load(files, buffer_size=20_000)
        load(files, 5000)
        load(files, **options)
        capped(files, buffer_size=2_000_000)
        other("x.txt", buffer_size=2_000_000)
    """
    assert rows(code, "TFM011") == []


def test_a_buffer_sized_from_a_range_loop_variable_is_compared_at_its_last_pass():
    """Cosmos' post-processing shuffles again on each of five passes with a buffer that grows with the pass."""
    code = """
    import tensorflow as tf

    def post_build_ops(dataset):
        for i in range(1, 6):
            dataset = dataset.repeat(2)
            dataset = dataset.shuffle(125779 * i)
        return dataset
    """
    assert rows(code, "TFM011") == [7]
    assert rows(code.replace("125779", "10000"), "TFM011") == []  # 50,000 at most
