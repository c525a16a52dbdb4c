# source: https://github.com/optuna/optuna/issues/3050
# symptom: none for the Keras graph state; in the thread the objective starts with keras.backend.clear_session() and the study runs with gc_after_trial=True (the remaining growth discussed there is in the sampler and the distributed strategy, not in the Keras session)
# note: look-alike: a Keras model is built in the objective that Optuna calls once per trial, and the objective clears the Keras session before building; there is no loop in user code
import optuna
from tensorflow import keras


def build_model(n_layers, units, learning_rate):
    model = keras.Sequential([keras.Input(shape=(784,))])
    for _ in range(n_layers):
        model.add(keras.layers.Dense(units, activation="relu"))
    model.add(keras.layers.Dense(10, activation="softmax"))
    model.compile(optimizer=keras.optimizers.Adam(learning_rate), loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    return model


def objective(trial):
    keras.backend.clear_session()
    model = build_model(
        trial.suggest_int("n_layers", 1, 3),
        trial.suggest_int("units", 32, 512, log=True),
        trial.suggest_float("learning_rate", 1e-5, 1e-2, log=True),
    )
    (x_train, y_train), (x_val, y_val) = keras.datasets.mnist.load_data()
    x_train, x_val = x_train.reshape(-1, 784) / 255.0, x_val.reshape(-1, 784) / 255.0
    history = model.fit(x_train, y_train, validation_data=(x_val, y_val), epochs=5, batch_size=128, verbose=0)
    return history.history["val_loss"][-1]


study = optuna.create_study(direction="minimize", sampler=optuna.samplers.RandomSampler())
study.optimize(objective, n_trials=100, gc_after_trial=True)
print(study.best_params)
