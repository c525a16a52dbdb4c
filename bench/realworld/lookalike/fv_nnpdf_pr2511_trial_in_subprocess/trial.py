import numpy as np
from tensorflow import keras


def build_model(n_inputs, nodes, activation, dropout, lr):
    inputs = keras.Input(shape=(n_inputs,))
    x = inputs
    for units in nodes[:-1]:
        x = keras.layers.Dense(units, activation=activation)(x)
        x = keras.layers.Dropout(dropout)(x)
    outputs = keras.layers.Dense(nodes[-1])(x)
    model = keras.Model(inputs, outputs)
    model.compile(optimizer=keras.optimizers.Adam(lr), loss="mse")
    return model


def run_trial(params, data_path, queue):
    data = np.load(data_path)
    model = build_model(data["x"].shape[1], params["nodes"], params["activation"],
                        params["dropout"], params["lr"])
    hist = model.fit(data["x"], data["y"], validation_split=0.25, epochs=300, batch_size=256, verbose=0,
                     callbacks=[keras.callbacks.EarlyStopping(patience=30, restore_best_weights=True)])
    queue.put(float(min(hist.history["val_loss"])))
