# source: https://github.com/yanpanlau/Keras-FlappyBird/issues/20
# symptom: about 7 minutes into training the game slows to 3 fps; the reporter traces the time to the loop over the sampled minibatch once t > OBSERVE
# expect: TFM008 58
# expect: TFM008 73
# expect: TFM008 74
# note: One predict per frame to choose the action (when not exploring) plus two per sampled transition, 32
# note: transitions per frame, in the while True game loop. wrapped_flappy_bird is the repository's game module.

import json
import random
from collections import deque

import numpy as np
import skimage.color
import skimage.exposure
import skimage.transform
from keras.layers import Conv2D, Dense, Flatten
from keras.models import Sequential
from keras.optimizers import Adam

import wrapped_flappy_bird as game

ACTIONS, GAMMA, OBSERVE, REPLAY_MEMORY, BATCH = 2, 0.99, 3200, 50000, 32
INITIAL_EPSILON, FINAL_EPSILON, EXPLORE = 0.1, 0.0001, 3000000.0


def buildmodel():
    model = Sequential([
        Conv2D(32, (8, 8), strides=(4, 4), padding="same", activation="relu", input_shape=(80, 80, 4)),
        Conv2D(64, (4, 4), strides=(2, 2), padding="same", activation="relu"),
        Conv2D(64, (3, 3), strides=(1, 1), padding="same", activation="relu"),
        Flatten(),
        Dense(512, activation="relu"),
        Dense(ACTIONS),
    ])
    model.compile(loss="mse", optimizer=Adam(learning_rate=1e-4))
    return model


def preprocess(frame):
    x = skimage.color.rgb2gray(frame)
    x = skimage.transform.resize(x, (80, 80))
    return skimage.exposure.rescale_intensity(x, out_range=(0, 255)).reshape(1, 80, 80, 1)


def train_network(model):
    game_state = game.GameState()
    D = deque(maxlen=REPLAY_MEMORY)
    x_t, _, _ = game_state.frame_step(np.array([1, 0]))
    x_t = preprocess(x_t)
    s_t = np.concatenate([x_t] * 4, axis=3)
    epsilon, t = INITIAL_EPSILON, 0
    while True:
        a_t = np.zeros([ACTIONS])
        if random.random() <= epsilon:
            a_t[random.randrange(ACTIONS)] = 1
        else:
            q = model.predict(s_t)
            a_t[int(np.argmax(q))] = 1
        if epsilon > FINAL_EPSILON and t > OBSERVE:
            epsilon -= (INITIAL_EPSILON - FINAL_EPSILON) / EXPLORE
        x_t1, r_t, terminal = game_state.frame_step(a_t)
        s_t1 = np.append(preprocess(x_t1), s_t[:, :, :, :3], axis=3)
        D.append((s_t, int(np.argmax(a_t)), r_t, s_t1, terminal))

        if t > OBSERVE:
            minibatch = random.sample(D, BATCH)
            inputs = np.zeros((BATCH, 80, 80, 4))
            targets = np.zeros((BATCH, ACTIONS))
            for i in range(len(minibatch)):
                state_t, action_t, reward_t, state_t1, term = minibatch[i]
                inputs[i] = state_t[0]
                targets[i] = model.predict(state_t)[0]
                Q_sa = model.predict(state_t1)
                targets[i, action_t] = reward_t if term else reward_t + GAMMA * np.max(Q_sa)
            model.train_on_batch(inputs, targets)

        s_t, t = s_t1, t + 1
        if t % 1000 == 0:
            model.save_weights("model.weights.h5", overwrite=True)
            with open("model.json", "w") as f:
                json.dump(model.to_json(), f)


if __name__ == "__main__":
    train_network(buildmodel())
