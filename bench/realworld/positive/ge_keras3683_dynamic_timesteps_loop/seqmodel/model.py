from tensorflow.keras import layers, models


def build_regressor(input_dim, units=32):
    model = models.Sequential([
        layers.LSTM(units, input_shape=(None, input_dim), return_sequences=False),
        layers.Dropout(0.5),
        layers.Dense(1),
    ])
    model.compile(optimizer="rmsprop", loss="mse")
    return model
