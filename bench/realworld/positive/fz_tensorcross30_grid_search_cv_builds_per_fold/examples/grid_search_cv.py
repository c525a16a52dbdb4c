import numpy as np
import tensorflow as tf

from tensorcross import GridSearchCV


def build_model(num_features=10, num_targets=1, optimizer=tf.keras.optimizers.Adam,
                learning_rate=1e-3):
    model = tf.keras.models.Sequential([
        tf.keras.layers.Input(shape=(num_features,)),
        tf.keras.layers.Dense(32, activation="relu"),
        tf.keras.layers.Dense(num_targets),
    ])
    model.compile(loss="mse", optimizer=optimizer(learning_rate=learning_rate),
                  metrics=["mae"])
    return model


def main():
    x = np.random.rand(3000, 10).astype("float32")
    y = np.random.rand(3000, 1).astype("float32")
    dataset = tf.data.Dataset.from_tensor_slices((x, y))
    param_grid = {
        "optimizer": [tf.keras.optimizers.Adam, tf.keras.optimizers.RMSprop],
        "learning_rate": [1e-3, 1e-4],
    }
    search = GridSearchCV(build_fn=build_model, param_grid=param_grid, n_folds=3)
    best, score = search.fit(dataset, n_samples=len(x))
    print("best params:", best, "mae:", score)


if __name__ == "__main__":
    main()
