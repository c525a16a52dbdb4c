"""Active learning on MNIST with a small Keras network."""
import numpy as np
from tensorflow import keras

from estimator import KerasEstimator
from learner import ActiveLearner


def create_keras_model():
    model = keras.Sequential([
        keras.layers.Input(shape=(784,)),
        keras.layers.Dense(256, activation="relu"),
        keras.layers.Dropout(0.25),
        keras.layers.Dense(10, activation="softmax"),
    ])
    model.compile(optimizer="adam", loss="categorical_crossentropy")
    return model


def main(n_queries=100):
    (x, y), (x_test, y_test) = keras.datasets.mnist.load_data()
    x = x.reshape(-1, 784).astype("float32") / 255.0
    x_test = x_test.reshape(-1, 784).astype("float32") / 255.0
    y, y_test = keras.utils.to_categorical(y), keras.utils.to_categorical(y_test)
    initial = np.random.choice(len(x), size=100, replace=False)
    pool = np.setdiff1d(np.arange(len(x)), initial)
    learner = ActiveLearner(KerasEstimator(create_keras_model),
                            x[initial], y[initial])
    for idx in range(n_queries):
        query_idx = learner.query(x[pool], n_instances=100)
        learner.teach(x[pool[query_idx]], y[pool[query_idx]])
        pool = np.delete(pool, query_idx)
        print(f"query {idx}: accuracy {learner.score(x_test, y_test):.4f}")


if __name__ == "__main__":
    main()
