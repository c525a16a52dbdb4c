import numpy as np
from PIL import ImageGrab


def grab_rgb(box=(0, 40, 800, 640)):
    return np.array(ImageGrab.grab(bbox=box))
