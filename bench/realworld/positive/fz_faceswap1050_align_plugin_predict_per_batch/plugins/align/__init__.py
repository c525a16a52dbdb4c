from .fan import Align

__all__ = ["Align"]
