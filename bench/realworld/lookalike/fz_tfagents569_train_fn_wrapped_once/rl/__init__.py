from .setup import build_agent, build_training_fns

__all__ = ["build_agent", "build_training_fns"]
