"""The table of other libraries whose objects look like TensorFlow's, and the TensorFlow names rules share."""

from __future__ import annotations

import pytest

from tflint_mem.analysis.lookalikes import (
    FOREIGN_LIBRARIES,
    LOOKALIKE_METHODS,
    MODEL_BUILDER_NAME,
    SESSION_FACTORIES,
    foreign_library,
    is_clear_session,
    is_dataset_constructor,
    is_model_factory,
    lookalike_libraries,
)


@pytest.mark.parametrize(
    ("qualified", "expected"),
    [
        ("sklearn.svm.SVC", "sklearn"),
        ("torch", "torch"),
        ("pandas.read_csv", "pandas"),
        ("tensorflow.keras.Model", None),
        ("numpy.zeros", None),
        ("sklearnx.y", None),
        (None, None),
    ],
)
def test_foreign_library(qualified, expected):
    assert foreign_library(qualified) == expected


def test_every_library_with_lookalike_methods_is_named_for_messages():
    libraries = set().union(*LOOKALIKE_METHODS.values()) - {"numpy"}
    assert libraries <= set(FOREIGN_LIBRARIES)


def test_lookalike_libraries_are_the_imported_ones_with_that_method():
    assert lookalike_libraries("fit", ["sklearn", "tensorflow", "pandas"]) == {"sklearn"}
    assert lookalike_libraries("map", ["sklearn", "tensorflow", "pandas"]) == {"sklearn", "pandas"}
    assert lookalike_libraries("compile", ["torch", "re", "sklearn"]) == {"torch"}  # `re.compile` is a function
    assert lookalike_libraries("fit", ["tensorflow", "numpy"]) == frozenset()
    assert lookalike_libraries("train_on_batch", ["sklearn", "torch"]) == frozenset()


@pytest.mark.parametrize(
    ("qualified", "expected"),
    [
        ("keras.Sequential", True),
        ("keras.models.Model", True),
        ("keras.Model", True),
        ("keras.models.load_model", True),
        ("keras.saving.load_model", True),
        ("keras.models.clone_model", True),
        ("keras.models.model_from_json", True),
        ("keras.applications.ResNet50", True),
        ("keras.applications.resnet50.ResNet50", True),
        ("keras.applications.resnet50.preprocess_input", False),
        ("keras.layers.Dense", False),
        ("tensorflow.keras.Sequential", False),  # canonical names only
        ("torch.nn.Sequential", False),
        (None, False),
    ],
)
def test_is_model_factory(qualified, expected):
    assert is_model_factory(qualified) is expected


@pytest.mark.parametrize(
    ("qualified", "expected"),
    [
        ("tensorflow.data.Dataset.from_tensor_slices", True),
        ("tensorflow.data.Dataset.range", True),
        ("tensorflow.data.TFRecordDataset", True),
        ("tensorflow.data.experimental.make_csv_dataset", True),
        ("tensorflow_datasets.load", True),
        ("keras.utils.image_dataset_from_directory", True),
        ("keras.preprocessing.timeseries_dataset_from_array", True),
        ("tensorflow.data.Options", False),
        ("datasets.load_dataset", False),
        (None, False),
    ],
)
def test_is_dataset_constructor(qualified, expected):
    assert is_dataset_constructor(qualified) is expected


@pytest.mark.parametrize(
    ("qualified", "expected"),
    [
        ("keras.backend.clear_session", True),
        ("keras.utils.clear_session", True),
        ("tensorflow.keras.backend.clear_session", True),
        ("torch.cuda.clear_session", False),
        ("keras.backend.clear", False),
        (None, False),
    ],
)
def test_is_clear_session(qualified, expected):
    assert is_clear_session(qualified) is expected


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("build_model", True),
        ("create_model", True),
        ("get_model", True),
        ("make_net", True),
        ("_build_models", True),
        ("define_cnn_model", True),
        ("model", False),
        ("build", False),
        ("build_dataset", False),
        ("get_model_config", False),
    ],
)
def test_model_builder_names(name, expected):
    assert bool(MODEL_BUILDER_NAME.match(name)) is expected


@pytest.mark.parametrize(
    ("qualified", "expected"),
    [
        ("tensorflow.Session", True),
        ("tensorflow.InteractiveSession", True),
        ("keras.backend.get_session", True),
        ("tensorflow.train.MonitoredSession", True),
        ("tensorflow.SessionRunHook", False),
        ("requests.Session", True),  # the pattern alone; callers also require a TensorFlow name
    ],
)
def test_session_factories(qualified, expected):
    assert bool(SESSION_FACTORIES.search(qualified)) is expected
