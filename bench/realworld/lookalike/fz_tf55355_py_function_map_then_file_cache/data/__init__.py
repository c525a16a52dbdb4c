from .pipeline import build_dataset

__all__ = ["build_dataset"]
