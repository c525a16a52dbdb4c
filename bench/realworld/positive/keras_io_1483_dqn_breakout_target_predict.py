# source: https://github.com/keras-team/keras-io/issues/1483
# symptom: running examples/rl/deep_q_network_breakout.py, memory keeps increasing even after the replay buffer reaches max_memory_length: about 30 GB after 10k steps, almost 80 GB ten hours later
# expect: TFM008 79
# note: the example predicts the target Q-values with model_target.predict on every training update (every 4 frames), inside the frame loop; the online model is called directly elsewhere
import numpy as np
import tensorflow as tf
from tensorflow import keras
from tensorflow.keras import layers
import gymnasium as gym

seed = 42
gamma = 0.99
epsilon = 1.0
epsilon_min, epsilon_max = 0.1, 1.0
batch_size = 32
max_steps_per_episode = 10000
num_actions = 4

env = gym.make("BreakoutNoFrameskip-v4")
env = gym.wrappers.AtariPreprocessing(env, frame_skip=4)
env = gym.wrappers.FrameStack(env, 4)


def create_q_model():
    inputs = layers.Input(shape=(4, 84, 84))
    x = layers.Lambda(lambda t: tf.transpose(t, [0, 2, 3, 1]))(inputs)
    x = layers.Conv2D(32, 8, strides=4, activation="relu")(x)
    x = layers.Conv2D(64, 4, strides=2, activation="relu")(x)
    x = layers.Conv2D(64, 3, strides=1, activation="relu")(x)
    x = layers.Dense(512, activation="relu")(layers.Flatten()(x))
    return keras.Model(inputs=inputs, outputs=layers.Dense(num_actions, activation="linear")(x))


model = create_q_model()
model_target = create_q_model()
optimizer = keras.optimizers.Adam(learning_rate=0.00025, clipnorm=1.0)
loss_function = keras.losses.Huber()

action_history, state_history, state_next_history, rewards_history, done_history = [], [], [], [], []
episode_reward_history = []
running_reward = 0
episode_count = 0
frame_count = 0
epsilon_random_frames = 50000
epsilon_greedy_frames = 1000000.0
max_memory_length = 100000
update_after_actions = 4
update_target_network = 10000

while True:
    observation, _ = env.reset()
    state = np.array(observation)
    episode_reward = 0
    for timestep in range(1, max_steps_per_episode):
        frame_count += 1
        if frame_count < epsilon_random_frames or epsilon > np.random.rand(1)[0]:
            action = np.random.choice(num_actions)
        else:
            action_probs = model(tf.expand_dims(tf.convert_to_tensor(state), 0), training=False)
            action = tf.argmax(action_probs[0]).numpy()
        epsilon = max(epsilon - (epsilon_max - epsilon_min) / epsilon_greedy_frames, epsilon_min)
        state_next, reward, done, _, _ = env.step(action)
        state_next = np.array(state_next)
        episode_reward += reward
        action_history.append(action)
        state_history.append(state)
        state_next_history.append(state_next)
        done_history.append(done)
        rewards_history.append(reward)
        state = state_next

        if frame_count % update_after_actions == 0 and len(done_history) > batch_size:
            indices = np.random.choice(range(len(done_history)), size=batch_size)
            state_sample = np.array([state_history[i] for i in indices])
            state_next_sample = np.array([state_next_history[i] for i in indices])
            rewards_sample = [rewards_history[i] for i in indices]
            action_sample = [action_history[i] for i in indices]
            done_sample = tf.convert_to_tensor([float(done_history[i]) for i in indices])
            future_rewards = model_target.predict(state_next_sample)
            updated_q_values = rewards_sample + gamma * tf.reduce_max(future_rewards, axis=1)
            updated_q_values = updated_q_values * (1 - done_sample) - done_sample
            masks = tf.one_hot(action_sample, num_actions)
            with tf.GradientTape() as tape:
                q_values = model(state_sample)
                q_action = tf.reduce_sum(tf.multiply(q_values, masks), axis=1)
                loss = loss_function(updated_q_values, q_action)
            grads = tape.gradient(loss, model.trainable_variables)
            optimizer.apply_gradients(zip(grads, model.trainable_variables))

        if frame_count % update_target_network == 0:
            model_target.set_weights(model.get_weights())
            print(f"running reward: {running_reward:.2f} at episode {episode_count}, frame count {frame_count}")

        if len(rewards_history) > max_memory_length:
            del rewards_history[:1]
            del state_history[:1]
            del state_next_history[:1]
            del action_history[:1]
            del done_history[:1]
        if done:
            break

    episode_reward_history.append(episode_reward)
    if len(episode_reward_history) > 100:
        del episode_reward_history[:1]
    running_reward = np.mean(episode_reward_history)
    episode_count += 1
    if running_reward > 40:
        print(f"Solved at episode {episode_count}!")
        break
