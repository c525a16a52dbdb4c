# source: https://machinelearningmastery.com/5-step-life-cycle-long-short-term-memory-models-keras/
# note: the tutorial's five-step life cycle: define, compile, fit, evaluate and predict once each; the per-epoch loop lives inside fit, and the reporting loop below only formats numpy results
import numpy as np
from pandas import read_csv
from sklearn.preprocessing import MinMaxScaler
from tensorflow.keras.layers import LSTM, Dense
from tensorflow.keras.models import Sequential

LAG = 1


def supervised(values, lag=LAG):
    X = np.array([values[i:i + lag] for i in range(len(values) - lag)])
    return X.reshape(-1, lag, 1), values[lag:]


def main():
    series = read_csv("shampoo-sales.csv", header=0, index_col=0).values.astype("float32")
    scaler = MinMaxScaler(feature_range=(-1, 1))
    scaled = scaler.fit_transform(series).ravel()
    train, test = scaled[:-12], scaled[-12 - LAG:]
    X_train, y_train = supervised(train)
    X_test, y_test = supervised(test)

    # 1. define
    model = Sequential()
    model.add(LSTM(10, input_shape=(LAG, 1)))
    model.add(Dense(1))
    # 2. compile
    model.compile(optimizer="adam", loss="mean_squared_error")
    # 3. fit
    history = model.fit(X_train, y_train, epochs=1000, batch_size=4, verbose=0, shuffle=False)
    # 4. evaluate
    loss = model.evaluate(X_test, y_test, verbose=0)
    # 5. predict
    predictions = model.predict(X_test, verbose=0).ravel()

    inverted = scaler.inverse_transform(predictions.reshape(-1, 1)).ravel()
    expected = scaler.inverse_transform(y_test.reshape(-1, 1)).ravel()
    for month, (yhat, obs) in enumerate(zip(inverted, expected), start=1):
        print(f"Month={month}, Predicted={yhat:.1f}, Expected={obs:.1f}")
    print("final training loss:", history.history["loss"][-1], "test loss:", loss)


if __name__ == "__main__":
    main()
