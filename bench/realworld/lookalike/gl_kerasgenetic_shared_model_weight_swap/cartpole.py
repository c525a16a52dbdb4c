import gym
import numpy as np
from tensorflow import keras
from tensorflow.keras import layers

from search import search

env = gym.make("CartPole-v1")

inputs = layers.Input(shape=(4,))
hidden = layers.Dense(128, activation="relu")(inputs)
action = layers.Dense(2, activation="softmax")(hidden)
model = keras.Model(inputs, action)


def evaluate_cartpole(individual):
    model = individual.load_model()
    state, _ = env.reset()
    total_reward, done = 0.0, False
    while not done:
        action_probs = model(np.expand_dims(state, axis=0))
        action = int(np.argmax(np.squeeze(action_probs)))
        state, reward, terminated, truncated, _ = env.step(action)
        total_reward += reward
        done = terminated or truncated
    return total_reward


best = search(model=model, evaluator=evaluate_cartpole, generations=20,
              population_size=10, goal=500.0)
print("best score", best.score)
