import itertools
import json

import tensorflow as tf

from encoder_decoder import decode, eval_metrics, train

GRID = {"learning_rate": [0.0001, 0.0005, 0.001],
        "dim": [200, 400],
        "num_layers": [1, 2],
        "dropout": [0.4, 0.6]}


def single_round_model_eval(hparams, train_set, dev_set, metric):
    tf.reset_default_graph()
    train(train_set, dev_set, hparams)
    tf.reset_default_graph()
    predictions = decode(dev_set, hparams, verbose=False)
    scores = eval_metrics(dev_set, predictions, verbose=False)
    return scores[metric]


def grid_search(base_hparams, train_set, dev_set, metric="top1_match"):
    keys = sorted(GRID)
    best, best_params = -1.0, None
    for values in itertools.product(*(GRID[k] for k in keys)):
        hparams = dict(base_hparams, **dict(zip(keys, values)))
        score = single_round_model_eval(hparams, train_set, dev_set, metric)
        print("%s -> %.4f" % (json.dumps(dict(zip(keys, values))), score))
        if score > best:
            best, best_params = score, hparams
    return best, best_params
