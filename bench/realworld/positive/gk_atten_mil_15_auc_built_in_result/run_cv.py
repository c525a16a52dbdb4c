import argparse

import tensorflow as tf

from evaluate import evaluate
from mil_model import build_attention_mil, load_bags


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--folds", type=int, default=10)
    ap.add_argument("--epochs", type=int, default=40)
    args = ap.parse_args()
    for fold in range(args.folds):
        train_bags, test_bags = load_bags(fold)
        model = build_attention_mil()
        model.compile(optimizer=tf.keras.optimizers.SGD(1e-4, momentum=0.9),
                      loss="binary_crossentropy")
        for epoch in range(args.epochs):
            for bag_x, bag_y in train_bags:
                model.train_on_batch(bag_x, bag_y)
        loss, auc = evaluate(model, test_bags)
        print(f"fold {fold}: loss={loss:.4f} auc={auc:.4f}")


if __name__ == "__main__":
    main()
