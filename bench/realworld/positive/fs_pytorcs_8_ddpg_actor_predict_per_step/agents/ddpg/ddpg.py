import numpy as np
import tensorflow as tf

from .network.actor import Actor
from .noise import OUActionNoise


class DDPG(object):
    """DDPG agent driving the car in TORCS."""

    def __init__(self, state_dims, action_dims, action_boundaries, hyperparams):
        self.n_actions = action_dims[0]
        self.lower_bound, self.upper_bound = action_boundaries
        self.guided_steps = hyperparams["guided_steps"] - 1
        self._noise = OUActionNoise(mu=np.zeros(action_dims))
        self.prev_accel = 0.0
        self.actor = Actor(state_dims=state_dims, action_dims=action_dims,
                           lr=hyperparams["actor_lr"], tau=hyperparams["tau"],
                           upper_bound=self.upper_bound)

    def get_action(self, state, step):
        """Best action for the current state, plus exploration noise."""
        if step > self.guided_steps:
            state = np.hstack(list(state.values()))
            state = tf.expand_dims(state, axis=0)
            action = self.actor.model.predict(state)[0]
        else:
            action = self.simple_controller(state)
        action_p = action + self._noise()
        return np.clip(action_p, self.lower_bound, self.upper_bound)

    def simple_controller(self, state):
        steer = state["angle"] * 10 - state["trackPos"] * 0.10
        accel = self.prev_accel + (0.01 if state["speedX"] < 0.6 - steer * 50 else -0.01)
        self.prev_accel = min(accel, 0.2)
        return np.array([steer, self.prev_accel])
