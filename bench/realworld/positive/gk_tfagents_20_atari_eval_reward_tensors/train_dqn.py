"""DQN on an Atari game with a tiny fully connected Q-network."""
import absl.app
import absl.flags

import tensorflow as tf
from tf_agents.utils import common

from agent_factory import make_agent, make_env
from evaluation import compute_avg_return

FLAGS = absl.flags.FLAGS
absl.flags.DEFINE_string("game", "BeamRider-v0", "Gym id")
absl.flags.DEFINE_integer("num_iterations", 200000, "Training iterations")
absl.flags.DEFINE_integer("eval_interval", 1000, "Evaluate every N iterations")
absl.flags.DEFINE_integer("num_eval_episodes", 10, "Episodes per evaluation")


def main(_):
    train_env = make_env(FLAGS.game)
    eval_env = make_env(FLAGS.game)
    agent, replay_buffer, collect_driver = make_agent(train_env)
    agent.train = common.function(agent.train)
    collect_driver.run = common.function(collect_driver.run)

    dataset = replay_buffer.as_dataset(
        num_parallel_calls=2, sample_batch_size=32, num_steps=2).prefetch(2)
    iterator = iter(dataset)

    return_history = []
    for _ in range(FLAGS.num_iterations):
        collect_driver.run()
        experience, _ = next(iterator)
        train_loss = agent.train(experience).loss
        step = int(agent.train_step_counter.numpy())
        if step % FLAGS.eval_interval == 0:
            avg = compute_avg_return(eval_env, agent.policy,
                                     FLAGS.num_eval_episodes, return_history)
            tf.print("step", step, "loss", train_loss, "avg return", avg)


if __name__ == "__main__":
    absl.app.run(main)
