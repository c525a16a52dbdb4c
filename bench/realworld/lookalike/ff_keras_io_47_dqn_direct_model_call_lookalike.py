# source: https://github.com/keras-team/keras-io/pull/47
# note: look-alike in the shape of the Deep Q-Network CartPole example: the environment loop picks actions by calling the Q model directly on a one-state tensor (model(state_tensor, training=False)), and the replay update computes the target Q values by calling the target model on the sampled batch as well; the models are built once, the train step is an eager GradientTape update, and no predict, no model construction and no tf.function sits in the loop
import gym
import numpy as np
import tensorflow as tf
from tensorflow import keras
from tensorflow.keras import layers

seed = 42
gamma = 0.99
epsilon, epsilon_min, epsilon_decay = 1.0, 0.01, 0.999
batch_size = 128
max_steps_per_episode = 10000
env = gym.make("CartPole-v1")
num_actions = env.action_space.n


def create_q_model():
    inputs = layers.Input(shape=(4,))
    x = layers.Dense(64, activation="relu")(inputs)
    x = layers.Dense(64, activation="relu")(x)
    return keras.Model(inputs=inputs, outputs=layers.Dense(num_actions, activation="linear")(x))


model = create_q_model()
model_target = create_q_model()
optimizer = keras.optimizers.Adam(learning_rate=0.001)
loss_function = keras.losses.Huber()

action_history, state_history, state_next_history, rewards_history, done_history = [], [], [], [], []
frame_count = 0
for episode in range(500):
    state, _ = env.reset(seed=seed + episode)
    episode_reward = 0.0
    for timestep in range(1, max_steps_per_episode):
        frame_count += 1
        if np.random.rand() < epsilon:
            action = np.random.choice(num_actions)
        else:
            state_tensor = tf.expand_dims(tf.convert_to_tensor(state, dtype=tf.float32), 0)
            action_probs = model(state_tensor, training=False)
            action = int(tf.argmax(action_probs[0]))
        epsilon = max(epsilon * epsilon_decay, epsilon_min)
        state_next, reward, terminated, truncated, _ = env.step(action)
        done = terminated or truncated
        episode_reward += reward
        action_history.append(action)
        state_history.append(state)
        state_next_history.append(state_next)
        done_history.append(float(done))
        rewards_history.append(reward)
        state = state_next

        if frame_count % 4 == 0 and len(done_history) > batch_size:
            indices = np.random.choice(range(len(done_history)), size=batch_size)
            state_sample = np.array([state_history[i] for i in indices], dtype=np.float32)
            state_next_sample = np.array([state_next_history[i] for i in indices], dtype=np.float32)
            rewards_sample = np.array([rewards_history[i] for i in indices], dtype=np.float32)
            action_sample = [action_history[i] for i in indices]
            done_sample = tf.convert_to_tensor([done_history[i] for i in indices], dtype=tf.float32)
            future_rewards = model_target(state_next_sample, training=False)
            updated_q_values = rewards_sample + gamma * tf.reduce_max(future_rewards, axis=1)
            updated_q_values = updated_q_values * (1 - done_sample) - done_sample
            masks = tf.one_hot(action_sample, num_actions)
            with tf.GradientTape() as tape:
                q_action = tf.reduce_sum(tf.multiply(model(state_sample), masks), axis=1)
                loss = loss_function(updated_q_values, q_action)
            grads = tape.gradient(loss, model.trainable_variables)
            optimizer.apply_gradients(zip(grads, model.trainable_variables))
        if frame_count % 1000 == 0:
            model_target.set_weights(model.get_weights())
        if len(rewards_history) > 100000:
            for history in (rewards_history, state_history, state_next_history, action_history, done_history):
                del history[:1]
        if done:
            break
    print(f"episode {episode}: reward {episode_reward}")
