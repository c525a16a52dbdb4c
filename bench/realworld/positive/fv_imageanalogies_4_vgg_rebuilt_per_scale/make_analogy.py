import argparse

import numpy as np

from analogy.imgutil import deprocess, load_image, save_image
from analogy.synth import synthesize_scale


def parse_args():
    p = argparse.ArgumentParser(description="Image analogies with Keras.")
    p.add_argument("a_image_path")
    p.add_argument("ap_image_path")
    p.add_argument("b_image_path")
    p.add_argument("result_prefix")
    p.add_argument("--scales", type=int, default=3)
    p.add_argument("--min-scale", type=float, default=0.25)
    p.add_argument("--width", type=int, default=512)
    p.add_argument("--iterations", type=int, default=5)
    return p.parse_args()


def main():
    args = parse_args()
    step = (1.0 - args.min_scale) / max(args.scales - 1, 1)
    x = None
    for scale_i in range(args.scales):
        factor = args.min_scale + scale_i * step
        w = h = int(round(args.width * factor))
        a, ap, b = (load_image(p, w, h) for p in (args.a_image_path, args.ap_image_path, args.b_image_path))
        if x is None:
            x = np.random.uniform(0, 255, (1, h, w, 3)).astype("float32")
        else:
            x = load_image(deprocess(x), w, h)
        x = synthesize_scale(a, ap, b, x, args.iterations)
        save_image(f"{args.result_prefix}_at_scale_{scale_i}.png", deprocess(x))


if __name__ == "__main__":
    main()
