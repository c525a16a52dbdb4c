import numpy as np

from .agent import Agent


class Population:
    def __init__(self, pop_size, model_builder, mutation_rate, mutation_scale,
                 starting_cash, starting_price, trading_fee):
        self.pop_size = pop_size
        self.model_builder = model_builder
        self.mutation_rate = mutation_rate
        self.mutation_scale = mutation_scale
        self.starting_cash = starting_cash
        self.starting_price = starting_price
        self.trading_fee = trading_fee
        self.generation_number = 1
        self.agents = [Agent(self, i) for i in range(pop_size)]

    def evolve(self, inputs, prices):
        for agent in self.agents:
            agent.batch_act(inputs, prices)
        scores = np.array([a.score for a in self.agents])
        spread = scores.max() - scores.min()
        norm = ((scores - scores.min()) / spread) ** 2 if spread else np.zeros_like(scores)
        fitness = norm / norm.sum() if norm.sum() else np.full(len(norm), 1.0 / len(norm))
        for agent, f in zip(self.agents, fitness):
            agent.fitness = f
        print(f"generation {self.generation_number}: average profit {scores.mean():.2f}%")
        self.generate_next_generation(fitness)

    def generate_next_generation(self, fitness):
        parents = np.random.choice(len(self.agents), size=self.pop_size, p=fitness)
        new_agents = []
        for i, parent in enumerate(parents):
            new_agents.append(Agent(self, i, inherited_model=self.agents[parent].model))
        self.agents = new_agents
        self.generation_number += 1
