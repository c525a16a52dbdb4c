import numpy as np
from sklearn.metrics import mean_absolute_error, mean_squared_error
from sklearn.preprocessing import MinMaxScaler
from tensorflow.keras.layers import LSTM, Dense
from tensorflow.keras.models import Sequential

CANDIDATE_LAGS = [3, 6, 12, 24]
CANDIDATE_UNITS = [16, 32, 64]


def to_supervised(values, lag):
    X, y = [], []
    for i in range(lag, len(values)):
        X.append(values[i - lag:i])
        y.append(values[i])
    return np.array(X).reshape(-1, lag, 1), np.array(y)


def anomaly_lstm(lista_datos, num_fut, desv_mse=2, epochs=40):
    scaler = MinMaxScaler()
    values = scaler.fit_transform(np.array(lista_datos, dtype=float).reshape(-1, 1)).ravel()
    split = int(len(values) * 0.7)
    best = {"mse": np.inf}
    for lag in CANDIDATE_LAGS:
        X_train, y_train = to_supervised(values[:split], lag)
        X_test, y_test = to_supervised(values[split - lag:], lag)
        for units in CANDIDATE_UNITS:
            model = Sequential()
            model.add(LSTM(units, activation="relu", input_shape=(lag, 1)))
            model.add(Dense(1))
            model.compile(optimizer="adam", loss="mse")
            model.fit(X_train, y_train, epochs=epochs, batch_size=16, verbose=0)
            pred = model.predict(X_test, verbose=0).ravel()
            mse = mean_squared_error(y_test, pred)
            if mse < best["mse"]:
                best = {"mse": mse, "mae": mean_absolute_error(y_test, pred),
                        "lag": lag, "units": units, "model": model, "pred": pred}
    errors = np.abs(best["pred"] - y_test)
    threshold = errors.mean() + desv_mse * errors.std()
    anomalies = [int(split + i) for i, e in enumerate(errors) if e > threshold]
    window = values[-best["lag"]:].tolist()
    future = []
    for _ in range(num_fut):
        nxt = float(best["model"](np.array(window[-best["lag"]:]).reshape(1, -1, 1))[0, 0])
        future.append(nxt)
        window.append(nxt)
    future = scaler.inverse_transform(np.array(future).reshape(-1, 1)).ravel().tolist()
    return {"engine": "LSTM", "mse": best["mse"], "mae": best["mae"],
            "anomalies": anomalies, "future": future}
