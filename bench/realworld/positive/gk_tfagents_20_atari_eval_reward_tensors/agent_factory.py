import tensorflow as tf
from tf_agents.agents.dqn import dqn_agent
from tf_agents.drivers import dynamic_step_driver
from tf_agents.environments import suite_atari, tf_py_environment
from tf_agents.networks import q_network
from tf_agents.replay_buffers import tf_uniform_replay_buffer


def make_env(game):
    py_env = suite_atari.load(game, max_episode_steps=27000,
                              gym_env_wrappers=suite_atari.DEFAULT_ATARI_GYM_WRAPPERS_WITH_STACKING)
    return tf_py_environment.TFPyEnvironment(py_env)


def make_agent(env, buffer_size=100):
    preprocess = tf.keras.layers.Lambda(lambda x: tf.cast(x, tf.float32) / 255.0)
    q_net = q_network.QNetwork(env.observation_spec(), env.action_spec(),
                               preprocessing_layers=preprocess,
                               fc_layer_params=(32,))
    agent = dqn_agent.DqnAgent(
        env.time_step_spec(), env.action_spec(), q_network=q_net,
        optimizer=tf.keras.optimizers.Adam(1e-4),
        train_step_counter=tf.Variable(0, dtype=tf.int64))
    agent.initialize()
    replay_buffer = tf_uniform_replay_buffer.TFUniformReplayBuffer(
        agent.collect_data_spec, batch_size=env.batch_size, max_length=buffer_size)
    driver = dynamic_step_driver.DynamicStepDriver(
        env, agent.collect_policy, observers=[replay_buffer.add_batch], num_steps=1)
    return agent, replay_buffer, driver
