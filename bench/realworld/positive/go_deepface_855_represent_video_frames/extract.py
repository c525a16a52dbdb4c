import argparse
import glob
import json
import os

import cv2

from embed import represent


def frames(path, every=5):
    cap = cv2.VideoCapture(path)
    idx = 0
    while True:
        ok, frame = cap.read()
        if not ok:
            break
        if idx % every == 0:
            yield idx, frame
        idx += 1
    cap.release()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("video_dir")
    ap.add_argument("--out", default="embeddings.jsonl")
    args = ap.parse_args()
    with open(args.out, "w") as fh:
        for video in sorted(glob.glob(os.path.join(args.video_dir, "*.mp4"))):
            for idx, frame in frames(video):
                vec = represent(frame)
                fh.write(json.dumps({"video": video, "frame": idx, "emb": vec}) + "\n")


if __name__ == "__main__":
    main()
