import numpy as np

from .ball import Ball


class TwoBallEnv:
    def __init__(self, width=64, height=64):
        self.width, self.height = width, height
        self.state_size = (height, width, 1)
        self.left_ball = Ball(width * 0.25, height / 2, self.state_size)
        self.right_ball = Ball(width * 0.75, height / 2, self.state_size)

    def reset(self):
        self.left_ball.x, self.right_ball.x = self.width * 0.25, self.width * 0.75
        return self.render_state()

    def render_state(self):
        frame = np.zeros(self.state_size, dtype=np.float32)
        for ball in (self.left_ball, self.right_ball):
            frame[int(ball.y) % self.height, int(ball.x) % self.width, 0] = 1.0
        return frame

    def step(self, left_action, right_action):
        self.left_ball.move(left_action)
        self.right_ball.move(right_action)
        hit = abs(self.left_ball.x - self.right_ball.x) < 2.0
        rewards = (1.0 if hit else -0.01, -1.0 if hit else 0.01)
        return self.render_state(), rewards, hit, {}
