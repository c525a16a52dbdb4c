from .core import Detector

__all__ = ["Detector"]
