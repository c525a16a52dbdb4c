import numpy as np

from graphenv.rollout import run_episode
from molecule_env import MoleculeBuilderEnv


def main(episodes=2000):
    env = MoleculeBuilderEnv(max_atoms=20)
    rng = np.random.default_rng(0)
    for episode in range(episodes):
        ret = run_episode(env, rng)
        if episode % 50 == 0:
            print(f"episode {episode}: return {ret:.3f}")


if __name__ == "__main__":
    main()
