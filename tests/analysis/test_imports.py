"""What a dotted name means through a module's imports: aliases, canonical names, star and implicit imports."""

from __future__ import annotations

import ast
import textwrap
from typing import Optional

import pytest

from tests.analysis.snippets import facts_of
from tflint_mem.analysis.imports import canonical, is_tf, last, spelling
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.syntax import dotted


def resolve(code: str, name: str) -> Optional[str]:
    return facts_of(code).imports.resolve_dotted(name)


# --- explicit imports -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "name", "expected"),
    [
        ("import tensorflow as tf", "tf.function", "tensorflow.function"),
        ("import tensorflow as tensorflow_lib", "tensorflow_lib.Variable", "tensorflow.Variable"),
        ("import tensorflow", "tensorflow.data.Dataset", "tensorflow.data.Dataset"),
        ("import tensorflow.keras.layers", "tensorflow.keras.layers.Dense", "keras.layers.Dense"),
        ("from tensorflow import function", "function", "tensorflow.function"),
        ("from tensorflow import data as tfdata", "tfdata.Dataset.range", "tensorflow.data.Dataset.range"),
        ("from tensorflow.keras import layers as L", "L.Dense", "keras.layers.Dense"),
        ("import numpy as np", "np.zeros", "numpy.zeros"),
        ("from sklearn.svm import SVC", "SVC", "sklearn.svm.SVC"),
        ("import torch as tf", "tf.compile", "torch.compile"),
    ],
)
def test_aliases_and_from_imports_resolve(code, name, expected):
    assert resolve(code, name) == expected


@pytest.mark.parametrize(
    ("code", "name", "expected"),
    [
        ("import tensorflow.compat.v1 as tf", "tf.Session", "tensorflow.Session"),
        ("import tensorflow.compat.v2 as tf", "tf.function", "tensorflow.function"),
        ("import tensorflow as tf", "tf.compat.v1.placeholder", "tensorflow.placeholder"),
        ("import tensorflow as tf", "tf.compat.v1", "tensorflow"),
        ("from tensorflow.compat import v1", "v1.Variable", "tensorflow.Variable"),
    ],
)
def test_compat_v1_and_v2_resolve_to_the_plain_tensorflow_name(code, name, expected):
    assert resolve(code, name) == expected


@pytest.mark.parametrize(
    ("code", "name", "expected"),
    [
        ("import tensorflow as tf", "tf.keras.Model", "keras.Model"),
        ("import tensorflow as tf", "tf.keras", "keras"),
        ("from tensorflow import keras", "keras.layers.Dense", "keras.layers.Dense"),
        ("import tf_keras", "tf_keras.Sequential", "keras.Sequential"),
        ("from keras.src.models import Model", "Model", "keras.models.Model"),
        ("from tensorflow.python.keras import backend", "backend.clear_session", "keras.backend.clear_session"),
        ("import tensorflow as tf", "tf.compat.v1.keras.layers.Dense", "keras.layers.Dense"),
    ],
)
def test_keras_spellings_resolve_to_one_canonical_name(code, name, expected):
    assert resolve(code, name) == expected


def test_unimported_name_is_unknown():
    assert resolve("import tensorflow as tf", "torch.zeros") is None


def test_relative_imports_are_recorded_with_their_dots():
    imports = facts_of("from .model import build\nfrom . import utils\nfrom ..nets import Net as N\n").imports
    assert imports.relative == {"build": ".model.build", "utils": ".utils", "N": "..nets.Net"}
    assert imports.resolve_dotted("build") == ".model.build"
    assert imports.resolve_dotted("N.layer") == "..nets.Net.layer"


def test_roots_are_the_top_level_packages_imported_but_not_relative_ones():
    imports = facts_of("from sklearn.svm import SVC\nimport tensorflow as tf\nfrom .model import build\n").imports
    assert imports.roots == {"sklearn", "tensorflow"}


def test_is_foreign_only_for_names_imported_from_other_libraries():
    imports = facts_of("import sklearn\nimport tensorflow as tf\n").imports
    assert imports.is_foreign("sklearn")
    assert not imports.is_foreign("tf")
    assert not imports.is_foreign("np")  # implicit, not imported


# --- star imports ------------------------------------------------------------------------------------


def test_star_import_of_a_keras_module_binds_its_public_names():
    imports = facts_of("from tensorflow.keras.layers import *\n").imports
    assert imports.star_modules == ["keras.layers"]
    assert imports.resolve_dotted("Dense") == "keras.layers.Dense"
    assert imports.resolve_dotted("NotALayer") is None
    assert imports.imports_tf


def test_star_import_of_tensorflow_binds_its_public_names():
    imports = facts_of("from tensorflow import *\n").imports
    assert imports.resolve_dotted("GradientTape") == "tensorflow.GradientTape"


def test_star_import_of_another_library_binds_nothing():
    imports = facts_of("from os.path import *\n").imports
    assert imports.star_modules == ["os.path"]
    assert imports.resolve_dotted("join") is None
    assert not imports.imports_tf


def test_explicit_import_wins_over_a_star_binding():
    imports = facts_of("from tensorflow.keras.layers import *\nfrom mylib import Dense\n").imports
    assert imports.resolve_dotted("Dense") == "mylib.Dense"


@pytest.mark.parametrize(
    ("code", "name", "expected"),
    [
        ("import tensorflow as tf\ntf1 = tf.compat.v1\n", "tf1.placeholder", "tensorflow.placeholder"),
        ("import tensorflow as tf\nK = tf.keras.backend\n", "K.clear_session", "keras.backend.clear_session"),
        ("import tensorflow as tf\nDense = tf.keras.layers.Dense\n", "Dense", "keras.layers.Dense"),
        ("import tensorflow as tf\ntfk = tf.keras\ntfkl = tfk.layers\n", "tfkl.Dense", "keras.layers.Dense"),
        ("import tensorflow as tf\nif V1:\n    tf1 = tf.compat.v1\n", "tf1.Session", "tensorflow.Session"),
        ("tf1 = tf.compat.v1\n", "tf1.placeholder", "tensorflow.placeholder"),  # a snippet's implicit `tf`
        ("import torch\nnn = torch.nn\n", "nn.Linear", "torch.nn.Linear"),
    ],
)
def test_a_name_assigned_once_an_imported_name_is_an_alias_of_it(code, name, expected):
    assert resolve(code, name) == expected


@pytest.mark.parametrize(
    "code",
    [
        "import tensorflow as tf\ntf1 = tf.compat.v1\ntf1 = other\n",  # bound twice
        "import tensorflow as tf\ntf1 = tf.compat.v1\ndef f(tf1):\n    pass\n",  # a parameter too
        "import tensorflow as tf\ntf1 = tf.compat.v1\nfor tf1 in xs:\n    pass\n",
        "import tensorflow as tf\ntf1 = tf.compat.v1\ndef f():\n    global tf1\n    tf1 = None\n",
        "import tensorflow as tf\ntf1 = tf1_module.compat\n",  # not an imported name
        "import tensorflow as tf\ntf1 = tf.compat.v1 if V1 else None\n",  # not a name
    ],
)
def test_a_name_bound_otherwise_as_well_is_no_alias(code):
    assert resolve(code, "tf1.placeholder") is None


def test_an_alias_resolves_where_it_is_used_and_the_screen_sees_it():
    code = "import tensorflow as tf\ntf1 = tf.compat.v1\n\ndef step(x):\n    return tf1.placeholder(tf.float32)\n"
    facts = facts_of(code)
    call = next(node for node in facts.index.nodes(ast.Call) if dotted(node.func) == "tf1.placeholder")
    assert facts.kinds.qualified(call.func) == "tensorflow.placeholder"
    assert FileFacts(code).references("tensorflow.placeholder")


def test_star_bound_name_assigned_otherwise_is_not_the_star_binding():
    imports = facts_of("from tensorflow.keras.layers import *\nDense = make_dense()\n").imports
    assert imports.resolve_dotted("Dense") is None
    assert imports.resolve_dotted("Conv2D") == "keras.layers.Conv2D"


# --- implicit names -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("tf.constant", "tensorflow.constant"),
        ("tf.keras.Model", "keras.Model"),
        ("keras.Sequential", "keras.Sequential"),
        ("K.clear_session", "keras.backend.clear_session"),
        ("layers.Dense", "keras.layers.Dense"),
        ("optimizers.Adam", "keras.optimizers.Adam"),
        ("tfds.load", "tensorflow_datasets.load"),
        ("np.zeros", "numpy.zeros"),
        ("pd.DataFrame", None),
    ],
)
def test_conventional_names_are_implicit_when_unbound(name, expected):
    assert resolve("x = 1\n", name) == expected


@pytest.mark.parametrize(
    "code",
    [
        "tf = load()\n",
        "def f(tf):\n    pass\n",
        "lambda tf: tf\n",
        "for tf in things:\n    pass\n",
        "with open(p) as tf:\n    pass\n",
        "try:\n    pass\nexcept Exception as tf:\n    pass\n",
        "class tf:\n    pass\n",
        "def tf():\n    pass\n",
        "(tf := 1)\n",
        "a, *tf = xs\n",
    ],
)
def test_a_conventional_name_bound_otherwise_is_not_implicit(code):
    imports = facts_of(code).imports
    assert "tf" in imports.bound_otherwise
    assert imports.resolve_dotted("tf.constant") is None


@pytest.mark.parametrize(
    ("name", "expected"),
    [("Dense", "keras.layers.Dense"), ("Model", "keras.models.Model"), ("Adam", "keras.optimizers.Adam")],
)
def test_keras_classes_pasted_without_their_import_mean_keras(name, expected):
    code = f"model = Sequential()\nx = {name}\n"
    assert resolve(code, name) == expected
    assert facts_of(f"out = {name}(1)\n").uses_tensorflow


@pytest.mark.parametrize(
    "code",
    [
        "class Model:\n    pass\nm = Model()\n",  # the snippet's own class
        "import torch\nm = Model()\n",  # another framework's snippet
        "from mylib import *\nm = Model()\n",  # the star import may bind it
        "Model = make()\nm = Model()\n",
    ],
)
def test_a_keras_class_name_is_not_keras_when_something_else_may_bind_it(code):
    assert resolve(code, "Model") is None
    assert not facts_of(code).uses_tensorflow
    assert not FileFacts(textwrap.dedent(code)).uses_tensorflow


def test_an_implicit_name_imported_as_something_else_means_the_import():
    imports = facts_of("import mylib as np\n").imports
    assert imports.resolve_dotted("np.zeros") == "mylib.zeros"
    assert "np" not in imports.bound_otherwise


def test_try_import_tensorflow_except_other_keeps_tensorflow():
    imports = facts_of(
        """
        try:
            import tensorflow as tf
        except ImportError:
            import fallback as tf
        """
    ).imports
    assert imports.resolve_dotted("tf.function") == "tensorflow.function"


def test_later_tensorflow_import_replaces_an_earlier_other_one():
    imports = facts_of(
        """
        try:
            import fallback as tf
        except ImportError:
            import tensorflow as tf
        """
    ).imports
    assert imports.resolve_dotted("tf.function") == "tensorflow.function"


def test_imports_tf_for_tensorflow_keras_and_datasets_only():
    assert facts_of("import keras\n").imports.imports_tf
    assert facts_of("import tensorflow_datasets as tfds\n").imports.imports_tf
    assert not facts_of("import numpy as np\n").imports.imports_tf
    assert not facts_of("x = tf.constant(1)\n").imports.imports_tf  # implicit: the file imports nothing


# --- canonical names ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("qualified", "expected"),
    [
        ("tensorflow.compat.v1.Session", "tensorflow.Session"),
        ("tensorflow.compat.v2", "tensorflow"),
        ("tensorflow.keras.layers.Dense", "keras.layers.Dense"),
        ("tensorflow.keras", "keras"),
        ("tensorflow.python.keras.backend", "keras.backend"),
        ("tf_keras.Model", "keras.Model"),
        ("keras.src.layers.Dense", "keras.layers.Dense"),
        ("keras.layers.Dense", "keras.layers.Dense"),
        ("tensorflow.compat.v1.keras.Model", "keras.Model"),
        ("numpy.zeros", "numpy.zeros"),
        ("tensorflow.compatible", "tensorflow.compatible"),
        ("tensorflow.optimizers.Adam", "keras.optimizers.Adam"),  # TensorFlow 2 loads it from Keras
        ("tensorflow.optimizersx", "tensorflow.optimizersx"),
        ("tensorflow.compat.v1.losses.log_loss", "tensorflow.losses.log_loss"),  # TF1's, not Keras'
    ],
)
def test_canonical(qualified, expected):
    assert canonical(qualified) == expected


def test_is_tf_and_last():
    assert is_tf("tensorflow_datasets.load") and is_tf("tf_keras.Model") and is_tf("keras")
    assert not is_tf("numpy.zeros") and not is_tf(None) and not is_tf("tensorflowx.y")
    assert last("keras.layers.Dense") == "Dense" and last("tf") == "tf"


# --- spelling ---------------------------------------------------------------------------------------


def spell(code: str, *targets: str) -> Optional[str]:
    facts = facts_of(code)
    return spelling(facts.imports, facts.index, *targets)


def test_spelling_uses_the_module_alias():
    assert spell("import tensorflow as tf\n", "tensorflow.constant") == "tf.constant"


def test_spelling_uses_a_from_import_of_the_module():
    assert spell("from keras import backend as K\n", "keras.backend.clear_session") == "K.clear_session"


def test_spelling_prefers_the_shortest_way():
    code = "import tensorflow as tf\nfrom tensorflow import constant\n"
    assert spell(code, "tensorflow.constant") == "constant"


def test_spelling_tries_targets_in_order():
    code = "import tensorflow as tf\n"
    assert (
        spell(code, "keras.backend.clear_session", "tensorflow.keras.backend.clear_session")
        == "tf.keras.backend.clear_session"
    )


def test_spelling_through_tf_keras_of_a_keras_name():
    assert spell("from tensorflow import keras\n", "keras.layers.Dense") == "keras.layers.Dense"


def test_spelling_never_uses_an_internal_import():
    assert spell("from keras.src import backend\n", "keras.backend.clear_session") is None


def test_spelling_uses_an_unimported_tf_only_if_the_code_uses_it():
    assert spell("x = tf.constant(1)\n", "tensorflow.zeros") == "tf.zeros"
    assert spell("x = 1\n", "tensorflow.zeros") is None


def test_spelling_never_uses_an_implicit_name_the_file_binds_otherwise():
    assert spell("tf = other()\nx = tf.constant(1)\n", "tensorflow.zeros") is None


def test_spelling_of_an_unreachable_name_is_none():
    assert spell("import numpy as np\n", "tensorflow.constant") is None
