# source: https://github.com/tensorflow/tensorflow/issues/26108
# symptom: none: each individual of the genetic algorithm is compiled once, when it is created; the fitness function only evaluates
# note: the advice in the thread: compile once and reuse; the ranking loop calls evaluate, which needs no new compile
import numpy as np
import tensorflow as tf


def new_individual():
    model = tf.keras.Sequential([tf.keras.Input((28, 28)), tf.keras.layers.Flatten(), tf.keras.layers.Dense(10)])
    model.compile(optimizer="adam", loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
    return model


def fitness(model, x, y):
    return model.evaluate(x, y, verbose=0)[1]


(x, y), _ = tf.keras.datasets.mnist.load_data()
x, y = x[:2000] / 255.0, y[:2000]
population = [new_individual() for _ in range(20)]
for generation in range(1000):
    ranked = sorted(population, key=lambda m: fitness(m, x, y), reverse=True)
    for loser, winner in zip(ranked[10:], ranked[:10]):
        loser.set_weights([w + np.random.normal(0, 0.05, w.shape) for w in winner.get_weights()])
    population = ranked
