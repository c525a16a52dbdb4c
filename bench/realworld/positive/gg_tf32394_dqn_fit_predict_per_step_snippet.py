# source: https://github.com/tensorflow/tensorflow/issues/32394
# symptom: implementing DQN on TF 2.0, memory keeps increasing while the agent calls model.fit / model.predict every environment step (the commenter saw no growth after switching to train_on_batch)
# expect: TFM008 31
# expect: TFM008 39
# expect: TFM008 40
# note: pasted from the thread with the usual star import; gym, np, random, deque and tf come from the notebook's first cell
from tensorflow.keras.layers import *


class DQN(object):
    def __init__(self, state_dim, action_dim, lr, init_buffer_size=100):
        self.step = 0
        self.update_freq = 200
        self.replay_buffer = deque(maxlen=1000)
        self.action_dim = action_dim
        self.model = self._create_model(state_dim, action_dim, lr)
        self.target_model = self._create_model(state_dim, action_dim, lr)
        self.target_model.set_weights(self.model.get_weights())

    def _create_model(self, state_dim, action_dim, lr):
        model = tf.keras.Sequential([
            Dense(100, input_shape=(state_dim,), activation="relu"),
            Dense(action_dim, activation="linear"),
        ])
        model.compile(loss="mse", optimizer=tf.keras.optimizers.Adam(lr))
        return model

    def choose_action(self, s, epsilon=0.1):
        if np.random.uniform() < epsilon:
            return np.random.choice(self.action_dim)
        return int(np.argmax(self.model.predict(np.array([s]))[0]))

    def train(self, batch_size=32, gamma=0.95):
        if len(self.replay_buffer) < batch_size:
            return
        batch = random.sample(self.replay_buffer, batch_size)
        s_batch = np.array([t[0] for t in batch])
        next_s_batch = np.array([t[3] for t in batch])
        q = self.model.predict(s_batch)
        q_next = self.target_model.predict(next_s_batch)
        for i, (_, a, r, _, done) in enumerate(batch):
            q[i][a] = r if done else r + gamma * np.max(q_next[i])
        self.model.fit(s_batch, q, verbose=0)
        self.step += 1
        if self.step % self.update_freq == 0:
            self.target_model.set_weights(self.model.get_weights())


env = gym.make("CartPole-v0")
agent = DQN(env.observation_space.shape[0], env.action_space.n, lr=1e-3)
for episode in range(1000):
    s, score, done = env.reset(), 0, False
    while not done:
        a = agent.choose_action(s)
        next_s, r, done, _ = env.step(a)
        agent.replay_buffer.append((s, a, r, next_s, done))
        agent.train()
        s, score = next_s, score + r
    print("episode", episode, "score", score)
