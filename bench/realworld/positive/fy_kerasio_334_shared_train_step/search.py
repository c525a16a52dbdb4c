import itertools

import tensorflow as tf

from models import OPTIMIZERS, build_mlp
from steps import eval_step, train_step

(x_train, y_train), (x_val, y_val) = tf.keras.datasets.mnist.load_data()
train_ds = tf.data.Dataset.from_tensor_slices((x_train / 255.0, y_train.astype("int32"))).shuffle(10000).batch(128)
val_ds = tf.data.Dataset.from_tensor_slices((x_val / 255.0, y_val.astype("int32"))).batch(512)

GRID = {"hidden": [64, 128, 256], "dropout": [0.0, 0.2], "opt": ["adam", "sgd", "rmsprop"], "lr": [1e-3, 1e-2]}


def run_trial(hidden, dropout, opt, lr, epochs=3):
    model = build_mlp(hidden, dropout)
    optimizer = OPTIMIZERS[opt](learning_rate=lr)
    for _ in range(epochs):
        for x, y in train_ds:
            train_step(model, optimizer, x, y)
    accs = [float(eval_step(model, x, y)) for x, y in val_ds]
    return sum(accs) / len(accs)


if __name__ == "__main__":
    results = []
    for hidden, dropout, opt, lr in itertools.product(*GRID.values()):
        acc = run_trial(hidden, dropout, opt, lr)
        results.append(((hidden, dropout, opt, lr), acc))
        print(hidden, dropout, opt, lr, round(acc, 4))
    print("best:", max(results, key=lambda r: r[1]))
