# source: https://github.com/optuna/optuna/pull/545
# note: the fix of that PR to the tf.keras integration example: the objective calls tf.keras.backend.clear_session() before building each trial's model, so the graphs of earlier trials are destroyed
import optuna
import tensorflow as tf
from optuna.integration import TFKerasPruningCallback

N_TRAIN_EXAMPLES = 3000
N_VALID_EXAMPLES = 1000
BATCHSIZE = 128
EPOCHS = 10

(x_train, y_train), (x_valid, y_valid) = tf.keras.datasets.mnist.load_data()
x_train = x_train.reshape(60000, 784)[:N_TRAIN_EXAMPLES].astype("float32") / 255
x_valid = x_valid.reshape(10000, 784)[:N_VALID_EXAMPLES].astype("float32") / 255
y_train, y_valid = y_train[:N_TRAIN_EXAMPLES], y_valid[:N_VALID_EXAMPLES]


def create_model(trial):
    n_layers = trial.suggest_int("n_layers", 1, 3)
    model = tf.keras.Sequential()
    for i in range(n_layers):
        model.add(tf.keras.layers.Dense(trial.suggest_int(f"n_units_l{i}", 4, 128, log=True), activation="relu"))
    model.add(tf.keras.layers.Dense(10, activation="softmax"))
    lr = trial.suggest_float("lr", 1e-5, 1e-1, log=True)
    model.compile(loss="sparse_categorical_crossentropy", optimizer=tf.keras.optimizers.RMSprop(lr), metrics=["accuracy"])
    return model


def objective(trial):
    tf.keras.backend.clear_session()
    model = create_model(trial)
    model.fit(x_train, y_train, batch_size=BATCHSIZE, epochs=EPOCHS, validation_data=(x_valid, y_valid),
              callbacks=[TFKerasPruningCallback(trial, "val_accuracy")], verbose=0)
    return model.evaluate(x_valid, y_valid, verbose=0)[1]


if __name__ == "__main__":
    study = optuna.create_study(direction="maximize", pruner=optuna.pruners.MedianPruner())
    study.optimize(objective, n_trials=100)
    print(study.best_trial.params)
