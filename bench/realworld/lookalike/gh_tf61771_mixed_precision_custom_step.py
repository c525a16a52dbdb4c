# source: https://github.com/tensorflow/tensorflow/issues/61771
# source: https://github.com/tensorflow/tensorflow/issues/35528
# symptom: (near-miss) mixed_float16 custom training loop: dtype mismatch between float16 logits and float32 labels, LossScaleOptimizer warnings
# note: the pattern the maintainers describe: the global policy is set once, the LossScaleOptimizer, model and metrics are created once outside the step, labels are cast inside the step, and the step is a tf.function with a fixed input_signature so every batch reuses one trace.
import tensorflow as tf
from tensorflow.keras import mixed_precision

mixed_precision.set_global_policy("mixed_float16")

BATCH, FEATURES = 64, 20

model = tf.keras.Sequential([
    tf.keras.layers.Input(shape=(FEATURES,)),
    tf.keras.layers.Dense(128, activation="relu"),
    tf.keras.layers.Dense(1),
    tf.keras.layers.Activation("linear", dtype="float32"),
])
optimizer = mixed_precision.LossScaleOptimizer(tf.keras.optimizers.Adam(1e-3))
loss_fn = tf.keras.losses.MeanSquaredError()
train_loss = tf.keras.metrics.Mean(name="train_loss")


@tf.function(input_signature=[
    tf.TensorSpec(shape=(None, FEATURES), dtype=tf.float32),
    tf.TensorSpec(shape=(None, 1), dtype=tf.float64),
])
def train_step(x, y):
    y = tf.cast(y, tf.float32)
    with tf.GradientTape() as tape:
        pred = model(x, training=True)
        loss = loss_fn(y, pred)
        scaled = optimizer.get_scaled_loss(loss)
    grads = optimizer.get_unscaled_gradients(tape.gradient(scaled, model.trainable_variables))
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    train_loss.update_state(loss)


def main(epochs=5):
    x = tf.random.normal((10_000, FEATURES))
    y = tf.cast(tf.reduce_sum(x[:, :3], axis=1, keepdims=True), tf.float64)
    dataset = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(10_000).batch(BATCH)
    for epoch in range(epochs):
        train_loss.reset_state()
        for batch_x, batch_y in dataset:
            train_step(batch_x, batch_y)
        print(f"epoch {epoch + 1}: loss {float(train_loss.result()):.4f}")


if __name__ == "__main__":
    main()
