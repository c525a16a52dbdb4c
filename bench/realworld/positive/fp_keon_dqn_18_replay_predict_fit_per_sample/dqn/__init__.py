from .agent import DQNAgent
