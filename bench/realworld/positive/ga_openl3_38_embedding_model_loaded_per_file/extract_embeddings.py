import argparse
import glob
import os

import numpy as np
import soundfile as sf

from core import get_audio_embedding


def main():
    parser = argparse.ArgumentParser(description="Compute OpenL3 embeddings for a folder of wavs")
    parser.add_argument("audio_dir")
    parser.add_argument("out_dir")
    parser.add_argument("--content-type", default="music", choices=["music", "env"])
    parser.add_argument("--hop-size", type=float, default=0.5)
    args = parser.parse_args()

    os.makedirs(args.out_dir, exist_ok=True)
    for path in sorted(glob.glob(os.path.join(args.audio_dir, "**", "*.wav"), recursive=True)):
        audio, sr = sf.read(path)
        emb, ts = get_audio_embedding(audio, sr, content_type=args.content_type, hop_size=args.hop_size)
        name = os.path.splitext(os.path.basename(path))[0]
        np.savez(os.path.join(args.out_dir, name + ".npz"), embedding=emb, timestamps=ts)
        print(name, emb.shape)


if __name__ == "__main__":
    main()
