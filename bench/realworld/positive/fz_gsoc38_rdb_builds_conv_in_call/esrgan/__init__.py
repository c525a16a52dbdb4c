from .blocks import RDB, RRDBNet

__all__ = ["RDB", "RRDBNet"]
