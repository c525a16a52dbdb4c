from .segmenter import Segmenter

__all__ = ["Segmenter"]
