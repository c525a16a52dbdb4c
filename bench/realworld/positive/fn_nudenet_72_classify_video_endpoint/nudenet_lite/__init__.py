from .classifier import NudeClassifier

__all__ = ["NudeClassifier"]
