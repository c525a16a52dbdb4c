import numpy as np

from controller.dqn_controller import DQNController


def run(states, model_file):
    driver = DQNController(model_file)
    actions = []
    for state in states:
        actions.append(driver.act(state))
    return np.array(actions)


if __name__ == "__main__":
    run(np.load("logged_states.npy"), "models/dqn_steering.h5")
