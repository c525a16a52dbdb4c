# source: https://github.com/tensorflow/tensorflow/issues/5205
# symptom: a simulation that calls sess.run inside a Python loop runs far slower than its NumPy version and keeps slowing down
# expect: TFM010 21
# note: Trajectory_Fun builds tf.trace(tf.random_normal(...)) inside its time loop and runs it in the same iteration
import sys

import numpy as np
import tensorflow as tf


def trajectory_fun(tspan, a, b, session=None, server=None):
    if session is None:
        sess = tf.Session(server.target) if server is not None else tf.Session()
    else:
        sess = session
    traj = np.zeros(np.size(tspan), dtype=np.float64)
    traj[0] = b
    for i, t in enumerate(tspan):
        r = np.random.rand(1)
        if r > a:
            c = sess.run(tf.trace(tf.random_normal((4, 4), r, 1.0)))
        else:
            c = 0.0
        traj[i] = c
    if session is None:
        sess.close()
    return traj


def main(argv):
    tspan = np.arange(0.0, 1000.0)
    traj = trajectory_fun(tspan, 0.1, 0.0)
    print("Done!", traj[-5:])


if __name__ == "__main__":
    main(sys.argv[1:])
