import tensorflow as tf
from tensorflow.keras import mixed_precision


def train_step_generator(model, loss_fn, optimizer):
    """Return a compiled training step that applies loss scaling for mixed_float16."""
    optimizer = mixed_precision.LossScaleOptimizer(optimizer)

    @tf.function(reduce_retracing=True)
    def train_step(x, y):
        with tf.GradientTape() as tape:
            pred = model(x, training=True)
            loss_value = loss_fn(y, pred)
            scaled_loss = optimizer.get_scaled_loss(loss_value)
        scaled_grads = tape.gradient(scaled_loss, model.trainable_variables)
        grads = optimizer.get_unscaled_gradients(scaled_grads)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss_value

    return train_step
