import os
from typing import List

import numpy as np
from PIL import Image

from .model import StyleTransfer


def extract_frames_from_gif(path: str) -> List[np.ndarray]:
    gif = Image.open(path)
    frames = []
    for i in range(gif.n_frames):
        gif.seek(i)
        frames.append(np.array(gif.convert("RGB"), dtype=np.float32)[None, ...])
    return frames


def stylize_frames(frames, style_img, num_iterations=100, **weights):
    transfer = StyleTransfer(**weights)
    transferred = []
    for content_img in frames:
        best = None
        for best, _loss in transfer.run_style_transfer(content_img, style_img, num_iterations):
            pass
        transferred.append(best)
    return transferred


def save_gif(images, save_to: str, name: str = "styled.gif"):
    os.makedirs(save_to, exist_ok=True)
    pil = [Image.fromarray(img) for img in images]
    pil[0].save(os.path.join(save_to, name), save_all=True, append_images=pil[1:], loop=0)
