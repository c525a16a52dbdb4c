"""Entry point: python run_search.py --iters 60"""
import argparse

from model import model_fn
from search import RandomSearch

SEARCH_SPACE = {
    "lstm_size": [16, 32, 64, 128],
    "dropout": [0.0, 0.1, 0.2, 0.3],
    "learning_rate": [1e-2, 3e-3, 1e-3, 3e-4],
}

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--iters", type=int, default=60)
    parser.add_argument("--out", default="search_runs")
    args = parser.parse_args()
    search = RandomSearch(model_fn, SEARCH_SPACE, args.out)
    print(search.run(args.iters).sort_values("val_accuracy").tail())
