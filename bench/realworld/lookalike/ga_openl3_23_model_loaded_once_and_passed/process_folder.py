import argparse
import glob
import os

import numpy as np
import soundfile as sf

from embed import get_audio_embedding, load_audio_embedding_model


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("audio_dir")
    parser.add_argument("out_dir")
    parser.add_argument("--content-type", default="env")
    args = parser.parse_args()

    model = load_audio_embedding_model(content_type=args.content_type)
    os.makedirs(args.out_dir, exist_ok=True)
    for path in sorted(glob.glob(os.path.join(args.audio_dir, "*.wav"))):
        audio, sr = sf.read(path)
        if audio.ndim == 2:
            audio = audio.mean(axis=1)
        emb, ts = get_audio_embedding(audio, sr, model=model, hop_size=0.5)
        np.savez(os.path.join(args.out_dir, os.path.basename(path)[:-4] + ".npz"), embedding=emb, timestamps=ts)
        print(os.path.basename(path), emb.shape)


if __name__ == "__main__":
    main()
