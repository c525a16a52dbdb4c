import tensorflow as tf

from attributionpriors.ops import expected_gradients


loss_fn = tf.keras.losses.BinaryCrossentropy()


@tf.function
def train_step(model, optimizer, x, y, baseline, lam):
    with tf.GradientTape() as tape:
        preds = model(x, training=True)
        attributions = expected_gradients(model, x, baseline)
        prior = tf.reduce_mean(tf.abs(attributions[:, 1:] - attributions[:, :-1]))
        loss = loss_fn(y, preds) + lam * prior
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


def accuracy(model, x, y, threshold=0.5):
    preds = tf.cast(model(x, training=False) > threshold, tf.float32)
    return float(tf.reduce_mean(tf.cast(tf.equal(preds[:, 0], y), tf.float32)))
