import json
import sys

import cv2
import tensorflow as tf

from face_attributes import analyze, build_model


def extract_fixed_number_of_frames(video_path, n=16):
    cap = cv2.VideoCapture(video_path)
    total = int(cap.get(cv2.CAP_PROP_FRAME_COUNT))
    step = max(total // n, 1)
    frames = []
    for idx in range(0, total, step):
        cap.set(cv2.CAP_PROP_POS_FRAMES, idx)
        ok, frame = cap.read()
        if ok:
            frames.append(frame)
        if len(frames) == n:
            break
    cap.release()
    return frames


def main(video_list, out_path):
    models = {"race": build_model("Race")}
    with open(video_list) as f:
        videos = [line.strip() for line in f if line.strip()]

    dataset_results = []
    for v in videos:
        frame_list = extract_fixed_number_of_frames(v)
        deepface_result = analyze(frame_list, actions=["race"], models=models)
        dataset_results.append({"video": v, "frames": deepface_result})
        tf.keras.backend.clear_session()

    with open(out_path, "w") as out:
        json.dump(dataset_results, out)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
