import numpy as np


class Vehicle:
    def __init__(self, path):
        self.path = path
        self.pose = np.zeros(3)
        self.history = []

    def observe(self):
        return np.concatenate([self.pose, self.path[0]])

    def steer(self, angle):
        self.angle = np.deg2rad(angle)

    def advance(self, dt, speed=10.0):
        self.pose[2] += self.angle * dt
        self.pose[0] += speed * np.cos(self.pose[2]) * dt
        self.pose[1] += speed * np.sin(self.pose[2]) * dt
        self.history.append(self.pose.copy())

    def off_track(self):
        return abs(self.pose[1]) > 5.0

    def trajectory(self):
        return np.array(self.history)
