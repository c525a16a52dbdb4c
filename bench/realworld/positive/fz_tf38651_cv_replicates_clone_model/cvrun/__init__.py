from .trainer import fit_one

__all__ = ["fit_one"]
