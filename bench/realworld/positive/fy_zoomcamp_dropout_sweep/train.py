import argparse
import json

from data import get_generators
from model import make_model


def parse_args():
    p = argparse.ArgumentParser(description="Dropout sweep for the clothing classifier")
    p.add_argument('--data', default='./clothing-dataset-small')
    p.add_argument('--lr', type=float, default=0.001)
    p.add_argument('--size-inner', type=int, default=100)
    p.add_argument('--epochs', type=int, default=30)
    p.add_argument('--rates', default='0.0,0.2,0.5,0.8')
    return p.parse_args()


def main():
    args = parse_args()
    train_ds, val_ds = get_generators(args.data)
    scores = {}
    for droprate in [float(r) for r in args.rates.split(',')]:
        print(droprate)
        model = make_model(learning_rate=args.lr, size_inner=args.size_inner, droprate=droprate)
        history = model.fit(train_ds, epochs=args.epochs, validation_data=val_ds)
        scores[droprate] = history.history['val_accuracy']
        print()
    with open('dropout_scores.json', 'w') as f:
        json.dump(scores, f)


if __name__ == '__main__':
    main()
