from .model_selection import GridSearchCV

__all__ = ["GridSearchCV"]
