from .augmenter import DataAugmenter

__all__ = ["DataAugmenter"]
