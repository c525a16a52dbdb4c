import numpy as np
from tensorflow import keras


class MetaNeuralnet:

    def get_dense_model(self, input_dims, num_layers=10, layer_width=20, regularization=0.0):
        input_layer = keras.layers.Input(shape=(input_dims,))
        x = input_layer
        for _ in range(num_layers):
            x = keras.layers.Dense(layer_width, activation="relu",
                                   kernel_regularizer=keras.regularizers.l1(regularization))(x)
        output = keras.layers.Dense(1)(x)
        return keras.models.Model(inputs=input_layer, outputs=output)

    def fit(self, xtrain, ytrain, num_layers=10, layer_width=20, epochs=200,
            batch_size=32, lr=0.01, regularization=0.0, verbose=0):
        self.model = self.get_dense_model(xtrain.shape[1], num_layers, layer_width,
                                          regularization)
        self.model.compile(optimizer=keras.optimizers.Adam(lr=lr), loss="mae")
        self.model.fit(xtrain, ytrain, batch_size=batch_size, epochs=epochs, verbose=verbose)
        train_pred = np.squeeze(self.model.predict(xtrain))
        return float(np.mean(np.abs(train_pred - ytrain)))

    def predict(self, xtest):
        return self.model.predict(xtest)
