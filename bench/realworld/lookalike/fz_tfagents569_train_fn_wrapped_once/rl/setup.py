import tensorflow as tf
from tf_agents.agents.dqn import dqn_agent
from tf_agents.drivers import dynamic_step_driver
from tf_agents.environments import suite_gym, tf_py_environment
from tf_agents.networks import q_network
from tf_agents.replay_buffers import tf_uniform_replay_buffer
from tf_agents.utils import common


def build_agent(env_name="CartPole-v0", lr=1e-3):
    tf_env = tf_py_environment.TFPyEnvironment(suite_gym.load(env_name))
    q_net = q_network.QNetwork(tf_env.observation_spec(), tf_env.action_spec(),
                               fc_layer_params=(100,))
    agent = dqn_agent.DqnAgent(tf_env.time_step_spec(), tf_env.action_spec(),
                               q_network=q_net,
                               optimizer=tf.keras.optimizers.Adam(lr),
                               td_errors_loss_fn=common.element_wise_squared_loss,
                               train_step_counter=tf.Variable(0))
    agent.initialize()
    return tf_env, agent


def build_training_fns(tf_env, agent, batch_size=64):
    buffer = tf_uniform_replay_buffer.TFUniformReplayBuffer(
        data_spec=agent.collect_data_spec, batch_size=tf_env.batch_size, max_length=100000)
    driver = dynamic_step_driver.DynamicStepDriver(
        tf_env, agent.collect_policy, observers=[buffer.add_batch], num_steps=1)
    collect_fn = tf.function(driver.run, autograph=False, reduce_retracing=True)
    train_fn = tf.function(agent.train, reduce_retracing=True)
    dataset = buffer.as_dataset(num_parallel_calls=3, sample_batch_size=batch_size,
                                num_steps=2).prefetch(3)
    return collect_fn, train_fn, iter(dataset)
