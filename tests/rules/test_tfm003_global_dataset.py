"""TFM003 global-dataset-iterated-in-tf-function: what counts as a global dataset, how it is used, shadowing."""

from tests.conftest import lint, rows


def test_for_loop_over_global_dataset_is_flagged_at_the_for():
    code = """
    import tensorflow as tf

    ds = tf.data.Dataset.range(3)

    @tf.function
    def total():
        s = tf.constant(0, tf.int64)
        for x in ds:
            s += x
        return s
    """
    assert rows(code, "TFM003") == [9]


def test_message_names_function_usage_and_dataset_and_does_not_claim_a_leak():
    code = """
    import tensorflow as tf

    train_ds = tf.data.Dataset.range(3)

    @tf.function
    def total():
        for x in train_ds:
            pass
    """
    [finding] = lint(code, ["TFM003"])
    assert finding.message == (
        "`tf.function` `total` iterates over module-level dataset `train_ds`, captured at its first trace"
    )
    assert finding.help is not None
    assert finding.help.startswith("pass the dataset as an argument")
    assert "rebinding `train_ds` later is silently ignored" in finding.help
    assert "leak" not in finding.message_with_help


def test_iter_message_says_iter():
    code = """
    import tensorflow as tf

    ds = tf.data.Dataset.range(3)

    @tf.function
    def first():
        it = iter(ds)
        return next(it)
    """
    [finding] = lint(code, ["TFM003"])
    assert finding.location.row == 8
    assert "`first` calls `iter()` on module-level dataset `ds`" in finding.message


def test_next_of_iter_is_one_finding_covering_the_next_call():
    code = """
    import tensorflow as tf

    ds = tf.data.Dataset.range(3)

    @tf.function
    def first():
        return ds.cardinality() + next(iter(ds))
    """
    [finding] = lint(code, ["TFM003"])
    assert (finding.location.row, finding.location.column) == (8, 31)


def test_reduce_message_says_reduce():
    code = """
    import tensorflow as tf

    ds = tf.data.Dataset.range(3)

    @tf.function
    def total():
        return ds.reduce(tf.constant(0, tf.int64), lambda a, b: a + b)
    """
    [finding] = lint(code, ["TFM003"])
    assert finding.location.row == 8
    assert "calls `.reduce()` on module-level dataset `ds`" in finding.message


def test_method_chain_rooted_at_the_global_is_flagged():
    code = """
    import tensorflow as tf

    ds = tf.data.Dataset.range(100)

    @tf.function
    def head():
        for x in ds.shuffle(10).take(5):
            tf.print(x)
        return ds.batch(2).reduce(tf.constant(0, tf.int64), lambda a, b: a + tf.reduce_sum(b))
    """
    assert rows(code, "TFM003") == [8, 10]


def test_module_level_rebinding_chain_keeps_the_dataset():
    code = """
    import tensorflow as tf

    ds = tf.data.TFRecordDataset(["a.tfrecord"])
    ds = ds.map(tf.io.parse_tensor).batch(32)
    ds = ds.prefetch(tf.data.AUTOTUNE)
    other = ds

    @tf.function
    def run():
        for x in ds:
            pass
        for y in other:
            pass
    """
    assert rows(code, "TFM003") == [11, 13]


def test_rebinding_to_something_else_ends_tracking():
    code = """
    import tensorflow as tf

    strategy = tf.distribute.MirroredStrategy()
    ds = tf.data.Dataset.range(8).batch(4)
    ds = strategy.experimental_distribute_dataset(ds)

    @tf.function
    def run():
        for x in ds:
            pass
    """
    assert rows(code, "TFM003") == []


def test_none_placeholder_does_not_end_tracking_and_main_block_counts():
    code = """
    import tensorflow as tf

    ds = None

    @tf.function
    def run():
        for x in ds:
            pass

    if __name__ == "__main__":
        ds = tf.data.TextLineDataset("lines.txt")
        run()
    """
    assert rows(code, "TFM003") == [8]


def test_module_level_try_and_else_blocks_are_read():
    code = """
    import tensorflow as tf

    try:
        ds = tf.data.experimental.make_csv_dataset("a.csv", batch_size=4)
    except OSError:
        raise

    @tf.function
    def run():
        for x in ds:
            pass
    """
    assert rows(code, "TFM003") == [11]


def test_tfds_load_with_info_tuple_unpacking():
    code = """
    import tensorflow as tf
    import tensorflow_datasets as tfds

    (train, test), info = tfds.load("mnist", split=["train", "test"], with_info=True)

    @tf.function
    def run():
        for x in train:
            pass
        for y in test:
            pass
        for z in info:
            pass
    """
    assert rows(code, "TFM003") == [9, 11]


def test_tfds_load_single_split_with_info_marks_only_the_dataset():
    code = """
    import tensorflow as tf
    import tensorflow_datasets as tfds

    ds, info = tfds.load("mnist", split="train", with_info=True, as_supervised=True)

    @tf.function
    def run():
        for x in ds:
            pass
        for y in info.splits:
            pass
    """
    assert rows(code, "TFM003") == [9]


def test_tfds_load_without_split_returns_a_dict_and_is_not_flagged():
    code = """
    import tensorflow as tf
    import tensorflow_datasets as tfds

    ds = tfds.load("mnist")

    @tf.function
    def run():
        for key in ds:
            pass
    """
    assert rows(code, "TFM003") == []


def test_tfds_load_with_full_batch_returns_tensors_and_is_not_flagged():
    code = """
    import tensorflow as tf
    import tensorflow_datasets as tfds

    data = tfds.load("mnist", split="train", batch_size=-1)

    @tf.function
    def run():
        for x in data:
            pass
    """
    assert rows(code, "TFM003") == []


def test_implicit_tfds_name_is_tensorflow_datasets():
    code = """
    import tensorflow as tf

    ds = tfds.load("mnist", "train")

    @tf.function
    def run():
        return next(iter(ds))
    """
    assert rows(code, "TFM003") == [8]


def test_keras_dataset_from_directory_with_subset_both():
    code = """
    import keras
    import tensorflow as tf

    train_ds, val_ds = keras.utils.image_dataset_from_directory("images/", subset="both", validation_split=0.2, seed=1)

    @tf.function
    def run():
        for x, y in val_ds:
            pass
    """
    assert rows(code, "TFM003") == [9]


def test_tf_keras_dataset_from_directory_is_resolved():
    code = """
    import tensorflow as tf

    ds = tf.keras.utils.text_dataset_from_directory("texts/")

    @tf.function
    def run():
        for x in ds:
            pass
    """
    assert rows(code, "TFM003") == [8]


def test_tuple_of_constructors_unpacks_elementwise():
    code = """
    import tensorflow as tf

    a, b = tf.data.Dataset.range(3), [1, 2, 3]

    @tf.function
    def run():
        for x in a:
            pass
        for y in b:
            pass
    """
    assert rows(code, "TFM003") == [8]


def test_annotated_assignment_is_a_binding():
    code = """
    import tensorflow as tf

    ds: tf.data.Dataset = tf.data.Dataset.from_tensor_slices([1, 2, 3])

    @tf.function
    def run():
        for x in ds:
            pass
    """
    assert rows(code, "TFM003") == [8]


def test_module_level_attribute_chain_is_tracked():
    code = """
    import types
    import tensorflow as tf

    data = types.SimpleNamespace()
    data.train = tf.data.Dataset.range(10)

    @tf.function
    def run():
        for x in data.train:
            pass
        for y in data.test:
            pass
    """
    assert rows(code, "TFM003") == [10]


def test_alias_import_is_resolved():
    code = """
    import tensorflow as tensorflow_lib

    ds = tensorflow_lib.data.Dataset.range(3)

    @tensorflow_lib.function
    def run():
        for x in ds:
            pass
    """
    assert rows(code, "TFM003") == [8]


def test_from_imports_are_resolved():
    code = """
    from tensorflow import function
    from tensorflow.data import Dataset, TFRecordDataset

    a = Dataset.range(3)
    b = TFRecordDataset("f.tfrecord")

    @function
    def run():
        for x in a:
            pass
        return b.reduce(0, lambda s, _: s + 1)
    """
    assert rows(code, "TFM003") == [10, 12]


def test_compat_v1_and_v2_are_resolved():
    code = """
    import tensorflow as tf

    a = tf.compat.v1.data.Dataset.range(3)
    b = tf.compat.v2.data.TextLineDataset("f.txt")

    @tf.compat.v2.function
    def run():
        for x in a:
            pass
        for y in b:
            pass
    """
    assert rows(code, "TFM003") == [9, 11]


def test_function_wrapped_by_tf_function_call_is_checked():
    code = """
    import tensorflow as tf

    ds = tf.data.Dataset.range(3)

    def run():
        for x in ds:
            pass

    fast_run = tf.function(run)
    """
    assert rows(code, "TFM003") == [7]


def test_method_of_a_class_is_checked():
    code = """
    import tensorflow as tf

    ds = tf.data.Dataset.range(3)

    class Trainer(tf.Module):
        @tf.function
        def train(self):
            while True:
                for x in ds:
                    pass
                break
    """
    assert rows(code, "TFM003") == [10]


def test_comprehension_and_enumerate_and_zip_are_iteration():
    code = """
    import tensorflow as tf

    a = tf.data.Dataset.range(3)
    b = tf.data.Dataset.range(3)

    @tf.function
    def run(other):
        items = [x for x in a]
        for i, x in enumerate(b):
            pass
        for x, y in zip(other, a):
            pass
    """
    assert rows(code, "TFM003") == [9, 10, 12]


def test_eager_iteration_outside_tf_function_is_not_flagged():
    code = """
    import tensorflow as tf

    ds = tf.data.Dataset.range(3)

    @tf.function
    def step(x):
        return x * 2

    def train():
        for x in ds:
            step(x)

    for x in ds:
        step(x)
    """
    assert rows(code, "TFM003") == []


def test_dataset_passed_as_argument_is_not_flagged():
    code = """
    import tensorflow as tf

    ds = tf.data.Dataset.range(3)

    @tf.function
    def total(ds):
        return ds.reduce(tf.constant(0, tf.int64), lambda a, b: a + b)

    total(ds)
    """
    assert rows(code, "TFM003") == []


def test_local_assignment_shadows_even_after_use():
    code = """
    import tensorflow as tf

    ds = tf.data.Dataset.range(3)

    @tf.function
    def run():
        for x in ds:
            pass
        ds = None
    """
    assert rows(code, "TFM003") == []


def test_other_local_bindings_shadow():
    code = """
    import tensorflow as tf

    a = tf.data.Dataset.range(3)
    b = tf.data.Dataset.range(3)
    c = tf.data.Dataset.range(3)
    d = tf.data.Dataset.range(3)
    e = tf.data.Dataset.range(3)

    @tf.function
    def run(*a, **b):
        for c in [1]:
            pass
        with open("f") as d:
            pass
        if (e := None):
            pass
        for x in a:
            pass
        for x in b:
            pass
        for x in c:
            pass
        for x in d:
            pass
        for x in e:
            pass
    """
    assert rows(code, "TFM003") == []


def test_comprehension_target_does_not_shadow_the_function_body():
    code = """
    import tensorflow as tf

    ds = tf.data.Dataset.range(3)

    @tf.function
    def run():
        names = [ds for ds in ["a"]]
        for x in ds:
            pass
    """
    assert rows(code, "TFM003") == [9]


def test_global_declaration_does_not_shadow():
    code = """
    import tensorflow as tf

    ds = tf.data.Dataset.range(3)

    @tf.function
    def run():
        global ds
        for x in ds:
            pass
        ds = ds.repeat()
    """
    assert rows(code, "TFM003") == [9]


def test_local_of_an_enclosing_function_shadows():
    code = """
    import tensorflow as tf

    ds = tf.data.Dataset.range(3)

    def main():
        ds = tf.data.Dataset.range(10)

        @tf.function
        def run():
            for x in ds:
                pass
        return run
    """
    assert rows(code, "TFM003") == []


def test_tf_function_nested_in_plain_function_sees_the_global():
    code = """
    import tensorflow as tf

    ds = tf.data.Dataset.range(3)

    def main(steps):
        @tf.function
        def run():
            for x in ds:
                pass
        return run
    """
    assert rows(code, "TFM003") == [9]


def test_class_attribute_of_the_same_name_does_not_shadow():
    code = """
    import tensorflow as tf

    ds = tf.data.Dataset.range(3)

    class Trainer:
        ds = None

        @tf.function
        def run(self):
            for x in ds:
                pass
    """
    assert rows(code, "TFM003") == [11]


def test_nested_plain_function_inside_tf_function_is_not_the_tf_function_body():
    code = """
    import tensorflow as tf

    ds = tf.data.Dataset.range(3)

    @tf.function
    def run():
        def helper():
            for x in ds:
                pass
        return 1
    """
    assert rows(code, "TFM003") == []


def test_self_attribute_is_not_module_level():
    code = """
    import tensorflow as tf

    class Trainer:
        def __init__(self):
            self.ds = tf.data.Dataset.range(3)

        @tf.function
        def run(self):
            for x in self.ds:
                pass
    """
    assert rows(code, "TFM003") == []


def test_dataset_defined_inside_a_function_is_not_module_level():
    code = """
    import tensorflow as tf

    def load():
        ds = tf.data.Dataset.range(3)
        return ds

    ds = load()

    @tf.function
    def run():
        for x in ds:
            pass
    """
    assert rows(code, "TFM003") == []


def test_module_level_iterator_used_with_next_is_not_flagged():
    code = """
    import tensorflow as tf

    iterator = iter(tf.data.Dataset.range(3).repeat())

    @tf.function
    def step():
        return next(iterator) * 2
    """
    assert rows(code, "TFM003") == []


def test_lookalikes_stay_silent():
    code = """
    import functools
    import tensorflow as tf
    from mylib import data

    numbers = [1, 2, 3]
    loaded = data.Dataset.range(3)
    total = functools.reduce(lambda a, b: a + b, numbers)

    @tf.function
    def run():
        for x in numbers:
            pass
        for y in loaded:
            pass
        return functools.reduce(max, numbers)
    """
    assert rows(code, "TFM003") == []


def test_variable_named_tf_that_is_not_tensorflow():
    code = """
    import tensorflow

    tf = object()
    ds = tf.data.Dataset.range(3)

    @tensorflow.function
    def run():
        for x in ds:
            pass
    """
    assert rows(code, "TFM003") == []


def test_user_decorator_named_function_is_not_tf_function():
    code = """
    import tensorflow as tf
    from my_project.decorators import function

    ds = tf.data.Dataset.range(3)

    @function
    def run():
        for x in ds:
            pass
    """
    assert rows(code, "TFM003") == []


def test_import_rebinding_ends_tracking():
    code = """
    import tensorflow as tf

    ds = tf.data.Dataset.range(3)
    from project.data import ds

    @tf.function
    def run():
        for x in ds:
            pass
    """
    assert rows(code, "TFM003") == []


def test_experimental_constructor_and_dataset_static_constructors():
    code = """
    import tensorflow as tf

    a = tf.data.experimental.sample_from_datasets([tf.data.Dataset.range(2), tf.data.Dataset.range(3)])
    b = tf.data.Dataset.zip((a, a)).batch(2)

    @tf.function
    def run():
        for x in a:
            pass
        for y in b:
            pass
    """
    assert rows(code, "TFM003") == [9, 11]


def test_a_split_of_the_tfds_dict_with_dataset_methods_is_a_module_dataset():
    code = """
    import tensorflow as tf
    import tensorflow_datasets as tfds

    dataset, metadata = tfds.load("cycle_gan/horse2zebra", with_info=True, as_supervised=True)
    horses = dataset["trainA"].map(lambda image, _: image).batch(1)
    zebras = tfds.load("cycle_gan/horse2zebra")["trainB"]
    zebras = zebras.batch(1)
    splits = tfds.load("mnist")
    test = splits["test"]

    @tf.function
    def epoch():
        horse_iter = iter(horses)
        zebra_iter = iter(zebras)
        for x in test:
            pass
        for y in splits["train"].take(5):
            pass
    """
    assert rows(code, "TFM003") == [14, 15, 16, 18]
    assert [f.message for f in lint(code, ["TFM003"])][3] == (
        '`tf.function` `epoch` iterates over module-level dataset `splits["train"]`, captured at its first trace'
    )


def test_a_subscript_of_something_that_is_not_the_tfds_dict_of_splits_is_not_a_dataset():
    code = """
    import json
    import tensorflow as tf
    import tensorflow_datasets as tfds

    config = json.load(open("config.json"))
    paths = config["train"].split(",")
    ds, info = tfds.load("mnist", with_info=True)
    names = info["features"]
    one, about = tfds.load("mnist", split="train", with_info=True)
    first = one[0]
    tensors = tfds.load("mnist", batch_size=-1)["train"]
    loaders = {"train": make_loader()}
    train = loaders["train"].batch(8)

    @tf.function
    def run(local):
        for p in paths:
            pass
        for n in names:
            pass
        for x in first:
            pass
        for t in tensors:
            pass
        for b in train:
            pass
        for s in config["test"]:
            pass
        ds = local
        for z in ds["train"]:
            pass
    """
    assert rows(code, "TFM003") == []
