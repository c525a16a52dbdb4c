from .analysis import analyze

__all__ = ["analyze"]
