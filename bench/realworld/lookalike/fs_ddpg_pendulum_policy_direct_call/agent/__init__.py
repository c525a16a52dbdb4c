from .ddpg import DDPGAgent

__all__ = ["DDPGAgent"]
