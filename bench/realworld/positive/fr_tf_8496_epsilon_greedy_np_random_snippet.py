# source: https://github.com/tensorflow/tensorflow/issues/8496
# symptom: epsilon-greedy exploration written with np.random (TF has no np.random.choice analogue, as the request notes) inside a compiled policy: under tf.function the NumPy draw runs once at trace time, so the agent either always or never explores and always picks the same random action
# expect: TFM015 20
# note: notebook-pasted snippet without imports (np, tf and the q_network come from earlier cells); the act method is a tf.function and draws the exploration coin and the random action with NumPy
N_ACTIONS = 4
GAMMA = 0.99


class DQNAgent:
    def __init__(self, q_network, target_network, epsilon=1.0, epsilon_min=0.05, decay=0.999):
        self.q = q_network
        self.target = target_network
        self.epsilon = tf.Variable(epsilon, trainable=False)
        self.epsilon_min = epsilon_min
        self.decay = decay
        self.optimizer = tf.keras.optimizers.Adam(2.5e-4)

    @tf.function
    def act(self, state):
        if np.random.rand() < self.epsilon:
            return tf.constant(np.random.choice(N_ACTIONS), dtype=tf.int64)
        q_values = self.q(state[tf.newaxis], training=False)
        return tf.argmax(q_values[0])

    @tf.function(reduce_retracing=True)
    def learn(self, s, a, r, s2, done):
        target = r + GAMMA * (1.0 - done) * tf.reduce_max(self.target(s2, training=False), axis=1)
        with tf.GradientTape() as tape:
            q = tf.reduce_sum(self.q(s, training=True) * tf.one_hot(a, N_ACTIONS), axis=1)
            loss = tf.reduce_mean(tf.keras.losses.huber(target, q))
        grads = tape.gradient(loss, self.q.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.q.trainable_variables))
        self.epsilon.assign(tf.maximum(self.epsilon * self.decay, self.epsilon_min))
        return loss


agent = DQNAgent(q_network, target_network)
state = env.reset()
for step in range(200000):
    action = int(agent.act(tf.constant(state, tf.float32)))
    next_state, reward, done, _ = env.step(action)
    buffer.add(state, action, reward, next_state, done)
    state = env.reset() if done else next_state
