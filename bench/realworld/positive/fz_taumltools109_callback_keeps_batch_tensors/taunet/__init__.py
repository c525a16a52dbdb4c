from .callbacks import ResolutionCallback
from .model import TauNet

__all__ = ["ResolutionCallback", "TauNet"]
