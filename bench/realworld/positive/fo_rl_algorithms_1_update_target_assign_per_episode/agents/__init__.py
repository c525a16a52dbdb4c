from .dqn import DQNAgent
