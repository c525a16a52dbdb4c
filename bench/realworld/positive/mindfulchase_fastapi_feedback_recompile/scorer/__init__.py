from .online import current_model, learn_from_feedback

__all__ = ["current_model", "learn_from_feedback"]
