from .env import TwoBallEnv

__all__ = ["TwoBallEnv"]
