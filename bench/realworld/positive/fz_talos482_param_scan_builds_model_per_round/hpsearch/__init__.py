from .scan import Scan

__all__ = ["Scan"]
