# source: https://github.com/tensorflow/tensorflow/issues/31324
# note: correct: the maintainers' advice from the thread: keep one optimizer and change its learning rate in place each epoch (tf_opt.lr = value / assign), instead of wrapping a new value in a new Variable; no variable or optimizer is created inside the loop, and the step function has an input_signature
import tensorflow as tf

EPOCHS = 60
BASE_LR = 1e-3

model = tf.keras.Sequential([
    tf.keras.Input((32, 32, 3)),
    tf.keras.layers.Conv2D(32, 3, activation="relu"),
    tf.keras.layers.Conv2D(64, 3, strides=2, activation="relu"),
    tf.keras.layers.GlobalAveragePooling2D(),
    tf.keras.layers.Dense(10),
])
optimizer = tf.keras.optimizers.Adam(BASE_LR)
loss_metric = tf.keras.metrics.Mean()


@tf.function(input_signature=[tf.TensorSpec((None, 32, 32, 3), tf.float32), tf.TensorSpec((None,), tf.int64)])
def train_step(images, labels):
    with tf.GradientTape() as tape:
        logits = model(images, training=True)
        loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    loss_metric.update_state(loss)


def step_decay(epoch, drop=0.5, every=15):
    return BASE_LR * drop ** (epoch // every)


if __name__ == "__main__":
    (x, y), _ = tf.keras.datasets.cifar10.load_data()
    dataset = tf.data.Dataset.from_tensor_slices((x.astype("float32") / 255.0, y[:, 0].astype("int64")))
    dataset = dataset.shuffle(50000).batch(128).prefetch(tf.data.AUTOTUNE)
    for epoch in range(EPOCHS):
        optimizer.learning_rate.assign(step_decay(epoch))
        for images, labels in dataset:
            train_step(images, labels)
        print(f"epoch {epoch} lr={float(optimizer.learning_rate):.2e} loss={float(loss_metric.result()):.4f}")
        loss_metric.reset_state()
