from .model import GPR
from .optim import ScipyTrainer

__all__ = ["GPR", "ScipyTrainer"]
