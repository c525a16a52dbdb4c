from .polarity import calculate_polarity

__all__ = ["calculate_polarity"]
