import numpy as np
import tensorflow as tf


def split_clients(images, labels, num_clients):
    order = np.random.permutation(len(images))
    shards = np.array_split(order, num_clients)
    return [tf.data.Dataset.from_tensor_slices((images[s], labels[s])).batch(16) for s in shards]


def federated_learning(global_model, images, labels, num_clients=5, rounds=5, epochs_per_round=2):
    client_data = split_clients(images, labels, num_clients)

    for round_num in range(rounds):
        print(f"round {round_num + 1}/{rounds}")
        client_weights = []

        for i, dataset in enumerate(client_data):
            client_model = tf.keras.models.clone_model(global_model)
            client_model.set_weights(global_model.get_weights())
            client_model.compile(optimizer=tf.keras.optimizers.Adam(learning_rate=1e-3),
                                 loss="sparse_categorical_crossentropy",
                                 metrics=["accuracy"])
            client_model.fit(dataset, epochs=epochs_per_round, verbose=0)
            client_weights.append(client_model.get_weights())
            print(f"  client {i + 1}/{num_clients} done")

        averaged = [np.mean(layer_weights, axis=0) for layer_weights in zip(*client_weights)]
        global_model.set_weights(averaged)

    return global_model
