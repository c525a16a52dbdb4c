# source: https://github.com/yerkojahve/Meta-Pseudo-label/issues/1
# symptom: none: the per-step schedule values are converted to tensors before the call, so train_step keeps one trace
# note: the fix suggested in the thread ("pass them as tf.constant type values")
import tensorflow as tf


@tf.function
def train_step(batch, learning_rate, temperature, cross_entropy_coef):
    optimizer.learning_rate.assign(learning_rate)
    with tf.GradientTape() as tape:
        result = model(batch, temperature=temperature, cross_entropy_coef=cross_entropy_coef)
        loss = -result["elbo"]
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


step = 0
while step < num_steps:
    lr = max(1e-5, 1e-3 * 0.99 ** (step / 1000))
    temp = max(1.0, 10.0 * 0.95 ** (step / 500))
    loss = train_step(next(train_iter), tf.constant(lr, tf.float32), tf.constant(temp, tf.float32),
                      tf.convert_to_tensor(1.0 if step < 5000 else 0.0))
    step += 1
