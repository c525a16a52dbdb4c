import argparse
import logging
import time
from pathlib import Path

import tensorflow as tf
import toml

from marker_augmentation import augment_trc


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("session_dir")
    args = parser.parse_args()

    trials = sorted(p for p in Path(args.session_dir).iterdir() if (p / "Config.toml").exists())
    for trial_dir in trials:
        config = toml.load(trial_dir / "Config.toml")
        config["project"]["project_dir"] = str(trial_dir)
        start = time.time()
        augment_trc(config)
        tf.keras.backend.clear_session()
        logging.info("%s augmented in %.1f s", trial_dir.name, time.time() - start)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main()
