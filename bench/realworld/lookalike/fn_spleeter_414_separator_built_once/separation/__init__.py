from .separator import Separator

__all__ = ["Separator"]
