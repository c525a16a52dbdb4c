from tensorflow import keras

from synthetic import SyntheticParticles, curriculum


def build_locator(image_size=64):
    inputs = keras.Input(shape=(image_size, image_size, 1))
    x = keras.layers.Conv2D(16, 3, activation="relu")(inputs)
    x = keras.layers.MaxPooling2D()(x)
    x = keras.layers.Conv2D(32, 3, activation="relu")(x)
    x = keras.layers.GlobalAveragePooling2D()(x)
    outputs = keras.layers.Dense(2, activation="sigmoid")(x)
    return keras.Model(inputs, outputs)


if __name__ == "__main__":
    model = build_locator()
    model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="mse")
    generator = SyntheticParticles(curriculum)
    model.fit(generator, epochs=100, callbacks=[keras.callbacks.CSVLogger("locator.csv")])
