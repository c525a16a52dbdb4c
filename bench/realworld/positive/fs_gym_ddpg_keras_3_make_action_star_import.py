# source: https://github.com/dion-jy/gym-ddpg-keras/issues/3
# symptom: the simulation step gets slower and slower on CPU: predict takes 0.04 s at step 28 of episode 0 and 0.17 s at step 467 of episode 2, the whole step from 0.12 s to 0.46 s
# expect: TFM008 31
# note: single file with star imports of the Keras layers/models/optimizers; the training loop calls agent.make_action() per step, which goes through the Actor wrapper's own predict() method to the Keras model's predict(); the maintainer traced most of the slowdown to a 10000-sample training batch (set back to 64), the case keeps the per-step predict whose timing the log reports
import gym
import numpy as np
from tensorflow.keras.layers import *
from tensorflow.keras.models import *
from tensorflow.keras.optimizers import *

MAX_EPISODES = 300
BATCH_SIZE = 64


class Actor(object):
    def __init__(self, obs_dim, act_dim, act_range, lr=1e-4):
        self.act_range = act_range
        self.network = self.build(obs_dim, act_dim)
        self.target = self.build(obs_dim, act_dim)
        self.optimizer = Adam(lr)

    def build(self, obs_dim, act_dim):
        inp = Input(shape=(obs_dim,))
        x = Dense(256, activation="relu")(inp)
        x = BatchNormalization()(x)
        x = Dense(128, activation="relu")(x)
        out = Dense(act_dim, activation="tanh")(x)
        return Model(inp, Lambda(lambda a: a * self.act_range)(out))

    def predict(self, state):
        return self.network.predict(np.expand_dims(state, axis=0))


class DDPGAgent(object):
    def __init__(self, obs_dim, act_dim, act_range):
        self.actor = Actor(obs_dim, act_dim, act_range)
        self.act_range = act_range
        self.buffer = []

    def make_action(self, obs, noise):
        action = self.actor.predict(obs)[0] + noise
        return np.clip(action, -self.act_range, self.act_range)

    def memorize(self, *transition):
        self.buffer.append(transition)


env = gym.make("Pendulum-v0")
agent = DDPGAgent(env.observation_space.shape[0], env.action_space.shape[0], env.action_space.high[0])
for episode in range(MAX_EPISODES):
    obs, done, score = env.reset(), False, 0.0
    while not done:
        action = agent.make_action(obs, noise=np.random.normal(0.0, 0.1, size=1))
        new_obs, reward, done, _ = env.step(action)
        agent.memorize(obs, action, reward, done, new_obs)
        obs, score = new_obs, score + reward
    print("Episode {} score {:.1f}".format(episode, score))
