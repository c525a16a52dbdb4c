from .client import Client
from .nets import WideMLP

__all__ = ["Client", "WideMLP"]
