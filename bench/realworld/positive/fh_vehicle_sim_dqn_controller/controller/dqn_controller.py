import keras
import numpy as np

STEERING = [-10.0, -5.0, 0.0, 5.0, 10.0]


class DQNController:
    def __init__(self, model_file):
        self.model = keras.models.load_model(model_file)

    def act(self, state):
        q_values = self.model.predict(state.reshape(1, -1))
        return int(np.argmax(q_values[0]))

    def steering_angle(self, state):
        return STEERING[self.act(state)]
