from tensorflow import keras


def compile_model(model, learning_rate=1e-3):
    model.compile(optimizer=keras.optimizers.RMSprop(learning_rate), loss="mse")
    return model
