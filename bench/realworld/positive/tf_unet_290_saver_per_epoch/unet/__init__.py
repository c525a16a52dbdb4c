from unet.model import Unet
from unet.trainer import Trainer

__all__ = ["Trainer", "Unet"]
