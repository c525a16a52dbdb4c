from .extraction import brain_extraction
from .networks import create_unet_model_3d

__all__ = ["brain_extraction", "create_unet_model_3d"]
