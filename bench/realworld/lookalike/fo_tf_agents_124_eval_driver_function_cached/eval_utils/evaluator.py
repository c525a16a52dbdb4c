import tensorflow as tf
from tf_agents.drivers import dynamic_episode_driver


class Evaluator:
    """Runs evaluation episodes with one cached, traced driver loop."""

    def __init__(self, metrics, environment, policy, num_episodes=30):
        self.metrics = metrics
        self.environment = environment
        self.policy = policy
        self.driver = dynamic_episode_driver.DynamicEpisodeDriver(
            environment, policy, observers=metrics, num_episodes=num_episodes)
        self._run = None

    def _run_fn(self):
        if self._run is None:
            self._run = tf.function(self.driver.run, autograph=True, reduce_retracing=True)
        return self._run

    def __call__(self, train_step=None, summary_writer=None):
        for metric in self.metrics:
            metric.reset()
        run = self._run_fn()
        run(self.environment.reset(), self.policy.get_initial_state(self.environment.batch_size))
        results = {metric.name: metric.result() for metric in self.metrics}
        if summary_writer is not None:
            with summary_writer.as_default():
                for name, value in results.items():
                    tf.summary.scalar("Metrics/" + name, value, step=train_step)
        return results
