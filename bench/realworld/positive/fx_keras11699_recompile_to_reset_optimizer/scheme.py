import numpy as np
import tensorflow as tf


class RestartingTrainer:
    """Trains with SGD+momentum and restarts the optimizer state on loss plateaus."""

    def __init__(self, model, loss, lr=0.05, patience=200, log_every=100):
        self.model = model
        self.loss = loss
        self.lr = lr
        self.patience = patience
        self.log_every = log_every
        self.best = np.inf
        self.since_best = 0
        self._compile()

    def _make_optimizer(self):
        return tf.keras.optimizers.SGD(learning_rate=self.lr, momentum=0.9, nesterov=True)

    def _compile(self):
        self.model.compile(optimizer=self._make_optimizer(), loss=self.loss)

    def _should_reset(self, loss):
        if loss < self.best - 1e-4:
            self.best, self.since_best = loss, 0
            return False
        self.since_best += 1
        return self.since_best >= self.patience

    def run(self, batches, steps):
        for step in range(steps):
            x, y = next(batches)
            loss = float(self.model.train_on_batch(x, y))
            if self._should_reset(loss):
                self.lr *= 0.5
                self.model.compile(optimizer=self._make_optimizer(), loss=self.loss)
                self.since_best = 0
            if step % self.log_every == 0:
                print(f"step {step} loss {loss:.5f} lr {self.lr:.5f}")
