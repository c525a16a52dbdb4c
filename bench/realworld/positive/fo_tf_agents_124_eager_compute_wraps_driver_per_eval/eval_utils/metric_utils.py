import tensorflow as tf
from tf_agents.drivers import dynamic_episode_driver


def eager_compute(metrics, environment, policy, num_episodes=1, train_step=None,
                  summary_writer=None, summary_prefix=""):
    """Run `num_episodes` of `policy` in `environment` and return the metric results."""
    for metric in metrics:
        metric.reset()
    driver = dynamic_episode_driver.DynamicEpisodeDriver(
        environment, policy, observers=metrics, num_episodes=num_episodes)
    run = tf.function(driver.run, autograph=True)
    time_step = environment.reset()
    policy_state = policy.get_initial_state(environment.batch_size)
    run(time_step, policy_state)
    results = [(metric.name, metric.result()) for metric in metrics]
    if train_step is not None and summary_writer is not None:
        with summary_writer.as_default():
            for name, value in results:
                tf.summary.scalar(summary_prefix + "/" + name, value, step=train_step)
    return dict(results)
