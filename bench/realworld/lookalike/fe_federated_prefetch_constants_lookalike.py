# source: https://github.com/LamaCian/Federated-learning/blob/HEAD/preprocess_func.py
# symptom: none; the per-client preprocessing from a federated-learning project (after the TFF image classification tutorial) with small named buffer constants
# note: look-alike: shuffle(100) and prefetch(10) through module constants, applied once per client dataset in a list comprehension
import collections

import tensorflow as tf
import tensorflow_federated as tff

NUM_CLIENTS = 10
NUM_EPOCHS = 5
BATCH_SIZE = 20
SHUFFLE_BUFFER = 100
PREFETCH_BUFFER = 10


def preprocess(dataset):
    def batch_format_fn(element):
        return collections.OrderedDict(
            x=tf.reshape(element["pixels"], [-1, 784]),
            y=tf.reshape(element["label"], [-1, 1]),
        )

    return (dataset.repeat(NUM_EPOCHS)
            .shuffle(SHUFFLE_BUFFER, seed=1)
            .batch(BATCH_SIZE)
            .map(batch_format_fn)
            .prefetch(PREFETCH_BUFFER))


emnist_train, emnist_test = tff.simulation.datasets.emnist.load_data()
client_ids = emnist_train.client_ids[:NUM_CLIENTS]
federated_train_data = [preprocess(emnist_train.create_tf_dataset_for_client(c)) for c in client_ids]
