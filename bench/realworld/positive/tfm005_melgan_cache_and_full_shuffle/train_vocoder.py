import argparse

from tts_data.audio_mel import AudioMelDataset


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--train-dir", required=True)
    parser.add_argument("--dev-dir", required=True)
    args = parser.parse_args()
    train = AudioMelDataset(args.train_dir).create(allow_cache=True, batch_size=16, is_shuffle=True)
    valid = AudioMelDataset(args.dev_dir).create(allow_cache=True, batch_size=1, is_shuffle=True)
    trainer = build_trainer()
    trainer.fit(train, valid, eval_interval_steps=5000)


if __name__ == "__main__":
    main()
