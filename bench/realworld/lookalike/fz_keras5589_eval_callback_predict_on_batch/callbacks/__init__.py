from .evaluation import EvaluationCallback, denormalize

__all__ = ["EvaluationCallback", "denormalize"]
