from .agent import DQNAgent

__all__ = ["DQNAgent"]
