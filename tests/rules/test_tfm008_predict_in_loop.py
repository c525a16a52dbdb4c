"""TFM008 predict-in-loop: which `predict` calls in loops are taken for Keras models on per-iteration data."""

from __future__ import annotations

from typing import List

import pytest

from tests.conftest import fixed, lint, rows


def messages(code: str) -> List[str]:
    return [f.message_with_help for f in lint(code, ["TFM008"])]


def test_keras_model_predict_on_loop_item_is_reported():
    code = """
    import tensorflow as tf

    model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
    for frame in frames:
        model.predict(frame)
    """
    assert rows(code, "TFM008") == [6]
    (message,) = messages(code)
    assert message == (
        "`model.predict(...)` runs in a loop, and every `predict` sets up a whole prediction loop\n"
        "help: call the model directly (`model(x, training=False)`), use `predict_on_batch`, or pass all inputs to one "
        "`predict` call"
    )


def test_model_constructors_through_every_spelling_are_known():
    code = """
    import keras
    from tensorflow.keras.models import load_model
    from tensorflow.keras import applications

    a = keras.Model(inputs, outputs)
    b = load_model("m.keras")
    c = applications.ResNet50()
    d = keras.models.clone_model(a)
    for x in xs:
        a.predict(x)
        b.predict(x)
        c.predict(x)
        d.predict_generator(x)
    """
    assert rows(code, "TFM008") == [11, 12, 13, 14]


def test_subclass_instance_and_factory_result_are_models_even_beside_sklearn():
    # Another `predict` library only matters for receivers of unknown type.
    code = """
    import numpy as np
    from sklearn.linear_model import LinearRegression
    from tensorflow import keras

    class Net(keras.Model):
        def call(self, x):
            return x

    def build():
        model = keras.Sequential([keras.layers.Dense(1)])
        return model

    net = Net()
    built = build()
    for x in np.zeros([3, 1, 4]):
        net.predict(x)
        built.predict(x)
    """
    assert rows(code, "TFM008") == [17, 18]


def test_attribute_and_callback_model_are_models():
    code = """
    import tensorflow as tf

    class Agent:
        def __init__(self):
            self.net = tf.keras.models.load_model("agent.keras")

        def play(self, states):
            for state in states:
                self.net.predict(state[None])

    class Show(tf.keras.callbacks.Callback):
        def on_epoch_end(self, epoch, logs=None):
            for sample in self.samples:
                self.model.predict(sample)
    """
    assert rows(code, "TFM008") == [10, 15]


def test_self_predict_in_model_subclass_is_reported():
    code = """
    import tensorflow as tf

    class Net(tf.keras.Model):
        def predict_all(self, xs):
            return [self.predict(x) for x in xs]
    """
    assert rows(code, "TFM008") == [6]


def test_unknown_receiver_in_tensorflow_file_is_reported():
    code = """
    import tensorflow as tf

    def evaluate(model, images):
        for image in images:
            model.predict(image[None])
    """
    assert rows(code, "TFM008") == [6]


def test_unknown_receiver_in_snippet_using_implicit_keras_is_reported():
    code = """
    model = keras.Sequential()
    def evaluate(net, images):
        while images:
            image = images.pop()
            net.predict(image)
    """
    assert rows(code, "TFM008") == [6]


def test_unknown_receiver_with_other_predict_library_is_not_reported():
    code = """
    import tensorflow as tf
    import xgboost as xgb

    def evaluate(model, rows):
        for row in rows:
            model.predict(row)
    """
    assert rows(code, "TFM008") == []


def test_unknown_receiver_in_file_without_tensorflow_is_not_reported():
    code = """
    import torch

    def evaluate(model, rows):
        for row in rows:
            model.predict(row)
    """
    assert rows(code, "TFM008") == []


def test_own_class_with_predict_makes_unknown_receivers_not_reported():
    code = """
    import tensorflow as tf

    class Rules(tf.Module):
        def predict(self, x):
            return x

    def evaluate(model, rows):
        for row in rows:
            model.predict(row)
    """
    assert rows(code, "TFM008") == []


def test_known_non_keras_receivers_are_not_reported():
    code = """
    import joblib
    import tensorflow as tf
    from sklearn.ensemble import RandomForestClassifier

    class Forecaster:
        def predict(self, x):
            return x

    clf = RandomForestClassifier()
    loaded = joblib.load("model.pkl")
    forecaster = Forecaster()
    estimator = tf.estimator.LinearClassifier(feature_columns=[])
    for row in rows:
        clf.predict(row)
        loaded.predict(row)
        forecaster.predict(row)
        estimator.predict(row)
    """
    assert rows(code, "TFM008") == []


def test_same_input_every_iteration_is_not_reported():
    code = """
    import tensorflow as tf

    model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
    for epoch in range(10):
        model.fit(x_train, y_train)
        predictions = model.predict(x_val)
    """
    assert rows(code, "TFM008") == []


def test_predict_outside_loop_on_batch_and_in_tf_function_are_not_reported():
    code = """
    import tensorflow as tf

    model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
    model.predict(x)
    for x in xs:
        model.predict_on_batch(x)
        model(x, training=False)

    @tf.function
    def run(xs):
        for x in xs:
            model.predict(x)
    """
    assert rows(code, "TFM008") == []


def test_nested_def_is_a_new_scope():
    code = """
    import tensorflow as tf

    model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
    for x in xs:
        def later(y):
            return model.predict(y)
    """
    assert rows(code, "TFM008") == []


# --- the fix: `predict_on_batch(...)` -------------------------------------------------------------


def test_fix_calls_predict_on_batch_keeping_the_input_and_comment():
    code = """
    from tensorflow import keras as K

    model = K.models.load_model("m.keras")
    for frame in frames:
        scores = model.predict(frame[None])  # per frame
    """
    assert fixed(code, ["TFM008"]) == (
        '\nfrom tensorflow import keras as K\n\nmodel = K.models.load_model("m.keras")\n'
        "for frame in frames:\n    scores = model.predict_on_batch(frame[None])  # per frame\n"
    )


def test_fix_drops_verbose_and_keeps_a_multiline_layout():
    code = """
    import tensorflow as tf

    model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
    for frame in frames:
        model.predict(
            x=frame,
            verbose=0,  # quiet
        )
    """
    assert fixed(code, ["TFM008"]) == (
        "\nimport tensorflow as tf\n\nmodel = tf.keras.Sequential([tf.keras.layers.Dense(1)])\n"
        "for frame in frames:\n    model.predict_on_batch(\n        x=frame,  # quiet\n    )\n"
    )


def test_no_fix_when_predict_passes_arguments_predict_on_batch_does_not_take():
    code = """
    import tensorflow as tf

    model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
    for frame in frames:
        model.predict(frame, batch_size=8)
        model.predict(frame, 8)
        model.predict(frame, callbacks=[cb], verbose=0)
        model.predict(*frame)
        model.predict_generator(frame)
    """
    findings = lint(code, ["TFM008"])
    assert [f.location.row for f in findings] == [6, 7, 8, 9, 10]
    assert [f.fix for f in findings] == [None] * 5


def test_fix_is_unsafe_and_titled_from_the_yaml():
    code = """
    import tensorflow as tf

    model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
    for frame in frames:
        model.predict(frame)
    """
    [finding] = lint(code, ["TFM008"])
    assert finding.fix is not None
    assert (finding.fix.applicability, finding.fix.message) == ("unsafe", "Use `predict_on_batch(...)`")
    assert fixed(code, ["TFM008"], unsafe=False) == code.replace("\n    ", "\n")


def test_loop_over_one_element_is_not_reported():
    code = """
    import tensorflow as tf

    model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
    for images, labels in test_dataset.take(1):
        model.predict(images)
    for i in range(1):
        model.predict(xs[i])
    for images, labels in test_dataset.take(3):
        model.predict(images)
    """
    assert rows(code, "TFM008") == [10]


def test_the_message_says_which_function_runs_per_step_and_why():
    code = """
    import numpy as np
    import tensorflow as tf
    class Agent:
        def __init__(self):
            self.model = tf.keras.Sequential([tf.keras.layers.Dense(2)])
        def act(self, state):
            return np.argmax(self.model.predict(state)[0])
    agent = Agent()
    for step in range(1000):
        agent.act(observe())
    """
    (message,) = messages(code)
    first, help_line = message.split("\n")
    assert (
        first
        == "`self.model.predict(...)` runs on every call of `act`, and every `predict` sets up a whole prediction loop"
    )
    assert help_line.startswith("help: `act` is called in a loop at module level; call the model directly")


def test_a_snippet_that_fits_with_keras_only_keywords_predicts_with_a_keras_model():
    # Keras issue 888, as posted: no imports, the model comes from earlier code.
    code = """
    for iteration in range(100):
        model.fit(x, y, epochs=1, verbose=0)
        for step in range(40):
            preds = model.predict(window, verbose=0)
    """
    assert rows(code, "TFM008") == [5]


@pytest.mark.parametrize(
    "fit", ["model.fit(x, y)", "model.fit(x, y, callbacks=[log])", "import torch\nmodel.fit(x, y, epochs=1)"]
)
def test_a_snippet_without_keras_evidence_is_not_about_keras(fit):
    code = f"{fit}\nfor row in rows:\n    preds = model.predict(row)\n"
    assert rows(code, "TFM008") == []


def test_a_model_class_with_its_own_predict_is_not_kerass_predict():
    # TransformerTTS: a Keras model subclass whose `predict(tokens, encode=False)` decodes autoregressively.
    code = """
    import tensorflow as tf
    class Tacotron(tf.keras.Model):
        def predict(self, tokens, encode=False):
            return self.decode(tokens)
    model = Tacotron()
    for line in lines:
        out = model.predict(tokenize(line), encode=False)
    plain = tf.keras.Sequential()
    for line in lines:
        out = plain.predict(tokenize(line))
    """
    assert rows(code, "TFM008") == [11]


def test_samples_every_n_training_steps_are_not_reported():
    code = """
    import numpy as np
    from tensorflow import keras

    generator = keras.Sequential([keras.layers.Dense(784)])
    gan = keras.Sequential([generator, keras.layers.Dense(1)])
    noise = np.random.normal(size=(16, 100))

    def sample_images(epoch):
        images = generator.predict(noise)
        np.save(f"samples_{epoch}.npy", images)

    for epoch in range(30000):
        gan.train_on_batch(np.random.normal(size=(32, 100)), np.ones((32, 1)))
        if epoch % 500 == 0:
            sample_images(epoch)
        if (epoch + 1) % 1000 == 0:
            print(generator.predict(noise[:1]))
    """
    assert rows(code, "TFM008") == []


@pytest.mark.parametrize("test", ["epoch % 500 == 0", "epoch > 10"])
def test_a_periodic_predict_in_a_loop_that_does_not_train_is_reported(test):
    code = f"""
    import numpy as np
    from tensorflow import keras

    model = keras.models.load_model("m.keras")
    for epoch in range(30000):
        frame = np.random.normal(size=(1, 100))
        if {test}:
            print(model.predict(frame))
    """
    assert rows(code, "TFM008") == [9]


def test_a_predict_beside_the_periodic_block_is_still_reported():
    code = """
    import numpy as np
    from tensorflow import keras

    model = keras.models.load_model("m.keras")
    for step in range(1000):
        state = np.reshape(env_state(), [1, 4])
        action = model.predict(state)
        model.fit(state, action, epochs=1, verbose=0)
        if step % 100 == 0:
            pass
        else:
            model.predict(state)
    """
    assert rows(code, "TFM008") == [8, 13]


def test_a_replay_loop_that_fits_one_sample_per_step_is_reported():
    code = """
    import random
    import numpy as np
    from keras.models import Sequential

    class Agent:
        def __init__(self):
            self.model = Sequential()

        def replay(self, memory):
            for state, action, reward, next_state, done in random.sample(memory, 32):
                target = reward
                if not done:
                    target = reward + 0.95 * np.amax(self.model.predict(next_state)[0])
                target_f = self.model.predict(state)
                target_f[0][action] = target
                self.model.fit(state, target_f, epochs=1, verbose=0)
    """
    assert rows(code, "TFM008") == [14, 15]


def test_a_whole_training_run_per_iteration_then_one_predict_is_not_reported():
    code = """
    from keras.models import load_model

    model = load_model("m.keras")
    for x_train, y_train, x_test in folds:
        model.fit(x_train, y_train, epochs=20)
        predictions.append(model.predict(x_test))
    """
    assert rows(code, "TFM008") == []


def test_another_objects_fit_is_no_training_round():
    # zaeso/bot_ai: PIL's `ImageOps.fit(image, size)` resizes the picture the reloaded model predicts on.
    code = """
    from keras.models import load_model
    from PIL import ImageOps

    def get_class(path, image):
        model = load_model(path)
        image = ImageOps.fit(image, (224, 224))
        return model.predict(image)

    for attachment in attachments:
        get_class("keras_model.h5", attachment)
    """
    assert rows(code, "TFM008") == [8]


def test_a_helper_predicting_with_the_model_each_fold_builds_is_once_per_model():
    code = """
    from keras.models import Sequential

    def simple_gru():
        return Sequential()

    def evaluate_predict():
        return model.predict(x_test)

    for train, test in kfold.split(x, y):
        model = simple_gru()
        model.fit(x[train], y[train], epochs=20)
        evaluate_predict()
    """
    assert rows(code, "TFM008") == []


def test_one_sample_per_freshly_built_model_is_still_a_predict_per_call():
    # deepface#6 and #141: `analyze()` builds its model and predicts one face per call; building the model once
    # (TFM009's finding) still leaves a whole `predict` per face.
    code = """
    import numpy as np
    from tensorflow.keras.models import Sequential

    def load_face(path):
        img = read(path)
        return img[np.newaxis]

    def analyze(path):
        face = load_face(path)
        model = Sequential(layers)
        return model.predict(face)[0]

    for path in paths:
        analyze(path)
    """
    assert rows(code, "TFM008") == [12]


def test_a_whole_dataset_per_model_each_pass_is_given_stays_once_per_model():
    code = """
    from tensorflow.keras.models import load_model

    def score(path):
        model = load_model(path)
        return model.predict(x_test)

    for path in checkpoints:
        model = load_model(path)
        scores.append(model.predict(x_test))
    for path in checkpoints:
        score(path)
    """
    assert rows(code, "TFM008") == []


def test_a_model_path_every_repeating_call_passes_the_same_is_the_same_model_reloaded():
    # dask#2333: `predict_tile(path, MODEL_PATH)` per tile loads the same model and predicts each tile.
    code = """
    import tensorflow as tf

    def predict_tile(path, model_path):
        model = tf.keras.models.load_model(model_path)
        return model.predict(load(path), batch_size=256)

    for path in tiles:
        predict_tile(path, "model.keras")
    """
    assert rows(code, "TFM008") == [6]


def test_a_fresh_model_given_each_folds_weights_predicts_once_per_model():
    # The Kaggle ensemble: one model per fold checkpoint, each predicting the whole test set once.
    code = """
    from tensorflow import keras

    def fold_predictions(fold):
        model = build_model()
        model.load_weights(f"fold{fold}.h5")
        return model.predict(x_test)

    def label(frame):
        net = build_model()
        net.load_weights("weights.h5")
        return net.predict(frame)

    for fold in range(5):
        preds += fold_predictions(fold) / 5
    for frame in frames:
        label(frame)
    """
    assert rows(code, "TFM008") == [12]


def test_the_same_model_reloaded_per_request_still_predicts_per_request():
    # A Django view that loads `MODEL_PATH` and predicts the uploaded batch on every request (taourl 3363933):
    # loading once leaves a predict per request.
    code = """
    from django.http import JsonResponse
    from tensorflow.keras.models import load_model

    MODEL_PATH = "ml/xray_cnn.h5"

    def predict(request):
        model = load_model(MODEL_PATH)
        probs = model.predict(to_batch(request.FILES["xray"]))[0]
        return JsonResponse({"label": int(probs.argmax())})
    """
    assert rows(code, "TFM008") == [9]


def test_a_lambda_handed_to_a_helper_in_a_loop_runs_with_it():
    code = """
    from keras_unet.models import satellite_unet
    from smooth_tiled_predictions import *

    model = satellite_unet(input_shape=(256, 256, 1))
    for weights_path in paths:
        model.load_weights(weights_path)
        mask = predict_img_with_smooth_windowing(image, pred_func=(lambda batch: model.predict(batch)))
    keep = lambda batch: model.predict(batch)
    """
    assert rows(code, "TFM008") == [8]


def test_a_predict_without_input_is_another_librarys():
    # shaoanlu/faceswap-GAN: `kf0 = kalmanfilter_init(...)` returns a `cv2.KalmanFilter`; Keras's predict needs x.
    code = """
    import tensorflow as tf
    kf0 = kalmanfilter_init(noise)
    for frame in frames:
        x, y = kf0.predict()
        model.predict(frame)
    """
    assert rows(code, "TFM008") == [6]


def test_periodic_samples_of_a_loop_that_trains_through_a_backend_function_are_not_reported():
    # tjwei/GANotebooks: training by `K.function(..., updates)`, samples every 500 iterations.
    code = """
    from keras import backend as K
    netD_train = K.function([real, noise], [loss_D], updates)
    for gen_iterations in range(100000):
        netD_train([batch, z])
        if gen_iterations % 500 == 0:
            fake = netG.predict(fixed_noise)
    """
    assert rows(code, "TFM008") == []


def test_a_literal_range_of_two_passes_shows_examples():
    # Qinbf/Deep-Learning-Tensorflow2: `for i in range(2): pred = model.predict(x)` shows two examples.
    code = """
    import tensorflow as tf
    model = tf.keras.models.load_model("captcha.h5")
    for i in range(2):
        model.predict(data[i])
    for i in range(3):
        model.predict(data[i])
    """
    assert rows(code, "TFM008") == [7]


def test_batched_predict_on_what_a_function_run_per_step_is_given_is_reported():
    # Face-Mask-Detection's `detect_and_predict_mask(frame, ...)`, once per webcam frame: `batch_size=` batches the
    # faces of one frame, not a whole dataset; l2rpn-baselines' `predict_movement(data, ...)`, once per env step.
    code = """
    import numpy as np
    from tensorflow.keras.models import load_model

    mask_net = load_model("mask.h5")

    def detect(frame):
        faces = np.array([crop(frame)])
        return mask_net.predict(faces, batch_size=32)

    def act(state):
        return mask_net.predict(state, batch_size=1)

    while True:
        frame = camera.read()
        detect(frame)
        act(frame)
    """
    assert rows(code, "TFM008") == [9, 12]


def test_batched_predict_on_the_same_data_every_call_is_not_reported():
    # A whole validation set, batched by `predict`, once per epoch: what `predict` is for.
    code = """
    from tensorflow.keras.models import load_model

    model = load_model("m.h5")

    def evaluate(x_val):
        alias = x_val
        return model.predict(alias, batch_size=256)

    def score(self_data):
        return model.predict(X_TEST, batch_size=256)

    for epoch in range(100):
        evaluate(x_val)
        score(epoch)
    """
    assert rows(code, "TFM008") == []


def test_predict_every_n_batches_of_a_callback_hook_is_not_reported():
    # GDL_code's `on_batch_end`: a sample every N batches while Keras trains, as in a loop that trains (the GAN idiom).
    code = """
    import numpy as np
    from tensorflow import keras

    class Sampler(keras.callbacks.Callback):
        def __init__(self, decoder, every):
            super().__init__()
            self.decoder = decoder
            self.every = every

        def on_batch_end(self, batch, logs=None):
            if batch % self.every == 0:
                self.decoder.predict(np.random.normal(size=(1, 2)))

        def on_train_batch_end(self, batch, logs=None):
            self.decoder.predict(np.random.normal(size=(1, 2)))
    """
    assert rows(code, "TFM008") == [16]


@pytest.mark.parametrize(
    ("batch", "expected"),
    [
        ("np.stack(clip, axis=-1)[np.newaxis, :, :, :, np.newaxis]", [7]),
        ("frame.reshape(1, 227, 227, 1)", [7]),
        ("np.reshape(frame, (1, 227, 227, 1))", [7]),
        ("frame.reshape(1, -1)", []),  # two axes: a scikit-learn estimator's input as much as a network's
        ("frame[None]", []),
        ("np.reshape(frame, (1, *shape))", []),
    ],
)
def test_a_snippet_without_imports_predicting_on_three_or_more_axes_predicts_with_a_network(batch, expected):
    # dexXxed/abnormal-event-detection#8: a pasted cell predicts per video frame with the autoencoder an earlier
    # cell loaded; nothing in it names TensorFlow, but scikit-learn's `predict` takes two-axis arrays.
    code = f"""
    cap = cv2.VideoCapture("video.avi")
    while cap.isOpened():
        ok, frame = cap.read()
        clip.append(frame)
        batch = {batch}
        reconstruction = autoencoder.predict(batch)
    """
    assert rows(code, "TFM008") == expected


def test_three_axes_are_no_evidence_beside_another_library_with_predict():
    code = """
    import torch
    from sklearn.ensemble import RandomForestClassifier
    for frame in frames:
        scores = detector.predict(frame[None, :, :])
    """
    assert rows(code, "TFM008") == []


def test_a_model_reloaded_from_the_same_file_each_pass_is_the_same_model_again():
    # ksehat's per-flight job: the same two files loaded, then a one-row predict, for every flight.
    code = """
    from tensorflow import keras

    for row in flights:
        net = keras.models.load_model("pax_model1.h5")
        net.predict(row.reshape(1, -1))
    for path in checkpoints:
        member = keras.models.load_model(path)
        member.predict(x_test)
    for member in ensemble:
        member.predict(x_test)
    """
    assert rows(code, "TFM008") == [6]


def test_a_pasted_snippet_s_models_load_model_is_keras_and_a_competition_api_is_not():
    code = """
    model = models.load_model("emotion.h5")
    while True:
        frame = grab()
        model.predict(frame[None])
    """
    assert rows(code, "TFM008") == [5]
    kaggle = """
    import janestreet
    import tensorflow as tf

    env = janestreet.make_env()
    for test_df, submission in env.iter_test():
        env.predict(submission)
    """
    assert rows(kaggle, "TFM008") == []


def test_an_adversarial_robustness_toolbox_estimator_is_not_a_keras_model():
    # Trusted-AI/adversarial-robustness-toolbox#654: the security curve's `classifier.predict` is ART's, batched.
    code = """
    import tensorflow as tf
    from art.estimators.classification import TensorFlowV2Classifier

    classifier = TensorFlowV2Classifier(model=net, nb_classes=10, input_shape=(32, 32, 3))
    for eps in budgets:
        classifier.predict(attack(eps).generate(x=x), batch_size=256)
    """
    assert rows(code, "TFM008") == []
