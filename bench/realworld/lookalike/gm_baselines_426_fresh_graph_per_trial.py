# source: https://github.com/openai/baselines/issues/426
# note: fix for the hyper-parameter loop from the thread: each trial builds the deepq graph inside its own tf.Graph().as_default() with its own session, so get_variable("eps") does not collide and the previous trial's graph is released; nothing is added to a long-lived graph across trials
import itertools

import tensorflow as tf

tf1 = tf.compat.v1
tf1.disable_eager_execution()

LEARNING_RATES = [1e-3, 5e-4, 1e-4]
EXPLORATION = [0.1, 0.2]


def build_and_train(env_name, lr, exploration_fraction, total_steps=20000):
    import gym
    env = gym.make(env_name)
    n_actions = env.action_space.n
    obs_ph = tf1.placeholder(tf.float32, [None] + list(env.observation_space.shape))
    eps = tf1.get_variable("eps", (), initializer=tf1.constant_initializer(1.0))
    q = tf1.layers.dense(tf1.layers.dense(obs_ph, 64, tf.nn.relu), n_actions)
    eps_ph = tf1.placeholder_with_default(1.0, ())
    update_eps = tf1.assign(eps, eps_ph)
    reward_ph = tf1.placeholder(tf.float32, [None])
    loss = tf.reduce_mean(tf.square(tf.reduce_max(q, 1) - reward_ph))
    train_op = tf1.train.AdamOptimizer(lr).minimize(loss)
    best = tf.argmax(q, 1)
    with tf1.Session() as sess:
        sess.run(tf1.global_variables_initializer())
        sess.graph.finalize()
        obs = env.reset()
        total = 0.0
        for step in range(total_steps):
            frac = min(1.0, step / (exploration_fraction * total_steps))
            sess.run(update_eps, {eps_ph: 1.0 - 0.98 * frac})
            action = int(sess.run(best, {obs_ph: obs[None]})[0])
            next_obs, reward, done, _ = env.step(action)
            sess.run(train_op, {obs_ph: obs[None], reward_ph: [reward]})
            obs = next_obs
            total += reward
            if done:
                obs = env.reset()
    return total


def main():
    results = {}
    for lr, exp_frac in itertools.product(LEARNING_RATES, EXPLORATION):
        with tf.Graph().as_default():
            results[(lr, exp_frac)] = build_and_train("CartPole-v1", lr, exp_frac)
        print(lr, exp_frac, results[(lr, exp_frac)])


if __name__ == "__main__":
    main()
