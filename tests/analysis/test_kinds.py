"""Kinds of values, each with its evidence: datasets, models, tensors, numbers, foreign objects..."""

from __future__ import annotations

import ast
from typing import Optional, Tuple

import pytest

from tests.analysis.snippets import facts_of, find, last_name
from tflint_mem.analysis import kinds as K
from tflint_mem.analysis.kinds import Kind, fold_int, fold_number


def kind_of(code: str, text: str) -> Tuple[str, str, Optional[str]]:
    """The kind of the last expression of the snippet whose source text is `text`: (kind, evidence, detail)."""
    facts = facts_of(code)
    found = [n for n in ast.walk(facts.index.tree) if isinstance(n, ast.expr) and facts.index.segment(n) == text]
    assert found, f"no expression {text!r}"
    node = max(found, key=lambda n: (n.lineno, n.col_offset))
    kind = facts.kinds.of(node)
    return kind.name, kind.evidence, kind.detail


# --- datasets and iterators -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("ds = tf.data.Dataset.from_tensor_slices(x)", "`tensorflow.data.Dataset.from_tensor_slices`"),
        ("ds = tf.data.TFRecordDataset(files)", "`tensorflow.data.TFRecordDataset`"),
        ("ds = tf.data.experimental.make_csv_dataset(p, 4)", "`tensorflow.data.experimental.make_csv_dataset`"),
        ("ds = tf.keras.utils.image_dataset_from_directory(d)", "`keras.utils.image_dataset_from_directory`"),
        ("ds = tfds.load('mnist', split='train')", "`tensorflow_datasets.load`"),
        ("ds = tf.data.Dataset.range(10).map(f).batch(2).prefetch(1)", "`tensorflow.data.Dataset.range`"),
    ],
)
def test_dataset_from_its_constructor_and_methods(code, expected):
    code = "import tensorflow as tf\nimport tensorflow_datasets as tfds\n" + code + "\nds\n"
    assert kind_of(code, "ds") == (K.DATASET, expected, None)


def test_each_split_unpacked_from_tfds_load_is_a_dataset():
    code = """
    import tensorflow_datasets as tfds
    train, test = tfds.load("mnist", split=["train", "test"])
    test
    """
    assert kind_of(code, "test") == (K.DATASET, "`tensorflow_datasets.load`", None)


def test_a_dataset_method_that_is_not_a_transformation_is_not_a_dataset():
    code = """
    import tensorflow as tf
    ds = tf.data.Dataset.range(3)
    ds.cardinality()
    ds.as_numpy_iterator()
    ds.save(path)
    """
    assert kind_of(code, "ds.cardinality()") == (K.TENSOR, "`.cardinality()` of a dataset", None)
    assert kind_of(code, "ds.as_numpy_iterator()") == (K.ITERATOR, "`.as_numpy_iterator()` of a dataset", None)
    assert kind_of(code, "ds.save(path)")[0] == K.UNKNOWN


def test_iterators_and_their_elements():
    code = """
    import tensorflow as tf
    ds = tf.data.Dataset.range(3)
    it = iter(ds)
    x = next(it)
    old = ds.make_one_shot_iterator()
    y = old.get_next()
    it, x, y
    """
    assert kind_of(code, "it") == (K.ITERATOR, "`iter()` of a dataset", None)
    assert kind_of(code, "x") == (K.TENSOR, "`next()` of a dataset iterator", None)
    assert kind_of(code, "y") == (K.TENSOR, "`get_next()` of an iterator", None)


def test_tf1_iterator_function_makes_an_iterator():
    code = """
    import tensorflow as tf
    it = tf.compat.v1.data.make_one_shot_iterator(ds)
    it
    """
    assert kind_of(code, "it") == (K.ITERATOR, "`tensorflow.data.make_one_shot_iterator`", "tensorflow.data.Iterator")


def test_iter_of_something_else_is_unknown():
    assert kind_of("it = iter(items)\nit\n", "it")[0] == K.UNKNOWN


def test_an_element_of_a_dataset_is_a_tensor():
    code = """
    import tensorflow as tf
    for x in tf.data.Dataset.range(3):
        x
    """
    assert kind_of(code, "x") == (K.TENSOR, "an element of a dataset", None)


# --- Keras models, layers, optimizers --------------------------------------------------------------


@pytest.mark.parametrize(
    ("call", "qualified"),
    [
        ("tf.keras.Sequential([])", "keras.Sequential"),
        ("tf.keras.Model(inputs, outputs)", "keras.Model"),
        ("tf.keras.models.load_model(path)", "keras.models.load_model"),
        ("tf.keras.models.clone_model(base)", "keras.models.clone_model"),
        ("tf.keras.applications.ResNet50(weights=None)", "keras.applications.ResNet50"),
    ],
)
def test_keras_model_from_a_constructor_or_factory(call, qualified):
    code = f"import tensorflow as tf\nm = {call}\nm\n"
    assert kind_of(code, "m") == (K.MODEL, f"`{qualified}`", qualified)


def test_keras_applications_helper_function_is_not_a_model():
    code = "import tensorflow as tf\nx = tf.keras.applications.resnet50.preprocess_input(x)\nx\n"
    assert kind_of(code, "x")[0] != K.MODEL


def test_keras_model_from_a_subclass_through_other_classes_of_the_module():
    code = """
    import tensorflow as tf
    class Net(Base):
        pass
    class Base(tf.keras.Model):
        pass
    m = Net()
    m
    """
    assert kind_of(code, "m") == (K.MODEL, "`Net(...)`, which extends `keras.Model`", "Net")


def test_instance_of_a_plain_class_is_an_object():
    code = """
    class C:
        pass
    c = C()
    c, C
    """
    assert kind_of(code, "c") == (K.OBJECT, "an instance of `C`", "C")
    assert kind_of(code, "C") == (K.OBJECT, "class `C`", None)


def test_an_object_of_either_of_two_classes_is_an_object_of_no_known_class():
    code = """
    class Agent:
        pass
    class RandomAgent:
        pass
    a = Agent() if smart else RandomAgent()
    b = Agent() if smart else Agent()
    a, b
    """
    assert kind_of(code, "a") == (K.OBJECT, "an instance of `Agent` or an instance of `RandomAgent`", None)
    assert kind_of(code, "b") == (K.OBJECT, "an instance of `Agent`", "Agent")


def test_keras_model_from_a_builder_of_the_module():
    code = """
    import tensorflow as tf
    def build_model():
        return tf.keras.Sequential()
    m = build_model()
    m
    """
    assert kind_of(code, "m") == (K.MODEL, "returned by `build_model()` (`keras.Sequential`)", "keras.Sequential")


def test_keras_model_from_a_builder_name_the_module_does_not_define():
    code = "m = create_model(10)\nm\n"
    assert kind_of(code, "m") == (K.MODEL, "`create_model()`, a model-builder name", None)


@pytest.mark.parametrize("builder", ["build_model", "get_model", "make_net", "_build_models", "compile_model"])
def test_model_builder_names(builder):
    assert kind_of(f"m = {builder}()\nm\n", "m")[0] == K.MODEL


@pytest.mark.parametrize("other", ["build_dataset", "model", "modeling", "build"])
def test_names_that_are_not_model_builders(other):
    assert kind_of(f"m = {other}()\nm\n", "m")[0] == K.UNKNOWN


def test_a_builder_of_the_module_that_returns_something_else_is_not_a_model():
    code = """
    def build_model():
        return [1, 2]
    m = build_model()
    m
    """
    assert kind_of(code, "m")[0] == K.COLLECTION


@pytest.mark.parametrize(
    ("body", "evidence"),
    [
        ("model.compile(loss='mse')\n    model.fit(x, y)", "`model` is compiled and fitted"),
        ("model.fit(x, y, epochs=3)", "`model.fit(..., epochs=...)`"),
        ("model.fit(x, y, validation_split=0.1, callbacks=[cb])", "`model.fit(..., validation_split=...)`"),
        ("model.save_weights(path)", "`model.save_weights()` is Keras-only"),
        ("model.train_on_batch(x, y)", "`model.train_on_batch()` is Keras-only"),
    ],
)
def test_keras_model_from_usage_evidence(body, evidence):
    code = f"def run(model):\n    {body}\n    model\n"
    assert kind_of(code, "model") == (K.MODEL, evidence, None)


@pytest.mark.parametrize("body", ["model.fit(x, y)", "model.compile()", "model.predict(x)", "model.save(path)"])
def test_usage_that_other_libraries_share_is_not_evidence(body):
    code = f"def run(model):\n    {body}\n    model\n"
    assert kind_of(code, "model")[0] == K.UNKNOWN


def test_keras_model_from_an_annotation():
    code = """
    import tensorflow as tf
    def run(model: tf.keras.Model, ds: tf.data.Dataset, t: tf.Tensor):
        model, ds, t
    """
    assert kind_of(code, "model") == (K.MODEL, "annotated `keras.Model`", "keras.Model")
    assert kind_of(code, "ds") == (K.DATASET, "annotated `tf.data.Dataset`", None)
    assert kind_of(code, "t") == (K.TENSOR, "annotated `tensorflow.Tensor`", None)


def test_self_in_a_keras_subclass_is_the_model():
    code = """
    import tensorflow as tf
    class Net(tf.keras.Model):
        def call(self, x):
            return self
    """
    assert kind_of(code, "self") == (K.MODEL, "`Net` extends `keras.Model`", "Net")


def test_self_model_of_a_keras_callback():
    code = """
    import tensorflow as tf
    class Stop(tf.keras.callbacks.Callback):
        def on_epoch_end(self, epoch, logs=None):
            self.model
    """
    assert kind_of(code, "self.model") == (K.MODEL, "the model a Keras callback is attached to", None)


def test_self_attribute_assigned_in_another_method():
    code = """
    import tensorflow as tf
    class Trainer:
        def __init__(self):
            self.model = tf.keras.Sequential()
        def go(self):
            self.model
    """
    assert kind_of(code, "self.model") == (K.MODEL, "`keras.Sequential`", "keras.Sequential")


@pytest.mark.parametrize(
    ("call", "kind", "qualified"),
    [
        ("tf.keras.layers.Dense(3)", K.LAYER, "keras.layers.Dense"),
        ("tf.keras.optimizers.Adam()", K.OPTIMIZER, "keras.optimizers.Adam"),
        ("tf.keras.metrics.Mean()", K.METRIC, "keras.metrics.Mean"),
        ("tf.Module()", K.STATEFUL, "tensorflow.Module"),
    ],
)
def test_layers_optimizers_metrics_and_stateful_objects(call, kind, qualified):
    code = f"import tensorflow as tf\nx = {call}\nx\n"
    assert kind_of(code, "x") == (kind, f"`{qualified}`", qualified)


def test_outputs_of_models_and_layers_are_tensors_and_predictions_arrays():
    code = """
    import tensorflow as tf
    m = tf.keras.Sequential()
    m(x), m.predict(x), tf.keras.layers.Dense(3)(x), m.trainable_variables
    """
    assert kind_of(code, "m(x)") == (K.TENSOR, "the output of the Keras model `m`", None)
    assert kind_of(code, "m.predict(x)") == (K.ARRAY, "`.predict()` of a Keras model", None)
    assert kind_of(code, "tf.keras.layers.Dense(3)(x)") == (K.TENSOR, "the output of a Keras layer", None)
    assert kind_of(code, "m.trainable_variables") == (K.COLLECTION, "the model's variables", None)


# --- tf.functions, tensors, variables ----------------------------------------------------------------


def test_tf_function_by_decorator_and_by_call():
    code = """
    import tensorflow as tf
    @tf.function
    def f(x):
        return x
    g = tf.function(lambda x: x)
    f, g, f(1), g(1), tf.function
    """
    assert kind_of(code, "f") == (K.TF_FUNCTION, "`@tf.function` `f`", None)
    assert kind_of(code, "g") == (K.TF_FUNCTION, "`tf.function(...)`", None)
    assert kind_of(code, "f(1)") == (K.TENSOR, "the result of the tf.function `f`", None)
    assert kind_of(code, "g(1)") == (K.TENSOR, "the result of the tf.function `g`", None)
    assert kind_of(code, "tf.function") == (K.FUNCTION, "`tf.function`", None)


@pytest.mark.parametrize(
    ("expression", "evidence"),
    [
        ("tf.constant(1)", "`tensorflow.constant`"),
        ("tf.convert_to_tensor(x)", "`tensorflow.convert_to_tensor`"),
        ("tf.zeros([3])", "`tensorflow.zeros`"),
        ("tf.compat.v1.placeholder(tf.float32)", "`tensorflow.placeholder`"),
        ("tf.py_function(f, [a], tf.float32)", "`tensorflow.py_function`"),
        ("tf.constant(1) + 1", "arithmetic on a tensor"),
        ("tf.constant([1])[0]", "a slice of a tensor"),
        ("tf.constant([1]).shape", None),
    ],
)
def test_tensors(expression, evidence):
    code = f"import tensorflow as tf\nt = {expression}\nt\n"
    if evidence is None:
        assert kind_of(code, "t")[0] != K.TENSOR
    else:
        assert kind_of(code, "t") == (K.TENSOR, evidence, None)


def test_tensor_methods_and_numpy_conversion():
    code = """
    import tensorflow as tf
    t = tf.constant([1])
    t.numpy(), t.numpy().item(), tf.reduce_sum(t).numpy().tolist(), t.shape[0]
    """
    assert kind_of(code, "t.numpy()") == (K.ARRAY, "`.numpy()` of a tensor", None)
    assert kind_of(code, "t.numpy().item()") == (K.NUMBER, "`.item()` of an array", None)
    assert kind_of(code, "tf.reduce_sum(t).numpy().tolist()") == (K.COLLECTION, "`.tolist()` of an array", None)
    assert kind_of(code, "t.shape[0]") == (K.NUMBER, "a static shape dimension", None)


def test_variables_and_their_updates():
    code = """
    import tensorflow as tf
    v = tf.Variable(1.0)
    v, v.assign(2.0), v + 1
    """
    assert kind_of(code, "v") == (K.VARIABLE, "`tensorflow.Variable`", None)
    assert kind_of(code, "v.assign(2.0)") == (K.TENSOR, "`.assign()` of a variable", None)
    assert kind_of(code, "v + 1") == (K.TENSOR, "arithmetic on a tensor", None)


def test_a_variable_or_a_tensor_is_a_tensor():
    code = "import tensorflow as tf\nx = tf.constant(1) if c else tf.Variable(1)\nx\n"
    assert kind_of(code, "x") == (K.TENSOR, "`tensorflow.constant`", None)


def test_a_reassigned_parameter_is_what_it_was_reassigned_to():
    code = """
    import tensorflow as tf
    def f(step):
        step = tf.convert_to_tensor(step)
        return step
    """
    assert kind_of(code, "step") == (K.TENSOR, "`tensorflow.convert_to_tensor`", None)


def test_a_local_binding_shadows_the_import():
    code = """
    import tensorflow as tf
    def f(tf):
        return tf.constant(1)
    """
    assert kind_of(code, "tf.constant(1)")[0] == K.UNKNOWN


# --- Python numbers ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("expression", "evidence"),
    [
        ("3", "a number literal"),
        ("-3", "a number literal"),
        ("2.5", "a number literal"),
        ("True", "a number literal"),
        ("len(a)", "`len(...)`"),
        ("float(a)", "`float(...)`"),
        ("int(a)", "`int(...)`"),
        ("round(a)", "`round(...)`"),
        ("max(1, 2)", "`max(...)` of numbers"),
        ("1 + 2 * 3", "arithmetic on Python numbers"),
        ("a < b", "a comparison"),
        ("tf.data.AUTOTUNE", "`tf.data.AUTOTUNE`"),
        ("np.exp(1.0)", "`numpy.exp` of Python numbers (a NumPy float, which is a Python float)"),
    ],
)
def test_python_numbers(expression, evidence):
    code = f"import tensorflow as tf\nimport numpy as np\nx = {expression}\nx\n"
    assert kind_of(code, "x") == (K.NUMBER, evidence, None)


@pytest.mark.parametrize("expression", ["max(a, 2)", "sum(values)", "a + 1", "np.exp(a)"])
def test_builtins_and_arithmetic_of_unknown_values_are_not_numbers(expression):
    code = f"import numpy as np\nx = {expression}\nx\n"
    assert kind_of(code, "x")[0] != K.NUMBER


@pytest.mark.parametrize(
    "loop",
    [
        "for i in range(3):",
        "for i in trange(3):",
        "for i, batch in enumerate(batches):",
        "for i in tqdm(range(3)):",
        "for i, name in zip(range(3), names):",
    ],
)
def test_loop_counters_are_numbers(loop):
    code = f"{loop}\n    i\n"
    assert kind_of(code, "i") == (K.NUMBER, "a loop counter", None)


def test_the_second_element_of_enumerate_is_an_element_of_its_iterable():
    code = """
    import tensorflow as tf
    for i, x in enumerate(tf.data.Dataset.range(3)):
        x
    """
    assert kind_of(code, "x") == (K.TENSOR, "an element of a dataset", None)


def test_a_loop_over_tf_range_gives_tensors_not_numbers():
    code = "import tensorflow as tf\nfor i in tf.range(3):\n    i\n"
    assert kind_of(code, "i")[0] == K.TENSOR


def test_a_loop_over_a_literal_list_of_numbers_gives_numbers():
    assert kind_of("for x in [1, 2.5, 3]:\n    x\n", "x") == (K.NUMBER, "a number literal", None)


def test_a_counter_incremented_in_a_loop_stays_a_number():
    code = """
    step = 0
    for batch in batches:
        step += 1
    step
    """
    assert kind_of(code, "step") == (K.NUMBER, "a number literal", None)


def test_a_number_or_none_is_a_number():
    assert kind_of("x = 1 if c else None\nx\n", "x") == (K.NUMBER, "a number literal", None)


def test_a_tensor_or_a_number_is_unknown():
    assert kind_of("import tensorflow as tf\nx = tf.constant(1) if c else 3\nx\n", "x")[0] == K.UNKNOWN


# --- NumPy ----------------------------------------------------------------------------------------------


def test_numpy_arrays_and_scalars():
    code = """
    import numpy as np
    a = np.zeros((3, 3))
    s = np.float32(1.0)
    a, s, a * 2, a[1:3], a.sum(axis=0)
    """
    assert kind_of(code, "a") == (K.ARRAY, "`numpy.zeros`", None)
    assert kind_of(code, "s") == (K.ARRAY, "`numpy.float32` (a NumPy scalar)", None)
    assert kind_of(code, "a * 2") == (K.ARRAY, "arithmetic on an array", None)
    assert kind_of(code, "a[1:3]") == (K.ARRAY, "a slice of an array", None)
    assert kind_of(code, "a.sum(axis=0)") == (K.ARRAY, "`.sum()` of an array", None)


@pytest.mark.parametrize("range_", ["np.linspace(0, 1, 5)", "np.arange(5)", "np.logspace(-3, 0, 4)"])
def test_one_dimensional_numpy_ranges_give_numbers(range_):
    code = f"import numpy as np\nvalues = {range_}\nfor v in values:\n    v\nvalues[0]\n"
    assert kind_of(code, "values") == (K.ARRAY, f"`numpy.{range_[3 : range_.index('(')]}`", K.ONE_DIMENSIONAL)
    element = "an element of a 1-D NumPy array (a NumPy float, which is a Python float)"
    assert kind_of(code, "v") == (K.NUMBER, element, None)
    assert kind_of(code, "values[0]") == (K.NUMBER, element, None)


def test_rows_of_other_arrays_are_arrays():
    code = "import numpy as np\nfor row in np.zeros((3, 3)):\n    row\n"
    assert kind_of(code, "row") == (K.ARRAY, "a row of an array", None)


# --- sessions and graphs ----------------------------------------------------------------------------------


def test_sessions_and_what_they_run():
    code = """
    import tensorflow as tf
    sess = tf.compat.v1.Session()
    with tf.compat.v1.Session() as s2:
        pass
    sess, s2, sess.run(op), tf.Graph()
    """
    assert kind_of(code, "sess") == (K.SESSION, "`tensorflow.Session`", None)
    assert kind_of(code, "s2") == (K.SESSION, "`tensorflow.Session`", None)
    assert kind_of(code, "sess.run(op)") == (K.ARRAY, "`Session.run`", None)
    assert kind_of(code, "tf.Graph()") == (K.GRAPH, "`tensorflow.Graph`", None)


def test_a_with_target_of_another_context_manager_is_unknown():
    assert kind_of("with open(p) as f:\n    f\n", "f")[0] == K.UNKNOWN


# --- foreign objects -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("imports", "value", "use", "qualified"),
    [
        ("from sklearn.svm import SVC", "SVC()", "m.fit(x, y)", "sklearn.svm.SVC"),
        ("import xgboost", "xgboost.XGBClassifier()", "m.predict(x)", "xgboost.XGBClassifier"),
        ("import torch", "torch.nn.Linear(3, 3)", "m.compile()", "torch.nn.Linear"),
        ("import pandas as pd", "pd.read_csv(p)", "m.map(f)", "pandas.read_csv"),
        ("from scikeras.wrappers import KerasClassifier", "KerasClassifier(model=b)", "m", None),
    ],
)
def test_another_librarys_value_is_foreign_whatever_its_methods(imports, value, use, qualified):
    code = f"{imports}\nm = {value}\n{use}\n"
    made = kind_of(code, use)
    assert made[0] == K.FOREIGN
    if qualified is not None:
        assert made == (K.FOREIGN, f"`{qualified}`", qualified)


def test_foreign_objects_stay_foreign_through_subscripts_loops_and_unpacking():
    code = """
    import pandas as pd
    df = pd.read_csv(p)
    a, b = df
    for row in df:
        pass
    df["a"], row, b
    """
    for text in ('df["a"]', "row", "b"):
        assert kind_of(code, text) == (K.FOREIGN, "`pandas.read_csv`", "pandas.read_csv"), text


def test_a_foreign_module_is_foreign_and_a_tensorflow_module_is_a_module():
    code = "import pandas as pd\nimport tensorflow as tf\npd, tf.data\n"
    assert kind_of(code, "pd") == (K.FOREIGN, "`pandas`", "pandas")
    assert kind_of(code, "tf.data") == (K.MODULE, "`tensorflow.data`", "tensorflow.data")


def test_estimators_are_foreign():
    code = "import tensorflow as tf\nest = tf.estimator.DNNClassifier()\nest\n"
    assert kind_of(code, "est") == (K.FOREIGN, "`tensorflow.estimator.DNNClassifier`, an Estimator", "tf.estimator")


def test_a_class_extending_another_librarys_class_is_foreign():
    code = """
    import torch
    class Net(torch.nn.Module):
        pass
    n = Net()
    n
    """
    assert kind_of(code, "n") == (K.FOREIGN, "`Net(...)`, which extends `torch.nn.Module`", "Net")


# --- other kinds -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("expression", "kind", "evidence"),
    [
        ("[1, 2]", K.COLLECTION, "a Python collection"),
        ("{'a': 1}", K.COLLECTION, "a Python collection"),
        ("[x for x in y]", K.COLLECTION, "a Python collection"),
        ("'text'", K.COLLECTION, "a literal"),
        ("f'{a}'", K.COLLECTION, "a Python collection"),
        ("'%d' % 3", K.COLLECTION, "string formatting"),
        ("sorted(a)", K.COLLECTION, "`sorted(...)`"),
        ("lambda: 1", K.FUNCTION, "a lambda"),
        ("None", K.NONE, ""),
        ("mystery()", K.UNKNOWN, ""),
    ],
)
def test_other_kinds(expression, kind, evidence):
    assert kind_of(f"x = {expression}\nx\n", "x") == (kind, evidence, None)


def test_functions_of_the_module_and_what_they_return():
    code = """
    def nothing():
        pass
    def one():
        return 1
    nothing, nothing(), one()
    """
    assert kind_of(code, "nothing") == (K.FUNCTION, "`def nothing`", None)
    assert kind_of(code, "nothing()") == (K.NONE, "", None)
    assert kind_of(code, "one()") == (K.NUMBER, "a number literal", None)


def test_a_classmethod_calling_cls_makes_an_instance():
    code = """
    class C:
        @classmethod
        def make(cls):
            return cls()
    C.make()
    """
    assert kind_of(code, "C.make()") == (K.OBJECT, "an instance of `C`", "C")


def test_a_self_referencing_assignment_does_not_loop():
    assert kind_of("x = 1\nwhile c:\n    x = x + y\nx\n", "x")[0] in (K.NUMBER, K.UNKNOWN)


def test_kind_compares_with_its_name():
    assert Kind(K.MODEL, "a") == K.MODEL
    assert Kind(K.MODEL, "a") == Kind(K.MODEL, "b")
    assert Kind(K.MODEL, "a", "Net") != Kind(K.MODEL, "a", "Other")
    assert not K.UNKNOWN_KIND.known and not K.NONE_KIND.known and Kind(K.TENSOR).known


# --- parameters from call sites --------------------------------------------------------------------------------


def test_a_parameter_is_what_every_call_passes():
    code = """
    import tensorflow as tf
    def train(ds, epochs):
        return ds, epochs
    train(tf.data.Dataset.range(3), 10)
    train(tf.data.Dataset.range(4), epochs=20)
    """
    assert kind_of(code, "ds") == (K.DATASET, "passed `tensorflow.data.Dataset.range`", None)
    assert kind_of(code, "epochs") == (K.NUMBER, "passed a number literal", None)


def test_a_parameter_takes_its_default_where_a_call_passes_nothing():
    code = """
    def train(n=3):
        return n
    train()
    train(4)
    """
    assert kind_of(code, "n") == (K.NUMBER, "passed a number literal", None)


def test_a_parameter_passed_different_kinds_is_unknown():
    code = """
    import tensorflow as tf
    def train(ds):
        return ds
    train(tf.data.Dataset.range(3))
    train(3)
    """
    assert kind_of(code, "ds")[0] == K.UNKNOWN


def test_a_parameter_of_a_function_never_called_is_unknown():
    assert kind_of("def train(ds):\n    return ds\n", "ds")[0] == K.UNKNOWN


def test_a_parameter_passed_through_star_args_is_unknown():
    code = """
    import tensorflow as tf
    def train(ds):
        return ds
    train(*args)
    """
    assert kind_of(code, "ds")[0] == K.UNKNOWN


def test_a_method_parameter_skips_self_at_call_sites():
    code = """
    import tensorflow as tf
    class T:
        def run(self, ds):
            return ds
    T().run(tf.data.Dataset.range(3))
    """
    assert kind_of(code, "ds") == (K.DATASET, "passed `tensorflow.data.Dataset.range`", None)


# --- single_sample and fold_int ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "expression",
    [
        "x[None]",
        "x[np.newaxis]",
        "x[None, :]",
        "np.expand_dims(x, 0)",
        "np.expand_dims(x, axis=0)",
        "tf.expand_dims(x, 0)",
        "np.reshape(x, (1, -1))",
        "x.reshape(1, -1)",
        "x.reshape((1, 28, 28))",
        "x.reshape((1,) + x.shape)",
        "np.array([x])",
        "tf.constant([x])",
        "x[i:i + 1]",
        "x[held_out:held_out + 1, :]",
    ],
)
def test_single_sample_inputs(expression):
    code = f"import numpy as np\nimport tensorflow as tf\ny = {expression}\n"
    facts = facts_of(code)
    assert facts.kinds.single_sample(find(facts, expression))


@pytest.mark.parametrize(
    "expression",
    [
        "x",
        "x[0]",
        "x[:, None]",
        "np.expand_dims(x, -1)",
        "np.reshape(x, (-1, 1))",
        "np.array([x, y])",
        "np.array(x)",
        "x.reshape(x.shape + (1,))",
        "x[i:i + 2]",
        "x[i:j + 1]",
    ],
)
def test_not_single_sample_inputs(expression):
    code = f"import numpy as np\ny = {expression}\n"
    facts = facts_of(code)
    assert not facts.kinds.single_sample(find(facts, expression))


def test_single_sample_through_a_name():
    facts = facts_of("import numpy as np\nsample = np.expand_dims(x, 0)\nmodel.predict(sample)\n")
    use = find(facts, "sample", ast.Name, 1)
    assert facts.kinds.single_sample(use)
    facts = facts_of("sample = x[None] if c else batch\nmodel.predict(sample)\n")
    assert not facts.kinds.single_sample(find(facts, "sample", ast.Name, 1))


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("8", 8),
        ("-1", -1),
        ("+2", 2),
        ("10**6", 1_000_000),
        ("1 << 20", 1 << 20),
        ("2 * 1024 - 1", 2047),
        ("7 // 2", 3),
        ("1 // 0", None),
        ("2 ** 100", None),
        ("1.5", None),
        ("True", None),
        ("n * 2", None),
    ],
)
def test_fold_int(code, expected):
    assert fold_int(ast.parse(code, mode="eval").body) == expected


def test_fold_int_of_nothing_is_none():
    assert fold_int(None) is None


@pytest.mark.parametrize(
    ("code", "expected"),
    [("1e7", 1e7), ("2.5 * 10**6", 2.5e6), ("-1e3", -1e3), ("1 / 4", 0.25), ("1 / 0", None), ("x * 2", None)],
)
def test_fold_number(code, expected):
    assert fold_number(ast.parse(code, mode="eval").body) == expected


INTEGERS = """
import tensorflow as tf
BUFFER = 1_265_800
SMALL = 10
EITHER = 10 if fast else 2_000_000
maybe = 5
if big:
    maybe = 500
def make(ds, param=5_000_000):
    ds.shuffle(BUFFER)
    ds.shuffle(BUFFER * 2)
    ds.shuffle(int(1e7))
    ds.shuffle(int(2.5e6) // 2)
    ds.shuffle(EITHER)
    ds.shuffle(maybe)
    ds.shuffle(SMALL + 1)
    ds.shuffle(param)
    ds.shuffle(int(x))
    ds.shuffle(unbound)
def shadowed(int):
    ds.shuffle(int(1e7))
"""


@pytest.mark.parametrize(
    ("text", "nth", "expected"),
    [
        ("BUFFER", 1, 1_265_800),  # a module constant read in a function
        ("BUFFER * 2", 0, 2_531_600),
        ("int(1e7)", 0, 10_000_000),
        ("int(2.5e6) // 2", 0, 1_250_000),
        ("EITHER", 1, 2_000_000),  # the larger branch
        ("maybe", 2, 500),  # the larger of the assignments that may reach
        ("SMALL + 1", 0, 11),
        ("param", 0, None),  # a parameter: its callers may pass anything
        ("int(x)", 0, None),
        ("unbound", 0, None),
        ("int(1e7)", 1, None),  # `int` is a parameter there
    ],
)
def test_integer_values_through_names_int_and_branches(text, nth, expected):
    facts = facts_of(INTEGERS)
    assert facts.kinds.integer(find(facts, text, nth=nth)) == expected


def test_self_read_in_a_function_nested_in_a_method():
    code = """
    import tensorflow as tf
    class Trainer:
        def __init__(self):
            self.model = tf.keras.Sequential()
        def fit(self):
            def step(x):
                return self.model
            return step
    class Net(tf.keras.Model):
        def custom(self):
            return lambda: self
    """
    assert kind_of(code, "self.model") == (K.MODEL, "`keras.Sequential`", "keras.Sequential")
    assert kind_of(code, "self") == (K.MODEL, "`Net` extends `keras.Model`", "Net")


def test_a_constructor_parameter_skips_self_at_call_sites():
    code = """
    import tensorflow as tf
    class Trainer:
        def __init__(self, model, ds):
            self.model, self.ds = model, ds
    Trainer(tf.keras.Sequential(), tf.data.Dataset.range(3))
    """
    assert kind_of(code, "model") == (K.MODEL, "passed `keras.Sequential`", "keras.Sequential")
    assert kind_of(code, "ds") == (K.DATASET, "passed `tensorflow.data.Dataset.range`", None)


@pytest.mark.parametrize("module", ["myproj.estimator", ".estimator"])
def test_a_projects_own_estimator_module_is_not_tf_estimator(module):
    code = f"from {module} import load_data\nd = load_data()\nd\n"
    assert kind_of(code, "d")[0] == K.UNKNOWN


@pytest.mark.parametrize("imports", ["from utils import build_model", "from .models import build_model"])
def test_an_imported_model_builder_name_makes_a_model(imports):
    code = f"{imports}\nm = build_model()\nm\n"
    assert kind_of(code, "m") == (K.MODEL, "`build_model()`, a model-builder name", None)


@pytest.mark.parametrize(
    "imports", ["from sklearn.utils import get_model", "from tensorflow.keras.models import get_model"]
)
def test_a_model_builder_name_of_another_library_or_tensorflow_is_not_one(imports):
    assert kind_of(f"{imports}\nm = get_model()\nm\n", "m")[0] != K.MODEL


def test_a_gradient_tape_and_its_gradients():
    code = """
    import tensorflow as tf
    with tf.GradientTape() as tape:
        y = model(x)
    g = tape.gradient(y, x)
    persistent = tf.GradientTape(persistent=True)
    j = persistent.jacobian(y, x)
    """
    assert kind_of(code, "tape")[0] == K.GRADIENT_TAPE
    assert kind_of(code, "tape.gradient(y, x)")[:2] == (K.TENSOR, "`.gradient()` of a GradientTape")
    assert kind_of(code, "persistent.jacobian(y, x)")[0] == K.TENSOR


def test_the_tape_around_a_node_is_in_its_own_scope():
    facts = facts_of(
        """
        import tensorflow as tf
        with tf.GradientTape() as tape:
            for t in range(3):
                inside(t)
            def later():
                deferred()
        with open(path) as f:
            outside(f)
        """
    )
    assert facts.kinds.tape_around(find(facts, "inside(t)")) is not None
    assert facts.kinds.tape_around(find(facts, "deferred()")) is None
    assert facts.kinds.tape_around(find(facts, "outside(f)")) is None


def test_a_parameter_no_call_here_passes_is_what_its_number_default_says():
    code = """
    class Trainer:
        def __init__(self, max_weight=10.0, flag=True, size=None):
            self.max_weight = max_weight
            weight = max_weight
            on = flag
            n = size
    """
    assert kind_of(code, "max_weight")[0] == K.NUMBER
    assert kind_of(code, "flag")[0] == K.UNKNOWN  # a bool default is a flag, not a number to compute with
    assert kind_of(code, "size")[0] == K.UNKNOWN


def test_a_parameter_that_bounds_a_range_is_a_python_number():
    facts = facts_of(
        "def train(ds, epochs, model):\n"
        "    for epoch in range(epochs):\n"
        "        frac = epoch / epochs\n"
        "        model.fit(ds)\n"
    )
    assert facts.kinds.of(find(facts, "epoch / epochs")).name == K.NUMBER
    assert facts.kinds.of(find(facts, "model", ast.Name)).name != K.NUMBER


def test_an_attribute_of_an_instance_of_a_class_of_the_module_is_what_its_methods_assign():
    facts = facts_of(
        "import tensorflow as tf\n"
        "class Agent:\n"
        "    def __init__(self):\n"
        "        self.model = tf.keras.Sequential()\n"
        "        self.name = 'dqn'\n"
        "agent = Agent()\n"
        "print(agent.model, agent.name, agent.memory)\n"
    )
    assert facts.kinds.of(find(facts, "agent.model")).name == K.MODEL
    assert facts.kinds.of(find(facts, "agent.memory")).name == K.UNKNOWN  # never assigned: unknown


@pytest.mark.parametrize(
    "value, expected",
    [
        ("a < b", 2),
        ("not a", 2),
        ("a % 3", 3),
        ("flag", 4),
        ("a and b > 1", 3),
        ("a or b > 1", None),
        ("a % n", None),
        ("a + 1", None),
    ],
)
def test_few_values_counts_what_a_constant_bounds(value, expected):
    facts = facts_of(f"flag = i > 3\nif t:\n    flag = i % 2\nprint({value})\n")
    printed = find(facts, f"print({value})", ast.Call).args[0]
    assert facts.kinds.few_values(printed) == expected


# --- elements of named collections ---------------------------------------------------------------------


def loop_target_kind(code: str, target: str) -> str:
    """The kind of the loop target `target` where the body reads it."""
    from tests.analysis.snippets import name

    facts = facts_of(code)
    return facts.kinds.of(name(facts, target, 1)).name


def test_a_loop_over_a_named_comprehension_or_filled_list_yields_its_elements_kind():
    code = """
    import tensorflow as tf
    def build(i):
        return tf.keras.Sequential([tf.keras.layers.Dense(i)])
    models = [build(i) for i in range(5)]
    loaded = []
    for path in paths:
        loaded.append(tf.keras.models.load_model(path))
    sizes = []
    for power in range(12):
        sizes += [2 ** power]
    for m in models:
        m.predict(x)
    for l in loaded:
        l.predict(x)
    for n in sizes:
        print(n)
    """
    assert loop_target_kind(code, "m") == K.MODEL
    assert loop_target_kind(code, "l") == K.MODEL
    assert loop_target_kind(code, "n") == K.NUMBER


def test_a_loop_over_the_values_of_a_dict_attribute_yields_its_values_kind():
    code = """
    import tensorflow as tf
    class Trainer:
        def __init__(self):
            self.heads = {"a": tf.keras.models.load_model("a.h5")}
            self.heads["b"] = tf.keras.models.load_model("b.h5")
        def run(self, x):
            for head in self.heads.values():
                head.predict(x)
    """
    assert loop_target_kind(code, "head") == K.MODEL


def test_elements_stay_unknown_when_the_collection_is_filled_in_unknown_ways_or_holds_mixed_kinds():
    code = """
    import tensorflow as tf
    filled = []
    filled.insert(0, tf.keras.models.load_model("a.h5"))
    mixed = [tf.keras.models.load_model("a.h5"), 3]
    passed = list(source)
    for a in filled:
        a.predict(x)
    for b in mixed:
        print(b)
    for c in passed:
        c.predict(x)
    """
    assert loop_target_kind(code, "a") == K.UNKNOWN
    assert loop_target_kind(code, "b") == K.UNKNOWN
    assert loop_target_kind(code, "c") == K.UNKNOWN


LOOP_INTEGERS = """
import tensorflow as tf
for i in range(1, 6):
    ds = ds.shuffle(125779 * i)
for j in range(10):
    print(j)
for k in range(0, 100, 7):
    print(k)
for m in range(5, 0, -1):
    print(m)
for e in range(3, 3):
    print(e)
for n in range(count):
    print(n)
for p in items:
    print(p)
def shadowed(range):
    for q in range(4):
        print(q)
"""


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("125779 * i", 628_895),  # the last pass of `range(1, 6)` (Cosmos' growing shuffle buffer)
        ("print(j)", 9),
        ("print(k)", 98),  # the largest element of the range, not its stop
        ("print(m)", 5),  # a descending range: its start
        ("print(e)", None),  # an empty range binds nothing
        ("print(n)", None),  # a stop the file does not show
        ("print(p)", None),  # not a range
        ("print(q)", None),  # `range` is a parameter there
    ],
)
def test_integer_value_of_a_range_loop_variable_is_its_last(text, expected):
    facts = facts_of(LOOP_INTEGERS)
    node = find(facts, text)
    if isinstance(node, ast.Call):  # `print(x)`: the name it prints
        node = node.args[0]
    assert facts.kinds.integer(node) == expected


def test_a_function_that_yields_returns_a_generator_and_what_keeps_one_sample_is_one_sample():
    facts = facts_of(
        """
        import numpy as np
        from tensorflow.keras.applications.resnet50 import preprocess_input

        def frames(path):
            for line in open(path):
                yield line

        def load(path):
            return read(path)[np.newaxis]

        stream = frames("a")
        one = load("a")
        many = np.stack(load_all("a"))
        scaled = np.asarray(image)[None] / 255.0
        cast = np.expand_dims(image, 0).astype("float32")
        prepared = preprocess_input(np.expand_dims(image, axis=0))
        stream, one, many, scaled, cast, prepared
        """
    )
    assert facts.kinds.of(last_name(facts, "stream")).name == K.GENERATOR
    assert facts.kinds.single_sample(last_name(facts, "one"))
    assert not facts.kinds.single_sample(last_name(facts, "many"))
    assert all(facts.kinds.single_sample(last_name(facts, n)) for n in ("scaled", "cast", "prepared"))


def test_members_follow_a_helper_that_returns_the_collection_and_the_parameter_it_is_passed_as():
    # ahsanMah/msma#1: `for i, sigma_i in enumerate(sigmas)` over the floats `get_sigma_levels()` returns, passed
    # as `sigmas` to the sampling function; `sigmas[-1]` is one of them too.
    facts = facts_of(
        """
        import numpy as np

        def get_sigma_levels():
            return [float(s) for s in np.geomspace(1.0, 0.01, 10)]

        def sample(model, sigmas):
            for i, sigma_i in enumerate(sigmas):
                alpha = 2e-5 * (sigma_i / sigmas[-1]) ** 2
                step(model, alpha)

        sample(model, get_sigma_levels())
        """
    )
    assert facts.kinds.of(last_name(facts, "sigma_i")).name == K.NUMBER
    assert facts.kinds.of(find(facts, "sigmas[-1]")).name == K.NUMBER
    assert facts.kinds.of(last_name(facts, "alpha")).name == K.NUMBER


def test_an_item_of_a_list_of_instances_is_an_instance_and_its_methods_resolve():
    # lorserker/ben#15: `bots[turn % 4].bid(auction)` on the four bots of a board, each holding a TF1 bidder.
    facts = facts_of(
        """
        class BotBid:
            def bid(self, auction):
                return predict(auction)

        bots = [BotBid() for hand in hands]
        names = [str(hand) for hand in hands]
        bots[turn % 4].bid(auction)
        names[0].bid(auction)
        """
    )
    item = facts.kinds.of(find(facts, "bots[turn % 4]"))
    assert (item.name, item.detail) == (K.OBJECT, "BotBid")
    assert [getattr(t, "name", None) for t in facts.calls.resolve(find(facts, "bots[turn % 4].bid(auction)"))] == [
        "bid"
    ]
    assert facts.kinds.of(find(facts, "names[0]")).name == K.UNKNOWN


def test_an_attribute_the_class_fits_with_keras_keywords_is_a_model():
    # cartpole-rl-remote: the base agent's `self.model` comes from an abstract `build_model` a subclass in another
    # module defines; `self.model.fit(state, target, epochs=1)` says it is a Keras model.
    facts = facts_of(
        "class Agent:\n"
        "    def __init__(self):\n"
        "        self.model = self.build_model()\n"
        "        self.memory = []\n"
        "    def build_model(self):\n"
        "        raise NotImplementedError\n"
        "    def replay(self, state, target):\n"
        "        self.model.fit(state, target, epochs=1, verbose=0)\n"
        "        self.memory.append(state)\n"
        "        print(self.model, self.memory)\n"
    )
    assert facts.kinds.of(find(facts, "self.model", ast.Attribute)).name == K.MODEL
    printed = find(facts, "print(self.model, self.memory)", ast.Call)
    assert facts.kinds.of(printed.args[1]).name != K.MODEL
