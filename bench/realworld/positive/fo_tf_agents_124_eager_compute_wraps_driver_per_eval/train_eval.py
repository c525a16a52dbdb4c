import tensorflow as tf
from tf_agents.agents.ppo import ppo_agent
from tf_agents.environments import suite_mujoco, tf_py_environment
from tf_agents.metrics import tf_metrics
from tf_agents.networks import actor_distribution_network, value_network

from eval_utils.metric_utils import eager_compute
from collect import collect_and_train


def train_eval(env_name="HalfCheetah-v2", num_iterations=1000, eval_interval=5, num_eval_episodes=30):
    tf_env = tf_py_environment.TFPyEnvironment(suite_mujoco.load(env_name))
    eval_env = tf_py_environment.TFPyEnvironment(suite_mujoco.load(env_name))
    actor_net = actor_distribution_network.ActorDistributionNetwork(
        tf_env.observation_spec(), tf_env.action_spec(), fc_layer_params=(200, 100))
    value_net = value_network.ValueNetwork(tf_env.observation_spec(), fc_layer_params=(200, 100))
    global_step = tf.Variable(0, dtype=tf.int64, trainable=False)
    agent = ppo_agent.PPOAgent(tf_env.time_step_spec(), tf_env.action_spec(),
                               tf.keras.optimizers.Adam(1e-4), actor_net=actor_net,
                               value_net=value_net, train_step_counter=global_step)
    agent.initialize()
    eval_metrics = [tf_metrics.AverageReturnMetric(buffer_size=num_eval_episodes),
                    tf_metrics.AverageEpisodeLengthMetric(buffer_size=num_eval_episodes)]
    writer = tf.summary.create_file_writer("logs/eval")
    for iteration in range(num_iterations):
        collect_and_train(agent, tf_env)
        if iteration % eval_interval == 0:
            results = eager_compute(eval_metrics, eval_env, agent.policy,
                                    num_episodes=num_eval_episodes, train_step=global_step,
                                    summary_writer=writer, summary_prefix="Metrics")
            print(iteration, results)


if __name__ == "__main__":
    train_eval()
