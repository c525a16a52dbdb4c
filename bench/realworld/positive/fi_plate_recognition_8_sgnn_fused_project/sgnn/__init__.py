from sgnn.projection import sgnn_features

__all__ = ["sgnn_features"]
