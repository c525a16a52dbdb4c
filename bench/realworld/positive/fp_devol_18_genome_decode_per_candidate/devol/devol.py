import csv
import random

from .genome_handler import GenomeHandler


class DEVOL:
    def __init__(self, genome_handler: GenomeHandler, data, log_path="genomes.csv"):
        self.handler = genome_handler
        (self.x_train, self.y_train), (self.x_test, self.y_test) = data
        self.log_path = log_path

    def _evaluate(self, genome, epochs):
        model = self.handler.decode(genome)
        try:
            model.fit(self.x_train, self.y_train, validation_data=(self.x_test, self.y_test),
                      epochs=epochs, batch_size=128, verbose=0)
            loss, accuracy = model.evaluate(self.x_test, self.y_test, verbose=0)
        except Exception as err:  # e.g. ResourceExhaustedError for a too-large candidate
            print("candidate failed:", err)
            loss, accuracy = float("inf"), 0.0
        with open(self.log_path, "a", newline="") as f:
            csv.writer(f).writerow([genome, loss, accuracy])
        return accuracy

    def run(self, num_generations, pop_size, epochs):
        population = [self.handler.random_genome() for _ in range(pop_size)]
        for gen in range(num_generations):
            fitness = [self._evaluate(genome, epochs) for genome in population]
            ranked = [g for _, g in sorted(zip(fitness, population), key=lambda p: -p[0])]
            parents = ranked[: max(2, pop_size // 4)]
            population = parents + [self.handler.mutate(dict(random.choice(parents))) for _ in range(pop_size - len(parents))]
            print(f"generation {gen}: best accuracy {max(fitness):.4f}")
        return ranked[0]
