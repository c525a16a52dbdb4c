import numpy as np
from tensorflow import keras

from al.estimator import KerasActiveEstimator
from al.learner import ActiveLearner

(x_train, y_train), (x_test, y_test) = keras.datasets.mnist.load_data()
x_train = x_train[..., None].astype("float32") / 255
x_test = x_test[..., None].astype("float32") / 255
y_train = keras.utils.to_categorical(y_train, 10)
y_test = keras.utils.to_categorical(y_test, 10)

initial_idx = np.random.choice(len(x_train), size=1000, replace=False)
learner = ActiveLearner(KerasActiveEstimator(epochs=10), x_train[initial_idx], y_train[initial_idx])
X_pool = np.delete(x_train, initial_idx, axis=0)
y_pool = np.delete(y_train, initial_idx, axis=0)

n_queries = 10
for idx in range(n_queries):
    query_idx, _ = learner.query(X_pool, n_instances=100)
    learner.teach(X_pool[query_idx], y_pool[query_idx])
    X_pool = np.delete(X_pool, query_idx, axis=0)
    y_pool = np.delete(y_pool, query_idx, axis=0)
    print(f"query {idx + 1}: test accuracy {learner.estimator.score(x_test, y_test):.4f}")
