from agent.q_agent import QAgent


class Ball:
    """A paddle-controlled ball; each ball owns its learning agent."""

    def __init__(self, x, y, state_size, action_size=3):
        self.x, self.y = x, y
        self.vx, self.vy = 0.0, 0.0
        self.q_agent = QAgent(state_size, action_size)

    def move(self, action):
        self.vx += (-1.0, 0.0, 1.0)[action]
        self.x += self.vx
        self.y += self.vy
