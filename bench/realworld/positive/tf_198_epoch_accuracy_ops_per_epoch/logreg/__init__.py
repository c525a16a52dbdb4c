from logreg.model import LogReg

__all__ = ["LogReg"]
