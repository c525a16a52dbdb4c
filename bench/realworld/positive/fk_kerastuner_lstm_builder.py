# source: https://github.com/keras-team/keras-tuner/issues/873
# symptom: during a BayesianOptimization search on a CPU-only Ubuntu machine the process keeps using more RAM with every trial without releasing it between trials, until the machine or the program crashes
# expect: TFM009 24
# note: the tuner calls build_model(hp) once per trial (and per execution); each call constructs a new Sequential LSTM stack and nothing clears the Keras session between trials
import keras_tuner as kt
import numpy as np
from tensorflow.keras.layers import LSTM, Dense, Dropout
from tensorflow.keras.models import Sequential
from tensorflow.keras.optimizers import Adam

n_steps, n_features = 60, 1


def make_windows(series, n_steps):
    x = np.stack([series[i:i + n_steps] for i in range(len(series) - n_steps)])
    y = series[n_steps:]
    return x[..., np.newaxis].astype("float32"), y.astype("float32")


ACTIVATIONS = ["linear", "relu", "sigmoid", "tanh", "softmax", "softplus"]


def build_model(hp):
    model = Sequential()
    model.add(LSTM(hp.Int("lstm_1_unit", min_value=4, max_value=512, sampling="log"),
                   return_sequences=True, input_shape=(n_steps, n_features)))
    extra = hp.Int("additional_layers", min_value=1, max_value=5, step=1)
    for i in range(extra):
        model.add(LSTM(hp.Int(f"lstm_{i + 2}_unit", min_value=4, max_value=512, sampling="log"),
                       return_sequences=i < extra - 1))
    model.add(Dropout(hp.Float("Dropout_rate", min_value=0, max_value=0.5, step=0.1)))
    model.add(Dense(hp.Int("dense_units", min_value=4, max_value=256, sampling="log"),
                    activation=hp.Choice("dense_activation", values=ACTIVATIONS, default="linear")))
    model.add(Dense(1, activation=hp.Choice("output_dense", values=ACTIVATIONS, default="linear")))
    model.compile(optimizer=Adam(hp.Float("lr", 1e-4, 1e-2, sampling="log")), loss="mse", metrics=["mae"])
    return model


if __name__ == "__main__":
    prices = np.loadtxt("data/close.csv", delimiter=",")
    x, y = make_windows(prices / prices.max(), n_steps)
    split = int(len(x) * 0.8)
    tuner = kt.BayesianOptimization(build_model, objective="val_loss", max_trials=500,
                                    executions_per_trial=2, directory="tuning", project_name="lstm_close")
    tuner.search(x[:split], y[:split], epochs=50, batch_size=64, validation_data=(x[split:], y[split:]))
