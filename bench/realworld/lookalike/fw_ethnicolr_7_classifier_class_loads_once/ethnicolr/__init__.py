from .fl_reg_ln import FloridaLastNameClassifier

__all__ = ["FloridaLastNameClassifier"]
