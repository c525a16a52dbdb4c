# source: https://github.com/llach/ma-code/blob/HEAD/macode/rl/a2c-pend.py
# note: look-alike: a seed sweep runs one full baselines A2C training per iteration, but after each run the session is closed and both clear_session() and reset_default_graph() are called, so graphs from earlier seeds are dropped; no Keras model is built in the loop body itself
import argparse

import tensorflow as tf
from baselines.common.tf_util import get_session
from baselines.run import main as baselines_main
from keras.backend import clear_session


def run_sweep(env_id, num_envs, timesteps, seeds):
    for n, num_env in enumerate([num_envs] * seeds):
        args = [
            "--num_timesteps", str(timesteps),
            "--env", env_id,
            "--alg", "a2c",
            "--network", "mlp",
            "--seed", str(n),
            "--num_env", str(num_env),
            "--save_path", "models/a2c-%s-seed%d" % (env_id, n),
        ]
        baselines_main(args)
        print("seed %d done" % n)
        s = get_session()
        s.close()
        clear_session()
        tf.reset_default_graph()
        print("cleared")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--env", default="PendulumThetaStack-v0")
    parser.add_argument("--num-envs", type=int, default=10)
    parser.add_argument("--timesteps", type=float, default=10e6)
    parser.add_argument("--seeds", type=int, default=4)
    a = parser.parse_args()
    run_sweep(a.env, a.num_envs, int(a.timesteps), a.seeds)
