import argparse
import glob
import os

import numpy as np
import scipy.io.wavfile as wav

from vad_dnn import vad


def main():
    parser = argparse.ArgumentParser(description="Run the DNN VAD on every wav in a folder")
    parser.add_argument("wav_dir")
    parser.add_argument("--out_dir", default="vad_out")
    parser.add_argument("--threshold", type=float, default=0.4)
    args = parser.parse_args()

    os.makedirs(args.out_dir, exist_ok=True)
    for path in sorted(glob.glob(os.path.join(args.wav_dir, "*.wav"))):
        fs, data = wav.read(path)
        data = data.astype(np.float32) / 32768.0
        labels = vad(data, fs, threshold=args.threshold)
        speech_ratio = float(np.mean(labels))
        np.save(os.path.join(args.out_dir, os.path.basename(path)[:-4] + ".npy"), labels)
        print("%s: %.1f%% speech" % (os.path.basename(path), 100 * speech_ratio))


if __name__ == "__main__":
    main()
