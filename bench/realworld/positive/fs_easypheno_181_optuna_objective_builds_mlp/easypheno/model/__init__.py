from .mlp import Mlp

__all__ = ["Mlp"]
