import numpy as np
from tensorflow import keras


class MultiPartnerLearning:
    def __init__(self, partners, x_val, y_val, aggregation_rounds=3):
        self.partners = partners
        self.x_val = x_val
        self.y_val = y_val
        self.aggregation_rounds = aggregation_rounds

    def build_model_from_weights(self, new_weights=None):
        new_model = keras.Sequential([
            keras.layers.Conv2D(32, 3, activation="relu", input_shape=(28, 28, 1)),
            keras.layers.MaxPooling2D(),
            keras.layers.Flatten(),
            keras.layers.Dense(128, activation="relu"),
            keras.layers.Dense(10, activation="softmax"),
        ])
        if new_weights is not None:
            new_model.set_weights(new_weights)
        new_model.compile(loss=keras.losses.categorical_crossentropy,
                          optimizer="adam", metrics=["accuracy"])
        return new_model

    def coalition_score(self, epochs=5):
        weights = None
        for _ in range(self.aggregation_rounds):
            partner_weights = []
            for x, y in self.partners:
                model = self.build_model_from_weights(weights)
                model.fit(x, y, epochs=epochs, batch_size=64, verbose=0)
                partner_weights.append(model.get_weights())
            weights = [np.mean(ws, axis=0) for ws in zip(*partner_weights)]
        final = self.build_model_from_weights(weights)
        return final.evaluate(self.x_val, self.y_val, verbose=0)[1]
