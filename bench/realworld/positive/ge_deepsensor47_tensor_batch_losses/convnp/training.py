import numpy as np
import tensorflow as tf


def _stack_tasks(tasks):
    x = tf.concat([t["x"] for t in tasks], axis=0)
    y = tf.concat([t["y"] for t in tasks], axis=0)
    return {"x": x, "y": y}


def train_epoch(model, tasks, lr=5e-5, batch_size=None, opt=None):
    if opt is None:
        opt = tf.keras.optimizers.Adam(lr)

    def train_step(task):
        with tf.GradientTape() as tape:
            mean, log_std = model(task["x"], training=True)
            nll = 0.5 * tf.square((task["y"] - mean) / tf.exp(log_std)) + log_std
            batch_loss = tf.reduce_mean(nll)
        grads = tape.gradient(batch_loss, model.trainable_weights)
        opt.apply_gradients(zip(grads, model.trainable_weights))
        return batch_loss

    tasks = list(np.random.permutation(tasks))
    n_batches = len(tasks) // batch_size if batch_size else len(tasks)

    batch_losses = []
    for batch_i in range(n_batches):
        if batch_size:
            task = _stack_tasks(tasks[batch_i * batch_size:(batch_i + 1) * batch_size])
        else:
            task = tasks[batch_i]
        batch_loss = train_step(task)
        batch_losses.append(batch_loss)
    return batch_losses
