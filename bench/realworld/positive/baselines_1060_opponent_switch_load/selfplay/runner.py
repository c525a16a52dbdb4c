import random


class SelfPlayRunner:
    def __init__(self, env, model, opponent, opponent_pool, nsteps=256):
        self.env = env
        self.model = model
        self.opponent = opponent
        self.opponent_pool = opponent_pool
        self.nsteps = nsteps

    def run(self):
        self.opponent.load(random.choice(self.opponent_pool))
        obs, batch = self.env.reset(), []
        for _ in range(self.nsteps):
            actions = self.model.step(obs[0]), self.opponent.step(obs[1])
            obs, rewards, done, _ = self.env.step(actions)
            batch.append((obs, actions, rewards))
            if done:
                obs = self.env.reset()
        return batch


def learn(env, model, opponent, opponent_pool, total_updates=10000, save_every=50):
    runner = SelfPlayRunner(env, model, opponent, opponent_pool)
    for update in range(1, total_updates + 1):
        batch = runner.run()
        model.train(batch)
        if update % save_every == 0:
            path = f"checkpoints/{update:05d}.pkl"
            model.save(path)
            opponent_pool.append(path)
