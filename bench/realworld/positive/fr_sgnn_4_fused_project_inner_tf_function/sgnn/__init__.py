from .projection import fused_project
from .features import projection_features

__all__ = ["fused_project", "projection_features"]
