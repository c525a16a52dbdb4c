from .linear import fit_line
from .profiling import memory

__all__ = ["fit_line", "memory"]
