import gc

import numpy as np
import tensorflow as tf

from step import train_step, evaluate


def train(train_set, model, opt, loss_fn, epochs=10, val_set=None, verbose=True):
    train_loss, val_loss = [], []
    for epoch in range(epochs):
        loss, n_batches = 0.0, 0
        for batch_set in train_set.repeat(1):
            batch_loss = train_step(model, batch_set, opt, loss_fn).numpy()
            loss += batch_loss
            n_batches += 1
            gc.collect()
        train_loss.append(loss / n_batches)
        if val_set is not None:
            val_loss.append(evaluate(val_set, model, loss_fn))
        if verbose:
            print("Epoch %d loss %.5f" % (epoch + 1, train_loss[-1]))
    return np.array(train_loss), np.array(val_loss)
