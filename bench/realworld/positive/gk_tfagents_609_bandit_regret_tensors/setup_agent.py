"""Environment, agent, driver and metric wiring for the bandit experiment."""
from dataclasses import dataclass
from typing import Any

import numpy as np
import tensorflow as tf
from tf_agents.bandits.agents import lin_ucb_agent
from tf_agents.bandits.environments import stationary_stochastic_py_environment as sspe
from tf_agents.bandits.metrics import tf_metrics
from tf_agents.drivers import dynamic_step_driver
from tf_agents.environments import tf_py_environment
from tf_agents.replay_buffers import tf_uniform_replay_buffer

CONTEXT_DIM = 4
NUM_ACTIONS = 3
ARM_PARAMS = np.array([[-1.0, 0.5, 0.2, 0.0],
                       [0.3, -0.2, 1.0, 0.4],
                       [0.8, 0.1, -0.5, 0.6]], dtype=np.float32)


@dataclass
class BanditConfig:
    batch_size: int = 8
    steps_per_loop: int = 2
    alpha: float = 1.0


@dataclass
class BanditStack:
    agent: Any
    driver: Any
    replay_buffer: Any
    regret_metric: Any


def _context_sampler(batch_size):
    return lambda: np.random.normal(size=(batch_size, CONTEXT_DIM)).astype(np.float32)


def _reward_fns():
    return [lambda x, p=p: float(np.dot(x, p)) for p in ARM_PARAMS]


def _optimal_reward(observation):
    return tf.reduce_max(tf.matmul(observation, ARM_PARAMS.T), axis=-1)


def build_bandit_stack(cfg: BanditConfig) -> BanditStack:
    py_env = sspe.StationaryStochasticPyEnvironment(
        _context_sampler(cfg.batch_size), _reward_fns(), batch_size=cfg.batch_size)
    env = tf_py_environment.TFPyEnvironment(py_env)
    agent = lin_ucb_agent.LinearUCBAgent(
        time_step_spec=env.time_step_spec(),
        action_spec=env.action_spec(),
        alpha=cfg.alpha)
    replay_buffer = tf_uniform_replay_buffer.TFUniformReplayBuffer(
        data_spec=agent.policy.trajectory_spec,
        batch_size=cfg.batch_size,
        max_length=cfg.steps_per_loop)
    regret_metric = tf_metrics.RegretMetric(_optimal_reward)
    driver = dynamic_step_driver.DynamicStepDriver(
        env=env,
        policy=agent.collect_policy,
        num_steps=cfg.steps_per_loop * cfg.batch_size,
        observers=[replay_buffer.add_batch, regret_metric])
    return BanditStack(agent, driver, replay_buffer, regret_metric)
