import tensorflow as tf


class WinRateLogger:
    """Adds a win-rate curve to TensorBoard next to the agent's own summaries."""

    def __init__(self, session, writer):
        self.session = session
        self.writer = writer
        self.win_rate = tf.Variable(0.5, trainable=False, name="winning_rate")
        self.summary = tf.summary.scalar("winning_rate", self.win_rate)
        self.session.run(self.win_rate.initializer)

    def update(self, rate, step):
        self.win_rate.assign(rate).eval(session=self.session)
        serialized = self.session.run(self.summary)
        self.writer.add_summary(serialized, global_step=step)
