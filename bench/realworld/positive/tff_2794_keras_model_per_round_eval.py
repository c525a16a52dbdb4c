# source: https://github.com/google-parfait/tensorflow-federated/issues/2794
# symptom: from the third federated round on, "5 out of the last 9 calls to <function Model.make_test_function.<locals>.test_function> triggered tf.function retracing": each round's evaluation builds and compiles a new Keras model and evaluates it once
# expect: TFM009 41
# note: the evaluation helper copies the round's global weights into a freshly built Keras model; the round loop calls it after every round and never clears the session
import collections

import numpy as np
import tensorflow as tf
import tensorflow_federated as tff

NUM_ROUNDS = 50
emnist_train, emnist_test = tff.simulation.datasets.emnist.load_data()


def preprocess(dataset):
    def batch_format_fn(element):
        return collections.OrderedDict(x=tf.reshape(element["pixels"], [-1, 784]), y=tf.reshape(element["label"], [-1, 1]))
    return dataset.repeat(5).shuffle(100).batch(20).map(batch_format_fn).prefetch(10)


def create_keras_model():
    return tf.keras.models.Sequential([
        tf.keras.layers.InputLayer(input_shape=(784,)),
        tf.keras.layers.Dense(200, activation="relu"),
        tf.keras.layers.Dense(10, kernel_initializer="zeros"),
        tf.keras.layers.Softmax(),
    ])


def model_fn():
    keras_model = create_keras_model()
    return tff.learning.models.from_keras_model(
        keras_model,
        input_spec=preprocess(emnist_train.create_tf_dataset_for_client(emnist_train.client_ids[0])).element_spec,
        loss=tf.keras.losses.SparseCategoricalCrossentropy(),
        metrics=[tf.keras.metrics.SparseCategoricalAccuracy()],
    )


def evaluate_round(state, process, test_x, test_y):
    keras_model = create_keras_model()
    keras_model.compile(loss=tf.keras.losses.SparseCategoricalCrossentropy(), metrics=[tf.keras.metrics.SparseCategoricalAccuracy()])
    process.get_model_weights(state).assign_weights_to(keras_model)
    return keras_model.evaluate(test_x, test_y, verbose=0)


process = tff.learning.algorithms.build_weighted_fed_avg(
    model_fn, client_optimizer_fn=lambda: tf.keras.optimizers.SGD(0.02))
state = process.initialize()
test_data = emnist_test.create_tf_dataset_from_all_clients()
test_x = np.stack([e["pixels"].numpy().reshape(784) for e in test_data.take(2000)])
test_y = np.stack([e["label"].numpy() for e in test_data.take(2000)])

for round_num in range(1, NUM_ROUNDS + 1):
    clients = np.random.choice(emnist_train.client_ids, 10, replace=False)
    federated_train_data = [preprocess(emnist_train.create_tf_dataset_for_client(c)) for c in clients]
    result = process.next(state, federated_train_data)
    state = result.state
    loss, accuracy = evaluate_round(state, process, test_x, test_y)
    print(f"round {round_num:2d}, train={result.metrics['client_work']['train']}, test_acc={accuracy:.3f}")
