"""TFM015 numpy-value-baked-into-graph: edge cases beyond the YAML examples."""

from __future__ import annotations

from tests.conftest import lint, rows

HELP = "\nhelp: use the TensorFlow equivalent (`tf.random.*`, `tf.zeros`...), or pass the array in as an argument"


def messages(code: str, **options: object) -> list:
    return [f.message_with_help for f in lint(code, ["TFM015"], {"TFM015": options} if options else None)]


def test_messages_distinguish_random_values_and_large_constants():
    code = """
    import numpy as np
    import tensorflow as tf
    @tf.function
    def f(x):
        a = np.random.randn(3)
        b = np.zeros((1000, 1000))
        return x
    ds = tf.data.Dataset.range(3).map(lambda x: x + np.random.randint(10))
    """
    assert messages(code) == [
        "`np.random.randn(...)` in tf.function `f` runs only when traced: the same random values on every call" + HELP,
        "`np.zeros(...)` in tf.function `f` runs only when traced: a constant of 1,000,000 elements copied into"
        " every trace" + HELP,
        "`np.random.randint(...)` in a lambda passed to `Dataset.map` runs only when traced: the same random"
        " values for every element" + HELP,
    ]


def test_small_arrays_are_not_flagged_and_the_limit_is_an_option():
    code = """
    import numpy as np
    import tensorflow as tf
    @tf.function
    def f(x):
        return x + np.ones([10, 10]) + np.arange(5) + np.eye(3)
    """
    assert rows(code, "TFM015") == []
    assert rows(code, "TFM015", **{"min-elements": 5}) == [6, 6, 6]


def test_sizes_from_each_constructor_are_computed():
    code = """
    import numpy as np
    import tensorflow as tf
    @tf.function
    def f(x):
        a = np.full((500, 500), 1.0)
        b = np.arange(0, 10**6, 2)
        c = np.linspace(0, 1, num=200_000)
        d = np.identity(1000)
        e = np.empty(shape=[400, 400])
        g = np.zeros((n, 1000))
    """
    assert rows(code, "TFM015") == [6, 7, 8, 9, 10]


def test_seeding_and_generator_construction_are_not_draws():
    code = """
    import numpy as np
    import tensorflow as tf
    @tf.function
    def f(x):
        np.random.seed(0)
        rng = np.random.default_rng(1)
        return x
    """
    assert rows(code, "TFM015") == []


def test_outside_traced_functions_is_not_flagged():
    code = """
    import numpy as np
    import tensorflow as tf
    noise = np.random.normal(size=10)
    def eager(x):
        return x + np.random.normal()
    big = np.zeros((4096, 4096))
    """
    assert rows(code, "TFM015") == []


def test_mapped_named_function_and_method_are_traced():
    code = """
    import numpy as np
    import tensorflow as tf
    def jitter(x):
        return x + np.random.uniform()
    class Pipe:
        def scale(self, x):
            return x * np.random.rand()
        def build(self, ds):
            return ds.map(self.scale)
    train = tf.data.TFRecordDataset("f").map(jitter)
    """
    assert rows(code, "TFM015") == [5, 8]


def test_function_handed_to_numpy_function_runs_per_call():
    code = """
    import numpy as np
    import tensorflow as tf
    def aug(x):
        return x + np.random.rand()
    ds = tf.data.Dataset.range(3).map(lambda x: tf.numpy_function(aug, [x], tf.float64))
    """
    assert rows(code, "TFM015") == []


def test_map_of_other_libraries_is_not_traced():
    code = """
    import numpy as np
    import pandas as pd
    import tensorflow as tf
    frame = pd.read_csv("x.csv")
    frame["a"].map(lambda v: v + np.random.rand())
    pool_results = map(lambda v: np.random.rand(), range(3))
    """
    assert rows(code, "TFM015") == []


def test_numpy_aliases_and_from_imports_are_resolved():
    code = """
    import numpy
    from numpy.random import normal
    from numpy import random as npr
    import tensorflow as tf
    @tf.function
    def f(x):
        return x + numpy.random.rand() + normal() + npr.uniform()
    """
    assert rows(code, "TFM015") == [8, 8, 8]


def test_name_np_bound_to_something_else_is_not_numpy():
    code = """
    import jax.numpy as np
    import tensorflow as tf
    @tf.function
    def f(x):
        return x + np.zeros((2000, 2000))
    """
    assert rows(code, "TFM015") == []


def test_tf_function_method_and_wrapped_function_are_traced():
    code = """
    import numpy as np
    import tensorflow as tf
    class M(tf.Module):
        @tf.function
        def __call__(self, x):
            return x + np.random.random()
    def g(x):
        return x * np.random.rand()
    fast = tf.function(g)
    """
    assert rows(code, "TFM015") == [7, 9]


def test_nested_function_in_tf_function_is_not_checked():
    code = """
    import numpy as np
    import tensorflow as tf
    @tf.function
    def f(x):
        def py(v):
            return v + np.random.rand()
        return tf.py_function(py, [x], tf.float32)
    """
    assert rows(code, "TFM015") == []


def test_a_helper_a_tf_function_calls_is_traced_with_it():
    code = """
    import numpy as np
    import tensorflow as tf

    def get_noise(batch_size):
        return np.random.normal(size=(batch_size, 100)).astype("float32")

    @tf.function
    def train_step(images):
        noise = get_noise(32)
        return images + noise

    print(get_noise(4))
    """
    assert rows(code, "TFM015") == [6]
