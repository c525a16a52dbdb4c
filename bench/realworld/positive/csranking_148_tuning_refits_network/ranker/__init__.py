from ranker.feta import FETARanker

__all__ = ["FETARanker"]
