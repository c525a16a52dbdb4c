from .fold import run_fold

__all__ = ["run_fold"]
