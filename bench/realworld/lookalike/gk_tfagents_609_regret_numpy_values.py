# source: https://github.com/tensorflow/agents/issues/609
# note: same bandit loop as the tutorial in the report, but each regret value is converted with .numpy() before it is stored, so the list only holds NumPy scalars; agent.train and driver.run are wrapped once with common.function before the loop
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402
from tf_agents.bandits.agents import lin_ucb_agent  # noqa: E402
from tf_agents.bandits.environments import stationary_stochastic_py_environment as sspe  # noqa: E402
from tf_agents.bandits.metrics import tf_metrics  # noqa: E402
from tf_agents.drivers import dynamic_step_driver  # noqa: E402
from tf_agents.environments import tf_py_environment  # noqa: E402
from tf_agents.replay_buffers import tf_uniform_replay_buffer  # noqa: E402
from tf_agents.utils import common  # noqa: E402

BATCH, STEPS, ITERS = 8, 2, 3000
PARAMS = np.array([[-1.0, 0.5, 0.2], [0.3, -0.2, 1.0], [0.8, 0.1, -0.5]], np.float32)

env = tf_py_environment.TFPyEnvironment(sspe.StationaryStochasticPyEnvironment(
    lambda: np.random.normal(size=(BATCH, 3)).astype(np.float32),
    [lambda x, p=p: float(np.dot(x, p)) for p in PARAMS], batch_size=BATCH))
agent = lin_ucb_agent.LinearUCBAgent(env.time_step_spec(), env.action_spec())
buffer = tf_uniform_replay_buffer.TFUniformReplayBuffer(
    agent.policy.trajectory_spec, batch_size=BATCH, max_length=STEPS)
regret_metric = tf_metrics.RegretMetric(
    lambda obs: tf.reduce_max(tf.matmul(obs, PARAMS.T), axis=-1))
driver = dynamic_step_driver.DynamicStepDriver(
    env, agent.collect_policy, num_steps=STEPS * BATCH,
    observers=[buffer.add_batch, regret_metric])
train = common.function(agent.train)
driver.run = common.function(driver.run)

regret_values = []
for _ in range(ITERS):
    driver.run()
    train(buffer.gather_all())
    buffer.clear()
    regret_values.append(regret_metric.result().numpy())

plt.plot(regret_values)
plt.ylabel("Average Regret")
plt.xlabel("Number of Iterations")
plt.savefig("regret.png")
