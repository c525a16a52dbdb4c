import numpy as np
import tensorflow as tf

from arm_env import ArmEnv
from replay import Memory
from rl.ddpg import Actor, Critic

MAX_EPISODES, MAX_EP_STEPS, BATCH_SIZE = 900, 200, 16
env = ArmEnv(mode="hard")
STATE_DIM, ACTION_DIM, ACTION_BOUND = env.state_dim, env.action_dim, env.action_bound

with tf.name_scope("S"):
    S = tf.placeholder(tf.float32, shape=[None, STATE_DIM], name="s")
with tf.name_scope("R"):
    R = tf.placeholder(tf.float32, [None, 1], name="r")
with tf.name_scope("S_"):
    S_ = tf.placeholder(tf.float32, shape=[None, STATE_DIM], name="s_")

sess = tf.Session()
actor = Actor(sess, S, S_, ACTION_DIM, ACTION_BOUND[1])
critic = Critic(sess, S, S_, R, STATE_DIM, ACTION_DIM, actor.a, actor.a_)
actor.add_grad_to_graph(critic.a_grads)
M = Memory(30000, dims=2 * STATE_DIM + ACTION_DIM + 1)
sess.run(tf.global_variables_initializer())


def train():
    var = 2.0
    for ep in range(MAX_EPISODES):
        s = env.reset()
        ep_reward = 0.0
        for t in range(MAX_EP_STEPS):
            a = np.clip(np.random.normal(actor.choose_action(s), var), *ACTION_BOUND)
            s_, r, done = env.step(a)
            M.store_transition(s, a, r, s_)
            if M.pointer > M.capacity:
                var = max(var * 0.9999, 0.1)
                b_M = M.sample(BATCH_SIZE)
                b_s, b_a = b_M[:, :STATE_DIM], b_M[:, STATE_DIM:STATE_DIM + ACTION_DIM]
                b_r, b_s_ = b_M[:, -STATE_DIM - 1:-STATE_DIM], b_M[:, -STATE_DIM:]
                critic.learn(b_s, b_a, b_r, b_s_)
                actor.learn(b_s)
            s = s_
            ep_reward += r
            if done or t == MAX_EP_STEPS - 1:
                print("Ep: %i | reward: %.1f | explore: %.2f" % (ep, ep_reward, var))
                break


if __name__ == "__main__":
    train()
