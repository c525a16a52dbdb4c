# source: https://github.com/tensorflow/agents/issues/636
# note: the tf-agents DQN tutorial pipeline from the report: replay_buffer.as_dataset(num_parallel_calls=3, ...).prefetch(3) with no Python mapping function, a small literal parallelism and a 3-element prefetch; agent.train is wrapped once with common.function before the loop

import tensorflow as tf
from tf_agents.agents.dqn import dqn_agent
from tf_agents.drivers import dynamic_step_driver
from tf_agents.environments import suite_gym, tf_py_environment
from tf_agents.networks import sequential
from tf_agents.replay_buffers import tf_uniform_replay_buffer
from tf_agents.utils import common

NUM_ITERATIONS = 20000
BATCH_SIZE = 64

train_env = tf_py_environment.TFPyEnvironment(suite_gym.load("CartPole-v0"))
q_net = sequential.Sequential([
    tf.keras.layers.Dense(100, activation="relu"),
    tf.keras.layers.Dense(50, activation="relu"),
    tf.keras.layers.Dense(3),
])
agent = dqn_agent.DqnAgent(
    train_env.time_step_spec(), train_env.action_spec(), q_network=q_net,
    optimizer=tf.keras.optimizers.Adam(1e-3),
    td_errors_loss_fn=common.element_wise_squared_loss,
    train_step_counter=tf.Variable(0))
agent.initialize()

replay_buffer = tf_uniform_replay_buffer.TFUniformReplayBuffer(
    data_spec=agent.collect_data_spec, batch_size=train_env.batch_size, max_length=100000)
driver = dynamic_step_driver.DynamicStepDriver(
    train_env, agent.collect_policy, observers=[replay_buffer.add_batch], num_steps=1)

dataset = replay_buffer.as_dataset(
    num_parallel_calls=3, sample_batch_size=BATCH_SIZE, num_steps=2).prefetch(3)
iterator = iter(dataset)

agent.train = common.function(agent.train)
driver.run = common.function(driver.run)
for _ in range(NUM_ITERATIONS):
    driver.run()
    experience, _ = next(iterator)
    train_loss = agent.train(experience).loss
    step = int(agent.train_step_counter)
    if step % 1000 == 0:
        print("step = {0}: loss = {1:.4f}".format(step, float(train_loss)))
