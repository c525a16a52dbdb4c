from evolve.population import Population
from evolve.world import FlappyWorld


def run(generations=200, pop_size=50):
    population = Population(pop_size)
    world = FlappyWorld(pop_size)
    for gen in range(generations):
        world.reset()
        while world.any_alive():
            for idx in world.alive_birds():
                height, dist, pipe = world.observe(idx)
                if population.decide(idx, height, dist, pipe):
                    world.flap(idx)
            world.tick()
            for idx in world.alive_birds():
                population.fitness[idx] += 1
        print(f"generation {gen}: best {population.fitness.max():.0f}")
        population.next_generation()


if __name__ == "__main__":
    run()
