from .extractor import extract_features

__all__ = ["extract_features"]
