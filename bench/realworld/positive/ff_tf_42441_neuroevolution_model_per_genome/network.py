import numpy as np
import tensorflow as tf


def genome_to_model(genome):
    """A genome is a list of (weights, bias) arrays; it fixes the layer sizes and all the parameters."""
    layers = [tf.keras.Input(shape=(genome[0][0].shape[0],))]
    for i, (kernel, _) in enumerate(genome):
        activation = "tanh" if i < len(genome) - 1 else None
        layers.append(tf.keras.layers.Dense(kernel.shape[1], activation=activation))
    model = tf.keras.Sequential(layers)
    model.set_weights([array for pair in genome for array in pair])
    return model


def random_genome(sizes, rng):
    return [(rng.normal(0, 0.5, size=(n_in, n_out)), np.zeros(n_out)) for n_in, n_out in zip(sizes[:-1], sizes[1:])]
