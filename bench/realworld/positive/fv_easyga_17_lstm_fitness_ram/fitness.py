import numpy as np
from tensorflow.keras.callbacks import EarlyStopping
from tensorflow.keras.layers import LSTM, Dense, Dropout
from tensorflow.keras.models import Sequential
from tensorflow.keras.optimizers import Adam

from series import make_windows


def lstm_fitness(genes, series, epochs=30):
    X, y = make_windows(series, genes["window"])
    split = int(0.8 * len(X))
    model = Sequential([
        LSTM(genes["units"], input_shape=X.shape[1:]),
        Dropout(genes["dropout"]),
        Dense(1),
    ])
    model.compile(optimizer=Adam(learning_rate=genes["lr"]), loss="mse")
    history = model.fit(X[:split], y[:split], validation_data=(X[split:], y[split:]), epochs=epochs,
                        batch_size=64, verbose=0,
                        callbacks=[EarlyStopping(patience=3, restore_best_weights=True)])
    return -float(np.min(history.history["val_loss"]))
