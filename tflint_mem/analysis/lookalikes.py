"""The one table of other libraries whose objects look like TensorFlow's, and the TensorFlow names rules share.

Many libraries have `fit`, `predict`, `compile`, `map` or `shuffle`. A receiver whose type the file does not show is
taken for TensorFlow's only where the file imports no other library with that method; a value made by another
library's call is that library's (a foreign object), whatever its methods are called.
"""

from __future__ import annotations

import re
from typing import Dict, FrozenSet, Iterable, Optional

from tflint_mem.analysis.imports import is_tf, last

# Top-level packages (as imported) -> how messages name them.
FOREIGN_LIBRARIES: Dict[str, str] = {
    "art": "Adversarial Robustness Toolbox",  # its estimators wrap a model: `classifier.predict(x)` batches itself
    "autogluon": "AutoGluon",
    "catboost": "CatBoost",
    "concurrent": "concurrent.futures",
    "darts": "Darts",
    "dask": "Dask",
    "datasets": "Hugging Face datasets",
    "fbprophet": "Prophet",
    "flax": "Flax",
    "gluonts": "GluonTS",
    "h2o": "H2O",
    "haiku": "Haiku",
    "itertools": "itertools",
    "janestreet": "Kaggle's Jane Street API",  # competition APIs: `env.predict(submission_df)` scores a submission
    "jax": "JAX",
    "jpx_tokyo_market_prediction": "Kaggle's JPX API",
    "kaggle_evaluation": "Kaggle's evaluation API",
    "joblib": "joblib",
    "lightgbm": "LightGBM",
    "lightning": "Lightning",
    "mlflow": "MLflow",
    "multiprocessing": "multiprocessing",
    "mxnet": "MXNet",
    "neuralprophet": "NeuralProphet",
    "numba": "Numba",
    "optiver2023": "Kaggle's Optiver API",
    "onnxruntime": "ONNX Runtime",
    "optax": "Optax",
    "paddle": "Paddle",
    "pandas": "pandas",
    "pathos": "pathos",
    "pmdarima": "pmdarima",
    "polars": "Polars",
    "prophet": "Prophet",
    "pycaret": "PyCaret",
    "pyspark": "PySpark",
    "pytorch_lightning": "PyTorch Lightning",
    "random": "random",
    "ray": "Ray",
    "re": "re",
    "riiideducation": "Kaggle's Riiid API",
    "scikeras": "SciKeras",
    "sentence_transformers": "sentence-transformers",
    "sklearn": "scikit-learn",
    "stable_baselines": "Stable Baselines",
    "stable_baselines3": "Stable-Baselines3",
    "sktime": "sktime",
    "skorch": "skorch",
    "statsmodels": "statsmodels",
    "surprise": "Surprise",
    "tensorrt": "TensorRT",
    "theano": "Theano",
    "torch": "PyTorch",
    "torchvision": "torchvision",
    "tpot": "TPOT",
    "transformers": "Hugging Face transformers",
    "triton": "Triton",
    "tvm": "TVM",
    "ultralytics": "Ultralytics",
    "xgboost": "XGBoost",
}
_MODEL_LIBRARIES = frozenset(
    {
        "autogluon",
        "catboost",
        "darts",
        "fbprophet",
        "gluonts",
        "h2o",
        "lightgbm",
        "lightning",
        "mlflow",
        "neuralprophet",
        "pmdarima",
        "prophet",
        "pycaret",
        "pyspark",
        "pytorch_lightning",
        "sentence_transformers",
        "sklearn",
        "sktime",
        "skorch",
        "stable_baselines",
        "stable_baselines3",
        "statsmodels",
        "surprise",
        "tpot",
        "transformers",
        "ultralytics",
        "xgboost",
        "joblib",
    }
)
_DATA_LIBRARIES = frozenset(
    {"datasets", "multiprocessing", "concurrent", "ray", "torch", "dask", "pyspark", "joblib", "pathos", "pandas"}
    | {"polars", "itertools", "random", "numpy", "sklearn"}
)
# Which other libraries' objects have a method of each name that TensorFlow/Keras objects also have.
LOOKALIKE_METHODS: Dict[str, FrozenSet[str]] = {
    "predict": _MODEL_LIBRARIES,
    "predict_proba": _MODEL_LIBRARIES,
    "fit": _MODEL_LIBRARIES,
    "evaluate": _MODEL_LIBRARIES,
    "compile": frozenset({"torch", "jax", "tvm", "theano", "numba", "triton", "onnxruntime", "tensorrt"})
    | frozenset({"mxnet"}),
    "map": _DATA_LIBRARIES,
    "shuffle": _DATA_LIBRARIES,
    "batch": _DATA_LIBRARIES,
    "filter": _DATA_LIBRARIES,
    "prefetch": _DATA_LIBRARIES,
    "interleave": _DATA_LIBRARIES,
    "cache": _DATA_LIBRARIES,
}

# Keywords only Keras's `fit` takes: a `.fit(..., epochs=...)` is a Keras fit. (`callbacks=` is also LightGBM's and
# CatBoost's `fit` keyword, `class_weight=` scikit-learn's `fit_params` and others': neither is evidence alone.)
KERAS_FIT_KEYWORDS = frozenset(
    {"epochs", "validation_data", "validation_split", "steps_per_epoch", "validation_steps"}
    | {"initial_epoch", "validation_freq"}
)
# Methods only Keras models have (none of the look-alike libraries' estimators do).
KERAS_MODEL_METHODS = frozenset(
    {
        "train_on_batch",
        "test_on_batch",
        "predict_on_batch",
        "fit_generator",
        "predict_generator",
        "evaluate_generator",
        "save_weights",
        "load_weights",
        "get_layer",
        "count_params",
        "to_json",
    }
)
# Functions users write to build a Keras model: `build_model()`, `create_model(...)`, `get_model()`.
MODEL_BUILDER_NAME = re.compile(r"^_?(?:build|create|make|get|define|construct|new|compile|init)_?\w*?(?:model|net)s?$")

TF_FUNCTION_NAMES = frozenset(
    {
        "tensorflow.function",
        "tensorflow.python.eager.def_function.function",
        "tensorflow.python.eager.polymorphic_function.polymorphic_function.function",
    }
)
PY_FUNCTIONS = frozenset({"tensorflow.py_function", "tensorflow.numpy_function", "tensorflow.py_func"})
VARIABLE_FACTORIES = frozenset(
    {
        "tensorflow.Variable",
        "tensorflow.get_variable",
        "tensorflow.get_local_variable",
        "keras.Variable",
        "keras.backend.Variable",
        "keras.backend.variable",
        "tensorflow.python.ops.variables.Variable",
        "tensorflow.python.ops.variable_v1.VariableV1",
        "tensorflow.python.ops.variable_scope.get_variable",
        "tensorflow.python.ops.resource_variable_ops.ResourceVariable",
    }
)
# Keras calls that return a new model (under any Keras path).
MODEL_FACTORY_NAMES = frozenset({"Model", "Sequential", "Functional", "clone_model", "load_model", "model_from_json"})
MODEL_BASE_NAMES = frozenset({"Model", "Sequential", "Functional"})
# Constructors of libraries built on Keras that build Keras models (see `imports.KERAS_BASED_PACKAGES`).
KERAS_BASED_MODELS = frozenset(
    {"keras_ocr.detection.Detector", "keras_ocr.recognition.Recognizer", "keras_ocr.pipeline.Pipeline"}
    | {"mtcnn.MTCNN", "mtcnn.mtcnn.MTCNN", "keras_vggface.VGGFace", "keras_vggface.vggface.VGGFace"}
    | {"keras_retinanet.models.load_model", "keras_retinanet.models.backbone"}
    | {f"segmentation_models.{name}" for name in ("Unet", "FPN", "Linknet", "PSPNet")}
)
KERAS_BASED_MODEL_PREFIXES = ("efficientnet.keras.EfficientNet", "efficientnet.tfkeras.EfficientNet")
DATASET_CONSTRUCTOR_PREFIXES = ("tensorflow.data.Dataset.", "tensorflow.data.experimental.")
DATASET_CONSTRUCTORS = frozenset(
    {
        "tensorflow.data.Dataset",
        "tensorflow.data.TFRecordDataset",
        "tensorflow.data.TextLineDataset",
        "tensorflow.data.FixedLengthRecordDataset",
        "tensorflow_datasets.load",
        "keras.utils.image_dataset_from_directory",
        "keras.utils.text_dataset_from_directory",
        "keras.utils.audio_dataset_from_directory",
        "keras.utils.timeseries_dataset_from_array",
        "keras.preprocessing.image_dataset_from_directory",
        "keras.preprocessing.text_dataset_from_directory",
        "keras.preprocessing.timeseries_dataset_from_array",
    }
)
# Methods of tf.data.Dataset that return another dataset.
DATASET_METHODS = frozenset(
    {
        "apply",
        "batch",
        "bucket_by_sequence_length",
        "cache",
        "concatenate",
        "enumerate",
        "filter",
        "flat_map",
        "group_by_window",
        "ignore_errors",
        "interleave",
        "map",
        "padded_batch",
        "prefetch",
        "ragged_batch",
        "rebatch",
        "repeat",
        "rejection_resample",
        "sample_from_datasets",
        "scan",
        "shard",
        "shuffle",
        "skip",
        "snapshot",
        "sparse_batch",
        "take",
        "take_while",
        "unbatch",
        "unique",
        "window",
        "with_options",
        "map_with_legacy_function",
        "prefetch_to_device",
        "with_format",
    }
)
# Dataset sources whose elements are slices of values already in memory (an array, a tensor, a list of file
# names), or file names matched by a pattern: tf.data hands out views of that memory, not copies. By their names
# as methods of the dataset class, which TensorFlow's own modules spell `dataset_ops.DatasetV2`.
IN_MEMORY_SOURCES = frozenset({"from_tensor_slices", "from_tensors", "range", "list_files"})
DATASET_ZIP = "zip"
_DATASET_CLASS = re.compile(r"^Dataset(?:V[12])?$")
# Dataset methods that pass the elements they get through, without making new ones.
ELEMENT_KEEPING_METHODS = frozenset(
    {"repeat", "shuffle", "take", "skip", "shard", "filter", "prefetch", "cache", "with_options", "take_while"}
    | {"ignore_errors", "prefetch_to_device"}
)
# Sources that read the records of the files they are given: `len(files)` counts their files, not their records.
FILE_READERS = frozenset(
    {
        "tensorflow.data.TFRecordDataset",
        "tensorflow.data.TextLineDataset",
        "tensorflow.data.FixedLengthRecordDataset",
        "tensorflow.data.experimental.CsvDataset",
        "tensorflow.data.experimental.make_csv_dataset",
        "tensorflow.data.experimental.make_batched_features_dataset",
    }
)
# Dataset methods that turn each element into several: a file name into its records.
EXPANDING_METHODS = frozenset({"interleave", "flat_map", "unbatch"})
SESSION_FACTORIES = re.compile(
    r"(?:^|\.)(?:Session|InteractiveSession|get_session|get_default_session|MonitoredSession)$"
)
# Keras 2 backend functions that run the backend's TF1 session (`K.eval(x)` is `get_session().run(x)` in graph
# mode, `x.numpy()` under eager execution): a step of the graph, not an op added to it.
KERAS_BACKEND_RUNS = frozenset(
    {
        "keras.backend.eval",
        "keras.backend.get_value",
        "keras.backend.batch_get_value",
        "keras.backend.set_value",
        "keras.backend.batch_set_value",
    }
)
TRAINING_METHODS = frozenset({"fit", "fit_generator", "train_on_batch"})
# What trains or runs a model: training, evaluation and inference.
RUN_METHODS = TRAINING_METHODS | {"evaluate", "evaluate_generator", "test_on_batch", "predict", "predict_on_batch"}
GRADIENT_TAPES = frozenset({"tensorflow.GradientTape", "tensorflow.autodiff.GradientTape"})
TAPE_GRADIENT_METHODS = frozenset({"gradient", "jacobian", "batch_jacobian"})
# Methods that apply a gradient step to a model's variables.
OPTIMIZER_STEP_METHODS = frozenset({"apply_gradients", "minimize"})
# Any of these (by last name, under a TensorFlow path) means the file builds a TF1 graph.
# Top-level `tf.*` names only TensorFlow 1.x has (TF2 keeps them under `tf.compat.v1` only): code that calls them
# runs Keras 2 on a TF1 graph, where a layer's `call` or a loss given to `compile` runs once, when the graph is built.
TF1_ONLY_APIS = frozenset(
    {"to_float", "to_int32", "to_int64", "to_double", "Print", "assign", "assign_add", "assign_sub", "py_func"}
    | {"contrib", "layers", "logging", "log", "div", "placeholder", "Session", "InteractiveSession", "get_variable"}
    | {"variable_scope", "global_variables_initializer", "ConfigProto", "GPUOptions", "get_default_session"}
)
GRAPH_MODE_APIS = frozenset(
    {
        "Session",
        "InteractiveSession",
        "placeholder",
        "get_variable",
        "variable_scope",
        "global_variables_initializer",
        "initialize_all_variables",
        "disable_eager_execution",
        "disable_v2_behavior",
    }
)
# Keras layers of libraries built on Keras, which the API table (TensorFlow's and Keras' own) does not list: built per
# call or per trace, they make new weights each time (tensorflow/addons#263: `tfa.layers.InstanceNormalization()`
# in a model's `call` raised "tried to create variables on non-first call"; `hub.KerasLayer` loads its SavedModel).
ECOSYSTEM_LAYERS = re.compile(
    r"^(?:tensorflow_addons|keras_cv|keras_nlp|keras_hub)\.layers\.[A-Z]\w*$|^tensorflow_hub\.KerasLayer$"
)

# Keras 2 backend functions that raise under eager execution ("tf.gradients is not supported when eager execution
# is enabled"): code that calls them builds a TF1 graph, whatever else it imports.
GRAPH_ONLY_KERAS = frozenset({"keras.backend.gradients"})
GRAPH_MODE_WORDS = GRAPH_MODE_APIS | {last(name) for name in GRAPH_ONLY_KERAS}


def is_graph_mode_api(qualified: str) -> bool:
    """A TensorFlow or Keras name only TF1 graph-mode code uses: sessions, placeholders, scopes, `K.gradients`."""
    return qualified in GRAPH_ONLY_KERAS or (is_tf(qualified) and last(qualified) in GRAPH_MODE_APIS)


# scikit-learn wrappers around a Keras model builder: every `fit` of a new (or `clone`d) wrapper builds a model.
KERAS_WRAPPERS = frozenset(
    {
        "scikeras.wrappers.KerasClassifier",
        "scikeras.wrappers.KerasRegressor",
        "keras.wrappers.scikit_learn.KerasClassifier",
        "keras.wrappers.scikit_learn.KerasRegressor",
    }
)
# Memoising decorators, by last name: Python's, and Streamlit's (`st.cache_resource` makes a model once per process).
CACHE_DECORATORS = frozenset({"cache", "lru_cache", "cached_property", "memoize", "memoized"}) | frozenset(
    {"cache_resource", "cache_data", "experimental_singleton", "experimental_memo", "singleton", "memo"}
)
# Calls (by last name, under a TensorFlow path) after which TF1 code builds into a new, empty default graph
# (`tf.reset_default_graph()`, `with tf.Graph().as_default():`, `ops.Graph()` in TensorFlow's own layout).
FRESH_GRAPH_NAMES = frozenset({"reset_default_graph", "Graph"})


def foreign_library(qualified: Optional[str]) -> Optional[str]:
    """The other library a qualified name belongs to (`sklearn` for `sklearn.svm.SVC`), or None."""
    if qualified is None:
        return None
    root = qualified.split(".", 1)[0]
    return root if root in FOREIGN_LIBRARIES else None


def lookalike_libraries(method: str, imported_roots: Iterable[str]) -> FrozenSet[str]:
    """The imported libraries whose objects also have `method`."""
    return LOOKALIKE_METHODS.get(method, frozenset()) & frozenset(imported_roots)


def is_model_factory(qualified: Optional[str]) -> bool:
    """`keras.Sequential`, `keras.models.load_model`, `keras.applications.ResNet50` (canonical names), and what
    libraries built on Keras construct models with (`keras_ocr.detection.Detector`, `segmentation_models.Unet`,
    Hugging Face's `TFBertModel.from_pretrained`)."""
    if qualified is None:
        return False
    name = last(qualified)
    if qualified in KERAS_BASED_MODELS or (qualified.startswith(KERAS_BASED_MODEL_PREFIXES) and name[:1].isupper()):
        return True
    if qualified.startswith(("transformers.TF", "keras_cv.models.", "keras_hub.models.", "keras_nlp.models.")):
        return name in ("from_pretrained", "from_preset")
    if not qualified.startswith("keras."):
        return False
    return name in MODEL_FACTORY_NAMES or (qualified.startswith("keras.applications.") and name[:1].isupper())


def dataset_class_method(qualified: Optional[str]) -> Optional[str]:
    """`from_tensor_slices` for `tensorflow.data.Dataset.from_tensor_slices` (and TensorFlow's own
    `tensorflow.python.data.ops.dataset_ops.DatasetV2.from_tensor_slices`), else None."""
    if qualified is None or not qualified.startswith("tensorflow."):
        return None
    parts = qualified.rsplit(".", 2)
    return parts[-1] if len(parts) == 3 and _DATASET_CLASS.match(parts[1]) else None


def is_dataset_constructor(qualified: Optional[str]) -> bool:
    return qualified is not None and (
        qualified in DATASET_CONSTRUCTORS or qualified.startswith(DATASET_CONSTRUCTOR_PREFIXES)
    )


def is_clear_session(qualified: Optional[str]) -> bool:
    return (
        qualified is not None
        and qualified.split(".", 1)[0] in ("keras", "tensorflow")
        and (qualified.endswith(".clear_session"))
    )


def starts_fresh_graph(qualified: Optional[str]) -> bool:
    return qualified is not None and qualified.split(".", 1)[0] == "tensorflow" and last(qualified) in FRESH_GRAPH_NAMES
