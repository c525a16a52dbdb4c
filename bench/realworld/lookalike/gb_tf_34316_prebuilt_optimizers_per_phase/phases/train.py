"""Two-phase training: a short SGD warm-up, then Adam."""
import numpy as np
import tensorflow as tf

from phases.setup import main_step, model, warmup_step


def batches(n_batches, batch_size=32, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        x = rng.normal(size=(batch_size, 1)).astype("float32")
        yield x, 3.0 * x


def main():
    for x, y in batches(50):
        loss = warmup_step(x, y)
    print("after warm-up:", float(loss), model.x.numpy())
    for x, y in batches(500, seed=1):
        loss = main_step(x, y)
    print("after main phase:", float(loss), model.x.numpy())


if __name__ == "__main__":
    main()
