# source: https://github.com/PaulPauls/Tensorflow-Neuroevolution/issues/19
# symptom: system RAM consumption grows without bound on GPU runs while genomes are evaluated by weight training; clearing the Keras session before each evaluation fixes it
# expect: TFM009 26
# note: a CoDeepNEAT-style population loop; star imports from tensorflow.keras.layers supply the layer classes, and every genome evaluation decodes the genome into a new functional Model
import numpy as np
import tensorflow as tf
from tensorflow.keras.layers import *


class Genome:
    def __init__(self, genome_id, blueprint, learning_rate):
        self.genome_id = genome_id
        self.blueprint = blueprint  # list of (units, activation) per hidden block
        self.learning_rate = learning_rate
        self.fitness = None

    def get_model(self, input_shape=(32, 32, 3), num_classes=10):
        inputs = Input(shape=input_shape)
        x = Conv2D(32, 3, padding="same", activation="relu")(inputs)
        x = MaxPooling2D()(x)
        x = Flatten()(x)
        for units, activation in self.blueprint:
            x = Dense(units, activation=activation)(x)
            x = Dropout(0.2)(x)
        outputs = Dense(num_classes, activation="softmax")(x)
        return tf.keras.Model(inputs=inputs, outputs=outputs, name="genome_%d" % self.genome_id)

    def get_optimizer(self):
        return tf.keras.optimizers.SGD(learning_rate=self.learning_rate, momentum=0.9)


class CIFAR10Environment:
    def __init__(self, epochs=1, batch_size=128):
        (self.x_train, self.y_train), (self.x_test, self.y_test) = tf.keras.datasets.cifar10.load_data()
        self.x_train, self.x_test = self.x_train / 255.0, self.x_test / 255.0
        self.epochs, self.batch_size = epochs, batch_size

    def eval_genome_fitness(self, genome):
        model = genome.get_model()
        model.compile(optimizer=genome.get_optimizer(), loss="sparse_categorical_crossentropy",
                      metrics=["accuracy"])
        model.fit(self.x_train, self.y_train, epochs=self.epochs, batch_size=self.batch_size, verbose=0)
        _, acc = model.evaluate(self.x_test, self.y_test, verbose=0)
        return round(acc * 100, 3)


def random_genome(genome_id, rng):
    blueprint = [(int(rng.choice([64, 128, 256])), str(rng.choice(["relu", "elu"])))
                 for _ in range(rng.randint(1, 4))]
    return Genome(genome_id, blueprint, float(10 ** rng.uniform(-3, -1)))


if __name__ == "__main__":
    rng = np.random.RandomState(0)
    env = CIFAR10Environment()
    population = [random_genome(i, rng) for i in range(30)]
    next_id = len(population)
    for generation in range(100):
        for genome in population:
            genome.fitness = env.eval_genome_fitness(genome)
        population.sort(key=lambda g: g.fitness, reverse=True)
        survivors = population[:10]
        population = survivors + [random_genome(next_id + i, rng) for i in range(20)]
        next_id += 20
        print("generation", generation, "best fitness", survivors[0].fitness)
