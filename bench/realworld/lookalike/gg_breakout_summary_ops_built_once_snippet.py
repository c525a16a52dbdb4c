# source: https://github.com/csingh27/Deep-Q-Learning-From-Scratch-Raw/blob/HEAD/Tutorial/breakout_dqn_rm.py
# note: look-alike: the end-of-episode logging runs sess.run inside the episode loop, but the summary placeholders, assign ops and merged summary are all created once in setup_summary() at construction; the loop only feeds values into existing ops
# pasted without imports: gym, np, tf, K (keras backend), build_model and pre_processing are defined in the earlier part of the script

class DQNAgent:
    def __init__(self, action_size):
        self.action_size = action_size
        self.epsilon, self.train_start = 1.0, 50000
        self.avg_q_max, self.avg_loss = 0, 0
        self.model = build_model(action_size)
        self.sess = tf.InteractiveSession()
        K.set_session(self.sess)
        self.summary_placeholders, self.update_ops, self.summary_op = self.setup_summary()
        self.summary_writer = tf.summary.FileWriter("summary/breakout_dqn", self.sess.graph)
        self.sess.run(tf.global_variables_initializer())

    def setup_summary(self):
        episode_total_reward = tf.Variable(0.)
        episode_avg_max_q = tf.Variable(0.)
        episode_duration = tf.Variable(0.)
        episode_avg_loss = tf.Variable(0.)
        tf.summary.scalar("Total Reward/Episode", episode_total_reward)
        tf.summary.scalar("Average Max Q/Episode", episode_avg_max_q)
        tf.summary.scalar("Duration/Episode", episode_duration)
        tf.summary.scalar("Average Loss/Episode", episode_avg_loss)
        summary_vars = [episode_total_reward, episode_avg_max_q, episode_duration, episode_avg_loss]
        summary_placeholders = [tf.placeholder(tf.float32) for _ in range(len(summary_vars))]
        update_ops = [summary_vars[i].assign(summary_placeholders[i]) for i in range(len(summary_vars))]
        summary_op = tf.summary.merge_all()
        return summary_placeholders, update_ops, summary_op

    def get_action(self, history):
        if np.random.rand() <= self.epsilon:
            return np.random.randint(self.action_size)
        q_value = self.model.predict_on_batch(np.float32(history / 255.0))
        self.avg_q_max += np.amax(q_value[0])
        return int(np.argmax(q_value[0]))


env = gym.make("BreakoutDeterministic-v4")
agent = DQNAgent(action_size=3)
global_step = 0
for e in range(50000):
    done, score, step = False, 0, 0
    observe = env.reset()
    state = pre_processing(observe)
    history = np.reshape(np.stack((state, state, state, state), axis=2), (1, 84, 84, 4))
    while not done:
        global_step += 1
        step += 1
        action = agent.get_action(history)
        observe, reward, done, info = env.step(action + 1)
        next_state = np.reshape(pre_processing(observe), (1, 84, 84, 1))
        history = np.append(next_state, history[:, :, :, :3], axis=3)
        score += reward
    if global_step > agent.train_start:
        stats = [score, agent.avg_q_max / float(step), step, agent.avg_loss / float(step)]
        for i in range(len(stats)):
            agent.sess.run(agent.update_ops[i], feed_dict={agent.summary_placeholders[i]: float(stats[i])})
        summary_str = agent.sess.run(agent.summary_op)
        agent.summary_writer.add_summary(summary_str, e + 1)
    agent.avg_q_max, agent.avg_loss = 0, 0
