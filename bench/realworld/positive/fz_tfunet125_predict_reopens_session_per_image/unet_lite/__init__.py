from .net import Unet

__all__ = ["Unet"]
