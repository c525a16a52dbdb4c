from .callbacks import UnfreezeBackbone
from .model import build_classifier

__all__ = ["UnfreezeBackbone", "build_classifier"]
