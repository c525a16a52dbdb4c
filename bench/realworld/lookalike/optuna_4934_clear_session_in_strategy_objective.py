# source: https://github.com/optuna/optuna/issues/4934
# note: the objective from that thread: keras.backend.clear_session() runs at the start of every trial, then the trial's model is built inside the distribution strategy's scope, trained once and discarded
import optuna
import tensorflow as tf
from optuna.integration import TFKerasPruningCallback
from tensorflow import keras

strategy = tf.distribute.MirroredStrategy()
(x_train, y_train), (x_val, y_val) = keras.datasets.cifar10.load_data()


def build_model(architecture, learning_rate):
    base = {"resnet": keras.applications.ResNet50V2, "effnet": keras.applications.EfficientNetB0}[architecture]
    model = keras.Sequential([base(include_top=False, weights=None, input_shape=(32, 32, 3), pooling="avg"),
                              keras.layers.Dense(10, activation="softmax")])
    model.compile(optimizer=keras.optimizers.Adam(learning_rate), loss="sparse_categorical_crossentropy")
    return model


def objective(trial):
    keras.backend.clear_session()
    architecture = trial.suggest_categorical("arch", ["resnet", "effnet"])
    learning_rate = trial.suggest_float("learning_rate", 1e-5, 1e-2, log=True)
    with strategy.scope():
        model = build_model(architecture, learning_rate)
    history = model.fit(x_train, y_train, validation_data=(x_val, y_val), epochs=10, batch_size=256,
                        callbacks=[TFKerasPruningCallback(trial, "val_loss")], verbose=0)
    return history.history["val_loss"][-1]


study = optuna.create_study(direction="minimize", pruner=optuna.pruners.MedianPruner(n_startup_trials=10, n_warmup_steps=3))
study.optimize(objective, n_trials=50, gc_after_trial=True)
