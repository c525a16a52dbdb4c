import time

import numpy as np

from model_store import predict_with

MODELS = {"1": "digits_small", "2": "digits_large", "3": "letters"}


def read_batch(path):
    arr = np.load(path)
    return arr.reshape((-1, 28 * 28)).astype(np.float32) / 255.0


def main():
    print("models: %s" % ", ".join("%s=%s" % kv for kv in sorted(MODELS.items())))
    while True:
        choice = input("model (q to quit)> ").strip()
        if choice == "q":
            break
        if choice not in MODELS:
            print("unknown model")
            continue
        path = input("npy file> ").strip()
        tic = time.time()
        labels, _ = predict_with(MODELS[choice], read_batch(path))
        print("labels: %s  (%.2fs)" % (labels.tolist()[:20], time.time() - tic))


if __name__ == "__main__":
    main()
