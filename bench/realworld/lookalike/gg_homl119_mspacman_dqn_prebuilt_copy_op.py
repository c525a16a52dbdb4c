# source: https://github.com/ageron/handson-ml/issues/119
# note: look-alike: the TF1 Ms. Pac-Man DQN runs sess.run/op.run every step, but the online->target copy op, the training op and the Q-value ops are all built once before the session starts; the RAM growth in the thread came from the 500k-frame replay memory (fixed by shrinking it), not from the graph
import numpy as np
import tensorflow.compat.v1 as tf
import gym
from collections import deque

tf.disable_eager_execution()

env = gym.make("MsPacman-v0")
input_height, input_width, n_outputs = 88, 80, env.action_space.n


def preprocess_observation(obs):
    img = obs[1:176:2, ::2].mean(axis=2)
    return ((img - 128) / 128).reshape(88, 80, 1).astype(np.float32)


def q_network(X_state, name):
    with tf.variable_scope(name) as scope:
        hidden = tf.layers.conv2d(X_state, 32, 8, strides=4, padding="same", activation=tf.nn.relu)
        hidden = tf.layers.conv2d(hidden, 64, 4, strides=2, padding="same", activation=tf.nn.relu)
        hidden = tf.layers.dense(tf.layers.flatten(hidden), 512, activation=tf.nn.relu)
        outputs = tf.layers.dense(hidden, n_outputs)
    var_dict = {v.name[len(scope.name):]: v for v in tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope=scope.name)}
    return outputs, var_dict


X_state = tf.placeholder(tf.float32, shape=[None, input_height, input_width, 1])
online_q_values, online_vars = q_network(X_state, name="q_networks/online")
target_q_values, target_vars = q_network(X_state, name="q_networks/target")
copy_online_to_target = tf.group(*[target_var.assign(online_vars[var_name]) for var_name, target_var in target_vars.items()])

X_action = tf.placeholder(tf.int32, shape=[None])
y = tf.placeholder(tf.float32, shape=[None, 1])
q_value = tf.reduce_sum(online_q_values * tf.one_hot(X_action, n_outputs), axis=1, keepdims=True)
loss = tf.reduce_mean(tf.square(y - q_value))
training_op = tf.train.MomentumOptimizer(0.001, 0.95, use_nesterov=True).minimize(loss)
init = tf.global_variables_initializer()

replay_memory = deque(maxlen=50000)
n_steps, training_start, training_interval, copy_steps, batch_size = 4000000, 10000, 4, 10000, 50

with tf.Session() as sess:
    init.run()
    copy_online_to_target.run()
    obs, done = env.reset(), False
    state = preprocess_observation(obs)
    for iteration in range(n_steps):
        epsilon = max(0.1, 1.0 - iteration / 2000000)
        q_values = online_q_values.eval(feed_dict={X_state: [state]})
        action = np.random.randint(n_outputs) if np.random.rand() < epsilon else int(np.argmax(q_values))
        obs, reward, done, info = env.step(action)
        next_state = preprocess_observation(obs)
        replay_memory.append((state, action, reward, next_state, 1.0 - done))
        state = preprocess_observation(env.reset()) if done else next_state
        if iteration < training_start or iteration % training_interval != 0:
            continue
        idx = np.random.permutation(len(replay_memory))[:batch_size]
        s, a, r, s2, cont = map(np.array, zip(*[replay_memory[i] for i in idx]))
        next_q = target_q_values.eval(feed_dict={X_state: s2})
        y_val = r[:, None] + cont[:, None] * 0.99 * np.max(next_q, axis=1, keepdims=True)
        training_op.run(feed_dict={X_state: s, X_action: a, y: y_val})
        if iteration % copy_steps == 0:
            copy_online_to_target.run()
