import tensorflow as tf


def train_step(model, x, optimizer, loss_fn, return_logits=False):
    """Executes one training step and returns the loss."""

    @tf.function
    def apply_gradient(model, optimizer, loss_fn, x, y, return_logits=False):
        with tf.GradientTape() as tape:
            logits = model(x, training=True)
            loss = loss_fn(y, logits)
            if model.losses:
                loss += tf.math.add_n(model.losses)
        gradients = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(gradients, model.trainable_variables))
        if return_logits:
            return tf.reduce_mean(loss), logits
        return tf.reduce_mean(loss)

    if tf.is_tensor(x):
        return apply_gradient(model, optimizer, loss_fn, x, x, return_logits)
    return apply_gradient(model, optimizer, loss_fn, *x, return_logits=return_logits)


def evaluate(dataset, model, loss_fn):
    total, n = 0.0, 0
    for batch_x, batch_y in dataset.repeat(1):
        total += float(tf.reduce_mean(loss_fn(batch_y, model(batch_x, training=False))))
        n += 1
    return total / max(n, 1)
