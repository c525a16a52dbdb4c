import keras
import numpy as np


class DQNController:
    def __init__(self, model_file):
        self.model = keras.models.load_model(model_file)

    def act(self, state):
        q_values = self.model.predict_on_batch(state.reshape(1, -1))
        return int(np.argmax(q_values[0]))
