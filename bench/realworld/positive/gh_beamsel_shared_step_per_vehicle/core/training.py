import tensorflow as tf


@tf.function
def training_step(model, x, y, loss_fn, optimiser, metrics):
    """One optimisation step of `model` on a batch, updating the given metrics."""
    with tf.GradientTape() as tape:
        predicted = model(x, training=True)
        loss = loss_fn(y, predicted)
    gradients = tape.gradient(loss, model.trainable_variables)
    optimiser.apply_gradients(zip(gradients, model.trainable_variables))
    for metric in metrics:
        metric.update_state(y, predicted)
    return loss


def validation_step(model, x, y, metrics):
    predicted = model(x, training=False)
    for metric in metrics:
        metric.update_state(y, predicted)
