"""Learning curve: how much does BERT gain from more labelled tweets?"""
import json
import logging

from bert_train import train_bert

SUBSETS = (0.1, 0.25, 0.5, 0.75, 1.0)


def main():
    logging.basicConfig(level=logging.INFO)
    curve = {}
    for subset in SUBSETS:
        hist = train_bert(model_dir="./tmp/bert_curve", epochs=3, subset=subset)
        curve[subset] = max(hist["val_accuracy"])
        logging.info("subset %.2f -> %.4f", subset, curve[subset])
    with open("./tmp/bert_curve/curve.json", "w") as fh:
        json.dump(curve, fh)


if __name__ == "__main__":
    main()
