from math import sqrt

import numpy
from pandas import DataFrame, read_csv
from sklearn.metrics import mean_squared_error

from forecast import fit_lstm, forecast_lstm, update_model
from forecast.prep import (difference, inverse_difference, invert_scale, scale,
                           timeseries_to_supervised)


def experiment(repeats, series, updates):
    raw_values = series.values
    supervised = timeseries_to_supervised(difference(raw_values, 1), 1).values
    train, test = supervised[0:-12], supervised[-12:]
    scaler, train_scaled, test_scaled = scale(train, test)
    error_scores = []
    for r in range(repeats):
        lstm_model = fit_lstm(train_scaled, 1, 500, 1)
        train_copy = numpy.copy(train_scaled)
        predictions = []
        for i in range(len(test_scaled)):
            if i > 0:
                update_model(lstm_model, train_copy, 1, updates)
            X = test_scaled[i, 0:-1]
            yhat = forecast_lstm(lstm_model, 1, X)
            yhat = invert_scale(scaler, X, yhat)
            predictions.append(inverse_difference(raw_values, yhat, len(test_scaled) + 1 - i))
            train_copy = numpy.concatenate((train_copy, test_scaled[i, :].reshape(1, -1)))
        rmse = sqrt(mean_squared_error(raw_values[-12:], predictions))
        print("%d) Test RMSE: %.3f" % (r + 1, rmse))
        error_scores.append(rmse)
    return error_scores


def run():
    series = read_csv("shampoo-sales.csv", header=0, index_col=0).squeeze("columns")
    results = DataFrame()
    results["results"] = experiment(10, series, updates=2)
    print(results.describe())


if __name__ == "__main__":
    run()
