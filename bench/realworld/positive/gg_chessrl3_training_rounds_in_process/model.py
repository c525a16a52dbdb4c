from tensorflow.keras import layers, models, optimizers


class ChessModel(object):
    def __init__(self, compile_model=True, weights=None):
        inp = layers.Input(shape=(8, 8, 127))
        x = layers.Conv2D(64, 3, padding="same", activation="relu")(inp)
        for _ in range(4):
            y = layers.Conv2D(64, 3, padding="same", activation="relu")(x)
            y = layers.Conv2D(64, 3, padding="same")(y)
            x = layers.Activation("relu")(layers.add([x, y]))
        policy = layers.Dense(4096, activation="softmax", name="policy")(layers.Flatten()(x))
        value = layers.Dense(1, activation="tanh", name="value")(layers.GlobalAveragePooling2D()(x))
        self.model = models.Model(inputs=inp, outputs=[policy, value])
        if compile_model:
            self.model.compile(optimizer=optimizers.Adam(1e-3),
                               loss={"policy": "categorical_crossentropy", "value": "mse"})
        if weights:
            self.model.load_weights(weights)

    def predict(self, planes):
        return self.model.predict_on_batch(planes)

    def train(self, x, y_policy, y_value, epochs=1, logdir=None):
        return self.model.fit(x, {"policy": y_policy, "value": y_value}, epochs=epochs, batch_size=256, verbose=0)

    def load(self, path):
        self.model = models.load_model(path)

    def save(self, path):
        self.model.save(path)
