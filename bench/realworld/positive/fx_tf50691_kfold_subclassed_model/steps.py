import tensorflow as tf

mse = tf.keras.losses.MeanSquaredError()


@tf.function
def _train_step(model, optimizer, x, y):
    with tf.GradientTape() as tape:
        loss = mse(y, model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


@tf.function
def _inference_step(model, x):
    return model(x, training=False)


def evaluate_rmse(model, dataset):
    squared, count = 0.0, 0
    for xb, yb in dataset:
        pred = _inference_step(model, xb)
        squared += float(tf.reduce_sum((tf.squeeze(pred, -1) - tf.cast(yb, tf.float32)) ** 2))
        count += int(xb.shape[0])
    return (squared / max(count, 1)) ** 0.5
