from .search import TransformerSearch

__all__ = ["TransformerSearch"]
