"""TFM009 model-built-in-loop-without-clear-session: which model builds in loops are reported, and the advice."""

from __future__ import annotations

from typing import List

import pytest

from tests.conftest import fixed, lint, rows

BUILD_ONLY = "call `clear_session()` at the start of each iteration"
TRAINED = "each model is also trained, and memory grows by several MB per trained model even with"


def messages(code: str) -> List[str]:
    return [f.message_with_help for f in lint(code, ["TFM009"])]


def test_sequential_built_in_loop_is_reported_with_build_only_advice():
    code = """
    import tensorflow as tf

    for trial in range(100):
        model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
    """
    assert rows(code, "TFM009") == [5]
    (message,) = messages(code)
    assert message.startswith(
        "`tf.keras.Sequential(...)` builds a new Keras model per iteration without `clear_session()`\nhelp: "
    )
    assert BUILD_ONLY in message and "run each trial in a subprocess" in message
    assert TRAINED not in message


def test_loop_that_trains_gets_subprocess_advice_first():
    code = """
    from tensorflow import keras

    for units in [32, 64]:
        model = keras.Sequential([keras.layers.Dense(units)])
        model.compile("adam", "mse")
        model.fit(x, y)
    """
    (message,) = messages(code)
    assert "without `clear_session()`\nhelp: " + TRAINED in message


def test_every_model_constructor_spelling_is_known_and_a_loop_is_reported_once():
    # One problem per loop: the first construction is the finding, the others are its related locations.
    code = """
    import keras
    import tensorflow as tf
    from tensorflow.keras.models import Model, clone_model, load_model
    from tensorflow.keras.applications import MobileNetV2

    for i in range(3):
        a = keras.Model(inputs, outputs)
        b = Model(inputs=inputs, outputs=outputs)
        c = clone_model(a)
        d = load_model("m.keras")
        e = MobileNetV2(weights=None)
        f = tf.keras.models.model_from_json(config)
        g = tf.compat.v1.keras.Sequential()
    """
    (finding,) = lint(code, ["TFM009"])
    assert finding.location.row == 8
    assert [where.row for _, where in finding.related] == [9, 10, 11, 12, 13, 14]
    assert {what for what, _ in finding.related} == {"also builds a model here"}


def test_non_model_keras_calls_are_not_reported():
    code = """
    from tensorflow import keras

    for i in range(3):
        layer = keras.layers.Dense(3)
        x = keras.applications.resnet50.preprocess_input(images)
        y = keras.Input((3,))
    """
    assert rows(code, "TFM009") == []


def test_model_subclass_instance_is_reported():
    code = """
    import tensorflow as tf

    class Net(tf.keras.Model):
        def call(self, x):
            return x

    class Deeper(Net):
        pass

    while searching:
        net = Deeper()
    """
    assert rows(code, "TFM009") == [12]


def test_helper_building_model_is_reported_where_it_builds_and_says_why_it_repeats():
    # The model is made in `run_fold`, which the loop calls per fold: a finding at `make_layers()` there, and one
    # in the builder `make_layers` at the model it makes (reports name either line: tensorflow#17590 the model in
    # `build_candidate`, keras#19907 the `Sequential` of `create_lstm1`); none at the loop's call of `run_fold`.
    code = """
    import tensorflow as tf

    def make_layers():
        return tf.keras.Sequential([tf.keras.layers.Dense(1)])

    def run_fold(train):
        model = make_layers()
        model.fit(train)
        return model.evaluate(train)

    scores = []
    for fold in range(5):
        scores.append(run_fold(folds[fold]))
    """
    assert rows(code, "TFM009") == [5, 8]
    inside, message = messages(code)
    assert inside.startswith("`tf.keras.Sequential(...)` builds a new Keras model on every call of `make_layers`")
    assert message.startswith("`make_layers()` builds a new Keras model on every call of `run_fold` without")
    _, finding = lint(code, ["TFM009"])
    assert finding.help is not None and finding.help.startswith("`run_fold` is called in a loop at module level; ")
    assert "each model is also trained" in message


def test_clear_session_in_loop_any_spelling_silences():
    code = """
    import keras
    import tensorflow as tf
    from tensorflow.keras import backend as K

    for i in range(3):
        K.clear_session()
        a = tf.keras.Sequential()
    for i in range(3):
        a = tf.keras.Sequential()
        tf.keras.backend.clear_session()
    for i in range(3):
        keras.utils.clear_session()
        a = keras.Sequential()
    for i in range(3):
        tf.compat.v1.keras.backend.clear_session()
        a = keras.Sequential()
    """
    assert rows(code, "TFM009") == []


def test_clear_session_in_helper_or_enclosing_loop_silences():
    code = """
    import tensorflow as tf

    def fresh():
        tf.keras.backend.clear_session()

    def build():
        tf.keras.backend.clear_session()
        return tf.keras.Sequential()

    for i in range(3):
        fresh()
        a = tf.keras.Sequential()
    for i in range(3):
        b = build()
    for trial in range(3):
        tf.keras.backend.clear_session()
        for layers in range(3):
            c = tf.keras.Sequential()
    """
    assert rows(code, "TFM009") == []


def test_kept_models_are_not_reported():
    code = """
    import tensorflow as tf

    ensemble = []
    by_name = {}
    for seed in range(5):
        ensemble.append(tf.keras.Sequential())
        member = tf.keras.Sequential()
        ensemble.append(member)
        by_name[seed] = tf.keras.Sequential()
        best = tf.keras.Sequential()
        by_name[seed, "best"] = best
    models = [tf.keras.Sequential() for _ in range(3)]
    """
    assert rows(code, "TFM009") == []


@pytest.mark.parametrize(
    "store",
    [
        "self.model = model",
        'state["model"] = model',
        "best = model",
        'best = {"mse": mse, "model": model}',  # timecop#16's grid search keeps only the best so far
        "best = (mse, [model])",
    ],
)
def test_a_model_stored_in_one_slot_is_replaced_each_pass_and_reported(store):
    # keras-team/keras#11290: a loader thread reloads the model every ten minutes into a shared slot.
    code = f"""
    import tensorflow as tf

    class Server:
        def reload_forever(self, state):
            while True:
                model = tf.keras.models.load_model("latest.h5")
                {store}
    """
    assert rows(code, "TFM009") == [7]


def test_a_model_stored_on_a_new_object_each_pass_is_kept():
    code = """
    import tensorflow as tf

    for config in configs:
        run = Run(config)
        run.model = tf.keras.Sequential()
        runs.append(run)
    """
    assert rows(code, "TFM009") == []


def test_build_behind_once_test_is_not_reported():
    code = """
    import tensorflow as tf

    model = None
    for batch in batches:
        if model is None:
            model = tf.keras.Sequential()
    """
    assert rows(code, "TFM009") == []


def test_keras_model_own_methods_are_not_followed():
    code = """
    from keras import Model

    class Sequential(Model):
        def build(self):
            self._functional = Model(inputs, outputs)

        def add(self, layer):
            self.build()

        def __init__(self, layers):
            for layer in layers:
                self.add(layer)
    """
    assert rows(code, "TFM009") == []


def test_user_class_named_model_and_build_in_tf_function_are_not_reported():
    code = """
    import tensorflow as tf
    from my_project.models import Model

    for trial in range(10):
        model = Model()

    @tf.function
    def step():
        for i in range(3):
            m = tf.keras.Sequential()
    """
    assert rows(code, "TFM009") == []


def test_loop_in_method_of_class_is_reported():
    code = """
    import tensorflow as tf

    class Search:
        def run(self, configs):
            for config in configs:
                self.model = tf.keras.Sequential()
                self.model.fit(x, y)
    """
    assert rows(code, "TFM009") == [7]


# --- the fix: `clear_session()` first in the loop body -------------------------------------------


def test_fix_inserts_clear_session_first_with_the_body_indentation():
    code = """
    import tensorflow as tf

    def search(configs):
        for config in configs:  # trials
            # one model per config
            model = tf.keras.Sequential([tf.keras.layers.Dense(config)])
    """
    assert fixed(code, ["TFM009"]) == (
        "\nimport tensorflow as tf\n\ndef search(configs):\n    for config in configs:  # trials\n"
        "        tf.keras.backend.clear_session()\n        # one model per config\n"
        "        model = tf.keras.Sequential([tf.keras.layers.Dense(config)])\n"
    )


def test_fix_keeps_an_unusual_indentation_and_a_while_loop():
    code = "import keras\nwhile searching:\n\tmodel = keras.Sequential()\n\tsearching = next_step(model)\n"
    assert fixed(code, ["TFM009"], dedent=False) == (
        "import keras\nwhile searching:\n\tkeras.backend.clear_session()\n\tmodel = keras.Sequential()\n"
        "\tsearching = next_step(model)\n"
    )


def test_fix_spells_clear_session_through_the_files_imports():
    loop = "for units in sizes:\n    model = models.Sequential([layers.Dense(units)])\n"
    spellings = {
        "from keras import backend as K, layers, models\n": "K.clear_session()",
        "from keras import layers, models, utils\n": "utils.clear_session()",
        "from tensorflow.keras import layers, models\nimport tensorflow as tf2\n": "tf2.keras.backend.clear_session()",
        "from tensorflow.keras import layers, models\nfrom tensorflow.keras.backend import clear_session\n": (
            "clear_session()"
        ),
    }
    for imports, call in spellings.items():
        expected = imports + loop.replace("\n    model", f"\n    {call}\n    model", 1)
        assert fixed(imports + loop, ["TFM009"], dedent=False) == expected


def test_no_fix_without_a_usable_name_for_clear_session():
    code = """
    from tensorflow.keras.models import Sequential

    for units in sizes:
        model = Sequential()
    """
    [finding] = lint(code, ["TFM009"])
    assert finding.fix is None


def test_no_fix_when_the_loop_trains_or_the_body_is_on_one_line():
    code = """
    import tensorflow as tf

    for units in sizes:
        model = tf.keras.Sequential()
        model.fit(x, y)
    for units in sizes: model = tf.keras.Sequential()
    """
    findings = lint(code, ["TFM009"])
    assert [f.location.row for f in findings] == [5, 7]
    assert [f.fix for f in findings] == [None, None]


def test_two_models_in_one_loop_get_one_clear_session():
    code = """
    import tensorflow as tf

    for units in sizes:
        encoder = tf.keras.Sequential()
        decoder = tf.keras.Sequential()
    """
    assert fixed(code, ["TFM009"]).count("clear_session()") == 1


def test_no_fix_through_an_internal_keras_module_or_a_name_only_seen_in_imports():
    # `keras.src.backend` has no `clear_session`, and `keras` is never bound here (only `keras.src` is read).
    code = """
    from keras.src import backend, models

    for units in sizes:
        model = models.Sequential()
    """
    [finding] = lint(code, ["TFM009"])
    assert finding.fix is None


def test_fix_uses_an_unimported_tf_only_where_the_snippet_already_uses_it():
    code = """
    for units in sizes:
        model = tf.keras.Sequential()
    """
    assert fixed(code, ["TFM009"]) == (
        "\nfor units in sizes:\n    tf.keras.backend.clear_session()\n    model = tf.keras.Sequential()\n"
    )


def test_fix_does_not_take_an_attribute_named_keras_for_a_use_of_keras():
    code = """
    for units in sizes:
        model = tf.keras.Sequential()
        model.keras = None
    """
    assert "    tf.keras.backend.clear_session()\n" in fixed(code, ["TFM009"])


def test_loop_over_one_element_is_not_reported():
    code = """
    import tensorflow as tf

    for config in [best_config]:
        model = tf.keras.Sequential()
    """
    assert rows(code, "TFM009") == []


def test_a_class_whose_constructor_builds_a_model_is_reported_where_the_loop_constructs_it_and_builds_it():
    # mtcnn issue 82: a detector constructed per image loads its networks in `__init__`. Reports name either line
    # (tensorflow#62854 names `self.dnn = tf.keras.Sequential(...)` in `__init__`), as for a builder function.
    code = """
    import tensorflow as tf
    class Detector:
        def __init__(self, weights):
            self.net = tf.keras.models.load_model(weights)
    for image in images:
        detector = Detector("w.h5")
        detector.net(image)
    kept = [Detector(w) for w in weights]
    for w in weights:
        kept.append(Detector(w))
    """
    assert rows(code, "TFM009") == [5, 7]
    assert "on every construction of `Detector(...)`" in lint(code, ["TFM009"])[0].message


def test_a_keras_layer_whose_init_builds_a_sub_model_is_not_reported_there():
    # PacktPublishing's PixelCNN: `ResidualBlock(layers.Layer)` keeps a `Sequential` of masked convolutions, and
    # the model builder loops over `ResidualBlock(h)(x)`: the layers of one model, built once.
    code = """
    import tensorflow as tf
    class ResidualBlock(tf.keras.layers.Layer):
        def __init__(self, h):
            super().__init__()
            self.forward = tf.keras.Sequential([tf.keras.layers.Dense(h)])
    def pixel_cnn(x):
        for _ in range(7):
            x = ResidualBlock(32)(x)
        return x
    for trial in range(10):
        y = pixel_cnn(x)
    """
    assert rows(code, "TFM009") == []


def test_a_model_subclass_with_its_own_init_constructed_per_iteration_is_reported():
    code = """
    import tensorflow as tf

    class MyModel(tf.keras.Model):
        def __init__(self):
            super().__init__()
            self.dense = tf.keras.layers.Dense(10)

        def call(self, inputs):
            return self.dense(inputs)

    for round_id in range(100):
        model = MyModel()
        model.compile(optimizer="sgd", loss="mse")
        model.fit(x, y, epochs=1)
        model.summary()
    """
    assert rows(code, "TFM009") == [13]


def test_a_model_built_inline_and_used_at_once_is_reported_though_its_output_is_kept():
    code = """
    from tensorflow import keras

    outputs = {}
    for layer in model.layers:
        outputs[layer.name] = keras.Model(model.inputs, layer.output).predict(x)
    """
    assert rows(code, "TFM009") == [6]


def test_models_stored_under_a_key_are_a_collection():
    code = """
    from tensorflow import keras

    models = {}
    for layer in model.layers:
        models[layer.name] = keras.Model(model.inputs, layer.output)
    """
    assert rows(code, "TFM009") == []


@pytest.mark.parametrize(
    "imports, builder",
    [
        ("import keras_ocr", "keras_ocr.detection.Detector()"),
        ("from mtcnn import MTCNN", "MTCNN()"),
        ("import segmentation_models as sm", "sm.Unet('resnet34', classes=2)"),
        ("from transformers import TFBertModel", "TFBertModel.from_pretrained('bert-base-uncased')"),
    ],
)
def test_models_of_libraries_built_on_keras_are_models(imports, builder):
    code = f"""
    {imports}

    for path in paths:
        detector = {builder}
        print(detector)
    """
    assert rows(code, "TFM009") == [5]


@pytest.mark.parametrize(
    "imports, builder",
    [
        ("import segmentation_models as sm", "sm.losses.DiceLoss()"),
        ("from transformers import BertModel", "BertModel.from_pretrained('bert-base-uncased')"),
    ],
)
def test_other_objects_of_those_libraries_are_not_models(imports, builder):
    code = f"""
    import tensorflow as tf
    {imports}

    for path in paths:
        detector = {builder}
        print(detector)
    """
    assert rows(code, "TFM009") == []


def test_load_model_in_a_snippet_without_imports_is_keras():
    code = """
    @app.route("/classify", methods=["POST"])
    def classify():
        model = load_model("models/classifier.h5")
        return jsonify(model.predict(image).tolist())
    """
    assert rows(code, "TFM009") == [4]


def test_a_function_named_load_model_in_the_file_is_not_keras():
    code = """
    import torch

    def load_model(path):
        return torch.load(path)

    for path in paths:
        model = load_model(path)
        model.eval()
    """
    assert rows(code, "TFM009") == []


def test_a_view_of_an_existing_models_tensors_is_not_a_new_model():
    # yeyupiaoling/VoiceprintRecognition-Tensorflow (a real look-alike): an inference view of the trained model,
    # saved every epoch (measured: 300 views +0.7 MB RSS, 300 new models +43 MB). A model over new layers is new.
    code = """
    import tensorflow as tf

    model = tf.keras.models.load_model("m.h5")
    for epoch in range(100):
        model.fit(x, y)
        view = tf.keras.Model(inputs=model.input, outputs=model.get_layer("feature").output)
        view.save("infer.h5")
        head = tf.keras.Model(model.inputs, [model.layers[-2].output, model.outputs[0]])
        other = tf.keras.Model(model.input, tf.keras.layers.Dense(2)(model.output))
    """
    assert rows(code, "TFM009") == [10]


def test_a_block_per_head_set_as_its_own_attribute_is_kept():
    # calmisential/CenterNet_TensorFlow2: a Layer's `__init__` builds one `Sequential` head per configured name.
    code = """
    import tensorflow as tf

    class Heads(tf.keras.layers.Layer):
        def __init__(self, heads):
            super().__init__()
            for head, classes in heads.items():
                block = tf.keras.Sequential([tf.keras.layers.Conv2D(classes, 1)])
                self.__setattr__(head, block)
    """
    assert rows(code, "TFM009") == []


def test_a_builder_is_reported_at_its_model_only_where_its_callers_drop_what_it_returns():
    # tensorflow#17590: `fitness` builds a candidate per genome and drops it; an ensemble keeps each model.
    dropped = """
    from tensorflow.keras.layers import *
    from tensorflow.keras.models import *

    def build_candidate(genome):
        return Sequential([Dense(units) for units in genome])

    def fitness(genome):
        net = build_candidate(genome)
        return float(net(x).numpy().mean())

    for generation in range(50):
        scores = [fitness(genome) for genome in population]
    """
    assert rows(dropped, "TFM009") == [6, 9]
    kept = """
    import tensorflow as tf

    def build():
        return tf.keras.Sequential([tf.keras.layers.Dense(1)])

    ensemble = []
    for member in range(5):
        ensemble.append(build())
    """
    assert rows(kept, "TFM009") == []


def test_a_builder_whose_repeated_calls_each_keep_their_model_is_not_reported():
    # davidADSP/GDL_code's MuseGAN: one temporal network per track, each kept; another built once.
    code = """
    import tensorflow as tf

    class MuseGAN:
        def temporal_network(self):
            return tf.keras.Sequential([tf.keras.layers.Dense(4)])

        def build(self, n_tracks):
            self.chords = self.temporal_network()
            self.melody = [None] * n_tracks
            for track in range(n_tracks):
                self.melody[track] = self.temporal_network()
    """
    assert rows(code, "TFM009") == []


def test_a_builder_called_only_behind_a_create_once_guard_is_not_reported():
    code = """
    from tensorflow import keras

    def load(path):
        return keras.models.load_model(path)

    class Service:
        model = None

        def handle(self, request):
            if self.model is None:
                self.model = load("model.h5")
            return self.model(request)

    def serve(service, requests):
        for request in requests:
            service.handle(request)
    """
    assert rows(code, "TFM009") == []


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        # streamlit/streamlit#2870: the page script reloads its model on every interaction.
        ("model = tf.keras.models.load_model('m.h5')\nst.write(model.name)", [4]),
        # The documented fix, and a create-once guard on the session state.
        (
            "@st.cache_resource\ndef load():\n    return tf.keras.models.load_model('m.h5')\n"
            "model = load()\nst.write(model.name)",
            [],
        ),
        (
            "if 'model' not in st.session_state:\n    st.session_state['model'] = tf.keras.models.load_model('m.h5')\n"
            "st.write(st.session_state['model'].name)",
            [],
        ),
        # A module of the app that calls no Streamlit API at its top level is imported once.
        ("model = tf.keras.models.load_model('m.h5')\ndef show():\n    st.write(model.name)", []),
    ],
)
def test_a_streamlit_page_script_builds_its_top_level_models_on_every_rerun(code, expected):
    source = "import streamlit as st\nimport tensorflow as tf\n\n" + code + "\n"
    assert [f.location.row for f in lint(source, ["TFM009"])] == expected


def test_clear_session_elsewhere_at_module_level_does_not_clear_a_loop():
    # nizamphoenix/kaggle's GoogleQuest notebook: a fold loop at module level, `clear_session()` in another cell.
    code = """
    import tensorflow as tf

    def create_model():
        return tf.keras.Sequential([tf.keras.layers.Dense(1)])

    tf.keras.backend.clear_session()
    for fold in range(5):
        model = create_model()
        model.fit(x, y, epochs=3)
    """
    assert rows(code, "TFM009") == [5, 9]
