"""Scrape fresh NOAA buoy data and run the short-term ConvLSTM wave forecast."""
import numpy as np
from numpy import array, split
from sklearn.preprocessing import StandardScaler
from tensorflow.keras import backend
from tensorflow.keras.models import load_model

from coastal_forecast.data_manager import fetch_data
from coastal_forecast.results_manager import plot_results

MODEL_PATH = "model/model.h5"


def rmse(y_true, y_pred):
    return backend.sqrt(backend.mean(backend.square(y_pred - y_true), axis=-1))


def r_square(y_true, y_pred):
    ssr = backend.sum(backend.square(y_true - y_pred))
    sst = backend.sum(backend.square(y_true - backend.mean(y_true)))
    return 1 - ssr / (sst + backend.epsilon())


def forecast(model, history, n_inputs):
    data = array(history)
    data = data.reshape((data.shape[0] * data.shape[1], data.shape[2]))
    input_x = data[-n_inputs:, :]
    input_x = input_x.reshape((1, 1, 1, len(input_x), input_x.shape[1]))
    return model.predict(input_x, verbose=0)


def scale_data(data, n_outputs):
    input_scaler, target_scaler = StandardScaler(), StandardScaler()
    scaled_x = input_scaler.fit_transform(data[:, :-n_outputs])
    scaled_y = target_scaler.fit_transform(data[:, -n_outputs:])
    return np.column_stack((scaled_x, scaled_y)), target_scaler


def get_prediction(station_id, n_inputs, n_outputs, n_steps=10):
    dataset = fetch_data(station_id).drop("Time", axis=1)
    model = load_model(MODEL_PATH, custom_objects={"r_square": r_square, "rmse": rmse})

    data_scaled, target_scaler = scale_data(dataset.to_numpy(), n_outputs)
    n_times = (dataset.shape[0] // n_outputs) - 1
    data_split = array(split(data_scaled[-n_times * n_outputs:], n_times))
    history = [x for x in data_split[:-n_steps]]
    future = data_split[-n_steps:]

    predictions = []
    for i in range(len(future)):
        predictions.append(forecast(model, history, n_inputs))
        history.append(future[i, :])
    pred_2d = np.squeeze(array(predictions)).reshape(-1, n_outputs)
    pred_2d = target_scaler.inverse_transform(pred_2d)
    plot_results(dataset.iloc[-n_steps * n_outputs:], pred_2d, station_id,
                 f"static/{station_id}_system_prediction_.png")
