import numpy as np

from ppo_model import PPOModel


def fake_rollout(n, obs_dim, n_actions, rng):
    return (rng.normal(size=(n, obs_dim)).astype("float32"),
            rng.integers(0, n_actions, n),
            rng.normal(size=n).astype("float32"),
            np.log(np.full(n, 1.0 / n_actions, dtype="float32")))


def learn(total_updates=10000, n_steps=2048, minibatch=256, epochs=4):
    rng = np.random.default_rng(0)
    model = PPOModel(obs_dim=8, n_actions=4)
    for update in range(total_updates):
        obs, acts, advs, logp = fake_rollout(n_steps, 8, 4, rng)
        for _ in range(epochs):
            idx = rng.permutation(n_steps)
            for start in range(0, n_steps, minibatch):
                mb = idx[start:start + minibatch]
                loss = model.train_step(obs[mb], acts[mb], advs[mb], logp[mb])
        if update % 100 == 0:
            print(update, loss)


if __name__ == "__main__":
    learn()
