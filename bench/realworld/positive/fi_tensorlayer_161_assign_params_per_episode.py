# source: https://github.com/tensorlayer/TensorLayer/issues/161
# symptom: memory leaks when parameters are assigned again and again: assign_params creates new assign ops every time it is called from the rollout loop
# expect: TFM010 27
# note: an RL evaluation loop that refreshes the evaluation network from the latest .npz snapshot before each episode; the helper mirrors tl.files.assign_params (build tf.assign ops, then run them)
import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_eager_execution()


def build_q_network(obs, n_actions, name):
    with tf.variable_scope(name):
        h = tf.layers.dense(obs, 64, activation=tf.nn.relu)
        h = tf.layers.dense(h, 64, activation=tf.nn.relu)
        q = tf.layers.dense(h, n_actions)
    return q, tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope=name)


def load_npz(path):
    with np.load(path) as data:
        return [data["arr_%d" % i] for i in range(len(data.files))]


def assign_params(sess, params, variables):
    ops = []
    for value, var in zip(params, variables):
        ops.append(tf.assign(var, value))
    sess.run(ops)
    return ops


def run_episode(sess, env, q_values, obs_ph):
    obs, done, total = env.reset(), False, 0.0
    while not done:
        action = int(np.argmax(sess.run(q_values, {obs_ph: obs[None]})[0]))
        obs, reward, done, _ = env.step(action)
        total += reward
    return total


def evaluate_forever(env, n_actions, snapshot="model_r_network.npz", episodes=100000):
    obs_ph = tf.placeholder(tf.float32, [None, env.observation_space.shape[0]])
    q_values, eval_vars = build_q_network(obs_ph, n_actions, "r_network_eval")
    sess = tf.Session()
    sess.run(tf.global_variables_initializer())
    for episode in range(episodes):
        assign_params(sess, load_npz(snapshot), eval_vars)
        print(episode, run_episode(sess, env, q_values, obs_ph))


if __name__ == "__main__":
    import gym

    cartpole = gym.make("CartPole-v1")
    evaluate_forever(cartpole, cartpole.action_space.n)
