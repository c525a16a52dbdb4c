import numpy as np
import tensorflow as tf

from stats import WinRateLogger


def play_episode(agent, env):
    state = env.reset()
    terminal = False
    reward = 0.0
    while not terminal:
        action = agent.act(states=state)
        state, terminal, reward = env.execute(actions=action)
        agent.observe(terminal=terminal, reward=reward)
    return reward > 0


def train(agent, env, episodes=200000, report_every=250):
    session = agent.model.session
    writer = tf.summary.FileWriter("logs/selfplay", session.graph)
    logger = WinRateLogger(session, writer)
    outcomes = []
    for episode in range(1, episodes + 1):
        outcomes.append(play_episode(agent, env))
        if episode % report_every == 0:
            logger.update(float(np.mean(outcomes[-report_every:])), episode)
    writer.close()
