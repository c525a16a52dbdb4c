from .repeat import repeat_runs

__all__ = ["repeat_runs"]
