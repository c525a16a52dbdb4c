import argparse
import os

from photo_style import stylize


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--content_dir", default="examples/input")
    parser.add_argument("--style_image_path", default="examples/style/tar11.png")
    parser.add_argument("--out_dir", default="results")
    args = parser.parse_args()

    os.makedirs(args.out_dir, exist_ok=True)
    for name in sorted(os.listdir(args.content_dir)):
        stylize(
            os.path.join(args.content_dir, name),
            args.style_image_path,
            os.path.join(args.out_dir, "best_" + name),
        )
        print("done", name)


if __name__ == "__main__":
    main()
