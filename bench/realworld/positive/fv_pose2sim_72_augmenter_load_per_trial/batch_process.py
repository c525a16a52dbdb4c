"""Run marker augmentation on every trial of a session folder."""
import argparse
import logging
import time
from pathlib import Path

import toml

from marker_augmentation import augment_trc


def find_trials(session_dir):
    return sorted(p for p in Path(session_dir).iterdir() if (p / "Config.toml").exists())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("session_dir")
    parser.add_argument("--augmenter-dir", default="MarkerAugmenter/v0.3")
    args = parser.parse_args()

    for trial_dir in find_trials(args.session_dir):
        config = toml.load(trial_dir / "Config.toml")
        config["project"]["project_dir"] = str(trial_dir)
        config["markerAugmentation"]["augmenter_dir"] = args.augmenter_dir
        start = time.time()
        augment_trc(config)
        logging.info("%s augmented in %.1f s", trial_dir.name, time.time() - start)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main()
