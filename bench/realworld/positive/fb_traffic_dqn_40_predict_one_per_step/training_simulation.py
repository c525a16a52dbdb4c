import random
import timeit

import numpy as np
import traci


class Simulation:
    def __init__(self, model, memory, sumo_cmd, max_steps, num_states, num_actions, gamma, training_epochs):
        self._Model = model
        self._Memory = memory
        self._sumo_cmd = sumo_cmd
        self._max_steps = max_steps
        self._num_states = num_states
        self._num_actions = num_actions
        self._gamma = gamma
        self._training_epochs = training_epochs
        self._step = 0

    def run(self, episode, epsilon):
        start_time = timeit.default_timer()
        traci.start(self._sumo_cmd)
        self._step = 0
        old_state, old_action, old_wait = -1, -1, 0.0
        while self._step < self._max_steps:
            current_state = self._get_state()
            current_wait = self._collect_waiting_times()
            reward = old_wait - current_wait
            if self._step != 0:
                self._Memory.add_sample((old_state, old_action, reward, current_state))
            action = self._choose_action(current_state, epsilon)
            traci.trafficlight.setPhase("TL", action * 2)
            for _ in range(10):
                traci.simulationStep()
                self._step += 1
            old_state, old_action, old_wait = current_state, action, current_wait
        traci.close()
        simulation_time = round(timeit.default_timer() - start_time, 1)

        start_time = timeit.default_timer()
        for _ in range(self._training_epochs):
            self._replay()
        training_time = round(timeit.default_timer() - start_time, 1)
        return simulation_time, training_time

    def _choose_action(self, state, epsilon):
        if random.random() < epsilon:
            return random.randint(0, self._num_actions - 1)
        return int(np.argmax(self._Model.predict_one(state)))

    def _replay(self):
        batch = self._Memory.get_samples(self._Model.batch_size)
        if not batch:
            return
        states = np.array([val[0] for val in batch])
        next_states = np.array([val[3] for val in batch])
        q_s_a = self._Model.predict_batch(states)
        q_s_a_d = self._Model.predict_batch(next_states)
        x = np.zeros((len(batch), self._num_states))
        y = np.zeros((len(batch), self._num_actions))
        for i, (state, action, reward, _) in enumerate(batch):
            current_q = q_s_a[i]
            current_q[action] = reward + self._gamma * np.amax(q_s_a_d[i])
            x[i], y[i] = state, current_q
        self._Model.train_batch(x, y)

    def _get_state(self):
        state = np.zeros(self._num_states)
        for car_id in traci.vehicle.getIDList():
            lane_pos = 750 - traci.vehicle.getLanePosition(car_id)
            cell = min(int(lane_pos // 75), 9)
            group = hash(traci.vehicle.getLaneID(car_id)) % 8
            state[group * 10 + cell] = 1
        return state

    def _collect_waiting_times(self):
        return float(sum(traci.vehicle.getAccumulatedWaitingTime(c) for c in traci.vehicle.getIDList()))
