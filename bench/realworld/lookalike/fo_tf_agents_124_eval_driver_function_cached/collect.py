from tf_agents.drivers import dynamic_episode_driver
from tf_agents.replay_buffers import tf_uniform_replay_buffer

_STATE = {}


def collect_and_train(agent, tf_env, episodes=10):
    if "driver" not in _STATE:
        buffer = tf_uniform_replay_buffer.TFUniformReplayBuffer(
            agent.collect_data_spec, batch_size=tf_env.batch_size, max_length=1001)
        _STATE["buffer"] = buffer
        _STATE["driver"] = dynamic_episode_driver.DynamicEpisodeDriver(
            tf_env, agent.collect_policy, observers=[buffer.add_batch], num_episodes=episodes)
    _STATE["driver"].run()
    agent.train(_STATE["buffer"].gather_all())
    _STATE["buffer"].clear()
