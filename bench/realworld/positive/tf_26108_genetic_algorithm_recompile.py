# source: https://github.com/tensorflow/tensorflow/issues/26108
# symptom: compile() leaks about 20 MB at a time while a genetic algorithm recompiles its models, until memory is full
# expect: TFM013 23
# note: fitness() recompiles an existing individual; sorted() calls it through a lambda once per individual per generation
import numpy as np
import tensorflow as tf


def new_individual():
    return tf.keras.models.Sequential([
        tf.keras.layers.Flatten(input_shape=(28, 28)),
        tf.keras.layers.Dense(512, activation=tf.nn.relu),
        tf.keras.layers.Dropout(0.2),
        tf.keras.layers.Dense(10, activation=tf.nn.softmax),
    ])


def mutate(model, scale=0.05):
    model.set_weights([w + np.random.normal(0, scale, w.shape) for w in model.get_weights()])


def fitness(model, x, y):
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    return model.evaluate(x, y, verbose=0)[1]


(x, y), _ = tf.keras.datasets.mnist.load_data()
x, y = x[:2000] / 255.0, y[:2000]
population = [new_individual() for _ in range(20)]
for generation in range(1000):
    ranked = sorted(population, key=lambda m: fitness(m, x, y), reverse=True)
    for loser, winner in zip(ranked[10:], ranked[:10]):
        loser.set_weights(winner.get_weights())
        mutate(loser)
    population = ranked
