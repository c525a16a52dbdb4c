import argparse
from pathlib import Path

import numpy as np

from model_factory import load_autoregressive
from vocoder import griffin_lim, save_wav


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", required=True)
    parser.add_argument("--text_file", required=True)
    parser.add_argument("--out_dir", default="outputs")
    args = parser.parse_args()

    model = load_autoregressive(args.config)
    out_dir = Path(args.out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    lines = [l.strip() for l in Path(args.text_file).read_text().splitlines() if l.strip()]
    for i, sentence in enumerate(lines):
        mel = model.predict(sentence)
        wav = griffin_lim(np.exp(mel.T))
        save_wav(wav, out_dir / ("%04d.wav" % i), sr=22050)
        print("%4d frames=%4d  %s" % (i, mel.shape[0], sentence[:60]))


if __name__ == "__main__":
    main()
