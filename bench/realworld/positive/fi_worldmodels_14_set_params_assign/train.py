import gym
import numpy as np

from model import Model, simulate

POPULATION, GENERATIONS = 64, 2000


def worker(model, env, solutions):
    fitness = []
    for solution in solutions:
        model.load_vae("vae/vae.json")  # every candidate re-reads the VAE weights
        model.set_controller(solution)
        fitness.append(np.mean(simulate(model, env, num_episode=4)))
    return np.array(fitness)


if __name__ == "__main__":
    env = gym.make("CarRacing-v0")
    model = Model()
    mean, sigma = np.zeros(32 * 3), 0.1
    for generation in range(GENERATIONS):
        solutions = mean + sigma * np.random.randn(POPULATION, mean.size)
        fitness = worker(model, env, solutions)
        mean = mean + 0.01 * (fitness - fitness.mean()) @ (solutions - mean) / (POPULATION * sigma)
        print(generation, fitness.max())
