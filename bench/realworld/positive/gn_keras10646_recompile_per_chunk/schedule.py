"""Learning-rate handling for chunked training."""
from tensorflow import keras


def set_learning_rate(model, lr, loss="mse"):
    model.compile(optimizer=keras.optimizers.Adam(learning_rate=lr), loss=loss)
    return model


def decay(lr, factor=0.98, floor=1e-5):
    return max(lr * factor, floor)
