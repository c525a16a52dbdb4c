from .callbacks import BatchwiseIceExtentMonitor
from .model import unet_batchnorm
