"""Entry point: train a small Transformer on a parallel corpus."""
import argparse

import yaml

from inputter import load_vocab, make_training_dataset
from trainer import Trainer


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", default="config/run.yml")
    args = parser.parse_args()
    config = yaml.safe_load(open(args.config))

    data = config["data"]
    src_vocab, tgt_vocab = load_vocab(data["source_vocabulary"]), load_vocab(data["target_vocabulary"])
    dataset = make_training_dataset(data["train_features_file"], data["train_labels_file"],
                                    src_vocab, tgt_vocab,
                                    batch_size=config["train"]["batch_size"])
    trainer = Trainer(config["model"], len(open(data["target_vocabulary"]).readlines()))
    trainer.train(dataset, steps=config["train"]["train_steps"])


if __name__ == "__main__":
    main()
