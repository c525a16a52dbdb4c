import random
import timeit

import numpy as np


class Simulation:
    def __init__(self, model, memory, env, gamma, max_steps, num_states, num_actions, training_epochs):
        self._Model = model
        self._Memory = memory
        self._env = env
        self._gamma = gamma
        self._max_steps = max_steps
        self._num_states = num_states
        self._num_actions = num_actions
        self._training_epochs = training_epochs

    def run(self, episode, epsilon):
        start_time = timeit.default_timer()
        state = self._env.reset(seed=episode)
        old_state, old_action = None, None
        step = 0
        while step < self._max_steps:
            reward = self._env.waiting_time_delta()
            if old_state is not None:
                self._Memory.add_sample((old_state, old_action, reward, state))
            action = self._choose_action(state, epsilon)
            state = self._env.apply(action)
            old_state, old_action = state, action
            step += 1
        simulation_time = round(timeit.default_timer() - start_time, 1)
        for _ in range(self._training_epochs):
            self._replay()
        return simulation_time

    def _choose_action(self, state, epsilon):
        if random.random() < epsilon:
            return random.randint(0, self._num_actions - 1)
        return int(np.argmax(self._Model.predict_one(state)))

    def _replay(self):
        batch = self._Memory.get_samples(self._Model._batch_size)
        if not batch:
            return
        states = np.array([val[0] for val in batch])
        next_states = np.array([val[3] for val in batch])
        q_s_a = self._Model.predict_batch(states)
        q_s_a_d = self._Model.predict_batch(next_states)
        for i, (_, action, reward, _) in enumerate(batch):
            q_s_a[i][action] = reward + self._gamma * np.amax(q_s_a_d[i])
        self._Model.train_batch(states, q_s_a)
