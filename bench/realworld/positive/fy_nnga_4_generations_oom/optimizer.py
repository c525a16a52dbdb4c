"""Genetic operators over Network genomes."""
import random
from functools import reduce
from operator import add

from network import Network


class Optimizer:
    def __init__(self, nn_param_choices, retain=0.4, random_select=0.1, mutate_chance=0.2):
        self.nn_param_choices = nn_param_choices
        self.retain = retain
        self.random_select = random_select
        self.mutate_chance = mutate_chance

    def create_population(self, count):
        pop = []
        for _ in range(count):
            network = Network(self.nn_param_choices)
            network.create_random()
            pop.append(network)
        return pop

    def breed(self, mother, father):
        child = {k: random.choice([mother.network[k], father.network[k]]) for k in self.nn_param_choices}
        network = Network(self.nn_param_choices)
        network.create_set(child)
        if self.mutate_chance > random.random():
            key = random.choice(list(self.nn_param_choices))
            network.network[key] = random.choice(self.nn_param_choices[key])
        return network

    def evolve(self, pop):
        graded = [x for _, x in sorted(((n.accuracy, n) for n in pop), key=lambda t: t[0], reverse=True)]
        retain_length = int(len(graded) * self.retain)
        parents = graded[:retain_length]
        parents += [n for n in graded[retain_length:] if self.random_select > random.random()]
        children = []
        while len(parents) + len(children) < len(pop):
            male, female = random.sample(parents, 2)
            children.append(self.breed(male, female))
        return parents + children
