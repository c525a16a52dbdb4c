import argparse
import glob
import os

from yolo.inference import detect_image


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model_path", required=True)
    parser.add_argument("--image_dir", required=True)
    parser.add_argument("--anchors", default="configs/yolo3_anchors.txt")
    parser.add_argument("--classes", default="configs/voc_classes.txt")
    parser.add_argument("--input_size", type=int, default=416)
    args = parser.parse_args()

    paths = sorted(glob.glob(os.path.join(args.image_dir, "*.jpg")))
    for i, path in enumerate(paths):
        boxes, classes, scores = detect_image(path, args.model_path, args.anchors, args.classes, args.input_size)
        print(f"[{i + 1}/{len(paths)}] {os.path.basename(path)}: {len(boxes)} objects")


if __name__ == "__main__":
    main()
