"""Classify all jpgs below a directory and print the best label for each."""
import argparse
import glob
import os

from classifier import run_inference_on_image


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("image_dir")
    parser.add_argument("--top_k", type=int, default=1)
    args = parser.parse_args()

    paths = sorted(glob.glob(os.path.join(args.image_dir, "**", "*.jpg"), recursive=True))
    for path in paths:
        answer = run_inference_on_image(path, top_k=args.top_k)
        if answer:
            label, score = answer[0]
            print(f"{path}\t{label}\t{score:.4f}")


if __name__ == "__main__":
    main()
