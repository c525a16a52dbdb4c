from .dqn import DQNAgent

__all__ = ["DQNAgent"]
