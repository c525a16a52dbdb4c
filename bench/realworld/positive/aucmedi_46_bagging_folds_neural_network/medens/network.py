import tensorflow as tf


class NeuralNetwork:
    def __init__(self, n_labels, architecture="DenseNet121", input_shape=(224, 224, 3), lr=1e-4):
        base = getattr(tf.keras.applications, architecture)(include_top=False, weights=None, input_shape=input_shape, pooling="avg")
        outputs = tf.keras.layers.Dense(n_labels, activation="softmax")(base.output)
        self.model = tf.keras.Model(base.input, outputs)
        self.model.compile(optimizer=tf.keras.optimizers.Adam(lr), loss="categorical_crossentropy")

    def train(self, x, y, epochs, validation=None):
        return self.model.fit(x, y, epochs=epochs, validation_data=validation, verbose=2)

    def predict(self, x):
        return self.model.predict(x)

    def dump(self, path):
        self.model.save(path)
