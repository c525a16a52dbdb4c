import gym
import numpy as np
import optuna

from ppo_agent import PPOAgent


def optimize_agent(trial):
    params = {
        "learning_rate": trial.suggest_float("learning_rate", 1e-5, 1e-3, log=True),
        "clip_ratio": trial.suggest_float("clip_ratio", 0.1, 0.3),
        "entropy_coef": trial.suggest_float("entropy_coef", 1e-4, 1e-2, log=True),
        "rollout_steps": trial.suggest_categorical("rollout_steps", [256, 512, 1024]),
        "hidden_units": trial.suggest_categorical("hidden_units", [64, 128, 256]),
    }
    env = gym.make("LunarLander-v2")
    agent = PPOAgent(env.observation_space.shape[0], env.action_space.n, **params)
    episode_rewards = agent.learn(env, total_steps=100_000)
    env.close()
    return float(np.mean(episode_rewards[-20:]))


if __name__ == "__main__":
    study = optuna.create_study(direction="maximize")
    study.optimize(optimize_agent, n_trials=100, gc_after_trial=True)
    print(study.best_params)
