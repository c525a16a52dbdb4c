import gc

import numpy as np

from step import Trainer


def train(train_set, model, opt, loss_fn, epochs=10, val_set=None, verbose=True):
    trainer = Trainer(model, opt, loss_fn)
    train_loss, val_loss = [], []
    for epoch in range(epochs):
        loss, n_batches = 0.0, 0
        for batch_x, batch_y in train_set.repeat(1):
            loss += float(trainer.train_step(batch_x, batch_y))
            n_batches += 1
        gc.collect()
        train_loss.append(loss / n_batches)
        if val_set is not None:
            val_loss.append(trainer.evaluate(val_set))
        if verbose:
            print("Epoch %d loss %.5f" % (epoch + 1, train_loss[-1]))
    return np.array(train_loss), np.array(val_loss)
