# source: https://github.com/stevenpjg/ddpg-aigym/issues/13
# symptom: DDPG on gym gets slower and slower as training runs; the target-network update becomes the bottleneck because every call adds new assign ops to the graph
# expect: TFM010 32
# note: pasted the way it appears in the thread (no imports, helpers from other files); update_target_actor() runs once per environment step from the loop at the bottom


class ActorNet:
    def __init__(self, num_states, num_actions):
        self.g = tf.Graph()
        with self.g.as_default():
            self.sess = tf.InteractiveSession()
            self.W1_a, self.B1_a, self.W2_a, self.B2_a, self.W3_a, self.B3_a, \
                self.actor_state_in, self.actor_model = self.create_actor_net(num_states, num_actions)
            self.t_W1_a, self.t_B1_a, self.t_W2_a, self.t_B2_a, self.t_W3_a, self.t_B3_a, \
                self.t_actor_state_in, self.t_actor_model = self.create_actor_net(num_states, num_actions)
            self.q_gradient_input = tf.placeholder("float", [None, num_actions])
            self.actor_parameters = [self.W1_a, self.B1_a, self.W2_a, self.B2_a, self.W3_a, self.B3_a]
            self.parameters_gradients = tf.gradients(self.actor_model, self.actor_parameters, -self.q_gradient_input)
            self.optimizer = tf.train.AdamOptimizer(1e-4).apply_gradients(
                zip(self.parameters_gradients, self.actor_parameters))
            self.sess.run(tf.global_variables_initializer())

    def evaluate_actor(self, state_t):
        return self.sess.run(self.actor_model, feed_dict={self.actor_state_in: state_t})

    def train_actor(self, actor_state_in, q_gradient_input):
        self.sess.run(self.optimizer, feed_dict={self.actor_state_in: actor_state_in,
                                                 self.q_gradient_input: q_gradient_input})

    def update_target_actor(self):
        self.sess.run([
            tf.assign(self.t_W1_a, TAU * self.W1_a + (1 - TAU) * self.t_W1_a),
            tf.assign(self.t_B1_a, TAU * self.B1_a + (1 - TAU) * self.t_B1_a),
            tf.assign(self.t_W2_a, TAU * self.W2_a + (1 - TAU) * self.t_W2_a),
            tf.assign(self.t_B2_a, TAU * self.B2_a + (1 - TAU) * self.t_B2_a),
            tf.assign(self.t_W3_a, TAU * self.W3_a + (1 - TAU) * self.t_W3_a),
            tf.assign(self.t_B3_a, TAU * self.B3_a + (1 - TAU) * self.t_B3_a)])


actor = ActorNet(num_states, num_actions)
for episode in range(NUM_EPISODES):
    observation = env.reset()
    for t in range(steps):
        action = actor.evaluate_actor(np.reshape(observation, [1, num_states]))[0] + exploration_noise.noise()
        observation, reward, done, info = env.step(action)
        agent.add_experience(observation, action, reward, done)
        if agent.counter > 64:
            agent.train()
            actor.update_target_actor()
        if done:
            break
