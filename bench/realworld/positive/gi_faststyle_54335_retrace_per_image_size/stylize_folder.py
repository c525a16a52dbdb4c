import argparse
import os
import time

from PIL import Image

from stylizer import Stylizer


def main():
    parser = argparse.ArgumentParser(description="Apply a trained style to every photo in a folder")
    parser.add_argument("--weights", required=True)
    parser.add_argument("--content_dir", required=True)
    parser.add_argument("--out_dir", default="styled")
    parser.add_argument("--max_dim", type=int, default=None)
    args = parser.parse_args()

    os.makedirs(args.out_dir, exist_ok=True)
    stylizer = Stylizer(args.weights)
    for name in sorted(os.listdir(args.content_dir)):
        if not name.lower().endswith((".jpg", ".jpeg", ".png")):
            continue
        t0 = time.time()
        styled = stylizer.run(os.path.join(args.content_dir, name), args.max_dim)
        Image.fromarray(styled).save(os.path.join(args.out_dir, name))
        print("%s %dx%d %.2fs" % (name, styled.shape[1], styled.shape[0], time.time() - t0))


if __name__ == "__main__":
    main()
