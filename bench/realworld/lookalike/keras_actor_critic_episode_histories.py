# source: https://keras.io/examples/rl/actor_critic_cartpole/
# note: the official actor-critic example keeps per-step tensors only for the current episode: they are needed for the gradient and the lists are cleared when the episode ends
import gym
import keras
import numpy as np
import tensorflow as tf

gamma, eps = 0.99, np.finfo(np.float32).eps.item()
env = gym.make("CartPole-v0")
inputs = keras.Input(shape=(4,))
common = keras.layers.Dense(128, activation="relu")(inputs)
model = keras.Model(inputs, [keras.layers.Dense(2, activation="softmax")(common), keras.layers.Dense(1)(common)])
optimizer, huber = keras.optimizers.Adam(learning_rate=0.01), keras.losses.Huber()
action_probs_history, critic_value_history, rewards_history = [], [], []

for episode in range(500):
    state = env.reset()
    with tf.GradientTape() as tape:
        for timestep in range(1, 10000):
            action_probs, critic_value = model(tf.expand_dims(tf.convert_to_tensor(state), 0))
            critic_value_history.append(critic_value[0, 0])
            action = np.random.choice(2, p=np.squeeze(action_probs))
            action_probs_history.append(tf.math.log(action_probs[0, action]))
            state, reward, done, _ = env.step(action)
            rewards_history.append(reward)
            if done:
                break
        returns, discounted = [], 0
        for r in rewards_history[::-1]:
            discounted = r + gamma * discounted
            returns.insert(0, discounted)
        returns = (np.array(returns) - np.mean(returns)) / (np.std(returns) + eps)
        history = zip(action_probs_history, critic_value_history, returns)
        losses = [-log_prob * (ret - value) + huber(tf.expand_dims(value, 0), tf.expand_dims(ret, 0))
                  for log_prob, value, ret in history]
        loss_value = sum(losses)
    grads = tape.gradient(loss_value, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    action_probs_history.clear()
    critic_value_history.clear()
    rewards_history.clear()
