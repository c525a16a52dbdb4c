from .agent import Dreamer, preprocess

__all__ = ["Dreamer", "preprocess"]
