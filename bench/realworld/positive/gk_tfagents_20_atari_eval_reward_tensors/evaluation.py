"""Policy evaluation helpers."""
import tensorflow as tf


def compute_avg_return(env, policy, num_episodes, history):
    """Runs `num_episodes` episodes and returns the mean undiscounted return.

    Every episode return is also kept in `history` so the caller can plot the
    learning curve at the end of training.
    """
    for _ in range(num_episodes):
        time_step = env.reset()
        episode_return = tf.zeros(())
        while not time_step.is_last():
            action_step = policy.action(time_step)
            time_step = env.step(action_step.action)
            episode_return = episode_return + tf.reduce_sum(time_step.reward)
        history.append(episode_return)
    recent = history[-num_episodes:]
    return float(tf.reduce_mean(tf.stack(recent)))
