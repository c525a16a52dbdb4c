from .predict import run_prediction

__all__ = ["run_prediction"]
