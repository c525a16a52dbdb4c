import numpy as np
import tensorflow.compat.v1 as tf
from tensorflow.compat.v1.keras import backend as K
from tensorflow.compat.v1.keras.models import clone_model

tf.disable_eager_execution()


def get_soft_target_model_updates(target, source, tau):
    target_weights = target.trainable_weights + sum([l.non_trainable_weights for l in target.layers], [])
    source_weights = source.trainable_weights + sum([l.non_trainable_weights for l in source.layers], [])
    return [tf.assign(tw, tau * sw + (1.0 - tau) * tw) for tw, sw in zip(target_weights, source_weights)]


class DQNAgent(object):
    def __init__(self, model, nb_actions, gamma=0.99, target_model_update=1e-2):
        self.model = model
        self.nb_actions = nb_actions
        self.gamma = gamma
        self.target_model_update = target_model_update
        self.compiled = False

    def compile(self, optimizer):
        self.target_model = clone_model(self.model)
        self.target_model.compile(optimizer="sgd", loss="mse")
        self.model.compile(optimizer=optimizer, loss="mse")
        updates = get_soft_target_model_updates(self.target_model, self.model, self.target_model_update)
        self.update_target = K.function([], [], updates=updates)
        self.compiled = True

    def forward(self, observation, epsilon):
        if np.random.rand() < epsilon:
            return np.random.randint(self.nb_actions)
        q = self.model.predict_on_batch(observation[None])
        return int(np.argmax(q[0]))

    def backward(self, batch):
        s, a, r, s2, done = batch
        q_next = self.target_model.predict_on_batch(s2)
        targets = self.model.predict_on_batch(s)
        targets[np.arange(len(a)), a] = r + self.gamma * (1.0 - done) * q_next.max(axis=1)
        loss = self.model.train_on_batch(s, targets)
        self.update_target([])
        return loss
