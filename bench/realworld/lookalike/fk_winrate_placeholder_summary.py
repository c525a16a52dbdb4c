# source: https://github.com/tensorforce/tensorforce/issues/126
# note: correct: the fix posted in the thread: the win-rate placeholder and its scalar summary are created once, and every report only runs the existing summary op with the value fed through feed_dict, so no op is added to the graph inside the training loop
import numpy as np
import tensorflow as tf


class WinRateSummary:
    def __init__(self, session, writer):
        self.session = session
        self.writer = writer
        self.winning_rate = tf.placeholder(tf.float32, name="winning-rate-placeholder")
        self.summary = tf.summary.scalar("winning_rate", self.winning_rate)

    def update(self, rate, step):
        serialized = self.session.run(self.summary, feed_dict={self.winning_rate: rate})
        self.writer.add_summary(serialized, global_step=step)


def train(agent, env, episodes=200000, report_every=250):
    session = agent.model.session
    writer = tf.summary.FileWriter("logs/selfplay", session.graph)
    summary = WinRateSummary(session, writer)
    outcomes = []
    for episode in range(1, episodes + 1):
        state, terminal, reward = env.reset(), False, 0.0
        while not terminal:
            state, terminal, reward = env.execute(actions=agent.act(states=state))
            agent.observe(terminal=terminal, reward=reward)
        outcomes.append(reward > 0)
        if episode % report_every == 0:
            summary.update(float(np.mean(outcomes[-report_every:])), episode)
