import sys

import numpy as np
from PIL import Image

from styletransfer.videos import extract_frames_from_gif, save_gif, stylize_frames

if __name__ == "__main__":
    gif_path, style_path, out_dir = sys.argv[1:4]
    style = np.array(Image.open(style_path).convert("RGB"), dtype=np.float32)[None, ...]
    frames = extract_frames_from_gif(gif_path)
    styled = stylize_frames(frames, style, num_iterations=50)
    save_gif(styled, out_dir)
