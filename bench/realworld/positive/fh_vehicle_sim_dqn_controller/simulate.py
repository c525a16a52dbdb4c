import numpy as np

from controller.dqn_controller import DQNController
from vehicle import Vehicle


def run(path_file, model_file, steps=20000, dt=0.01):
    car = Vehicle(np.loadtxt(path_file, delimiter=","))
    driver = DQNController(model_file)
    for _ in range(steps):
        state = car.observe()
        car.steer(driver.steering_angle(state))
        car.advance(dt)
        if car.off_track():
            break
    return car.trajectory()


if __name__ == "__main__":
    run("paths/double_lane_change.csv", "models/dqn_steering.h5")
