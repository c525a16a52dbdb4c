# source: https://github.com/keras-team/keras/issues/11006
# symptom: predicting a time series point by point (feed the last prediction back in, predict the next step) is very slow; prediction time barely changes with network size, while predicting a whole array of windows at once is much faster
# expect: TFM008 21
# note: snippet pasted into a notebook cell with no imports (np, model and the scaled test series come from earlier cells); the cell first trains the small LSTM a few more epochs with model.fit, then the recursive forecast calls model.predict once per future step, for every test window
WINDOW = 49
N_FUTURE = 50


def shift_in(window, value):
    window = np.roll(window, -1, axis=0)
    window[-1, 0] = value
    return window


def create_prediction(test_series, n_future_steps=N_FUTURE):
    """Recursive multi-step forecast from the last WINDOW points of test_series."""
    window = np.array(test_series[-WINDOW:], dtype="float32").reshape(WINDOW, 1)
    result = []
    for step in range(n_future_steps):
        x = window[np.newaxis, :, :]
        y_hat = model.predict(x, verbose=0)[0, 0]
        result.append(float(y_hat))
        window = shift_in(window, y_hat)
    return np.array(result)


model.fit(X_train, y_train, epochs=5, batch_size=64, verbose=0)

forecasts = {}
for start in range(0, len(scaled_test) - WINDOW, 25):
    history = scaled_test[start:start + WINDOW]
    forecasts[start] = create_prediction(history)

plt.figure(figsize=(12, 4))
plt.plot(scaled_test, label="test series")
for start, path in forecasts.items():
    plt.plot(range(start + WINDOW, start + WINDOW + len(path)), path, alpha=0.6)
plt.legend()
plt.show()
