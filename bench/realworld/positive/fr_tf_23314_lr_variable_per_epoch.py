# source: https://github.com/tensorflow/tensorflow/issues/23314
# symptom: with eager execution there is no obvious way to change the optimizer's learning rate on the fly; the workaround of wrapping the new rate in a fresh tf.Variable every epoch re-allocates state each time (and does not reach an optimizer that captured the old one)
# expect: TFM002 43
# note: eager training loop: at the start of every epoch the decayed rate is put into a new tf.Variable bound to the same name and a new optimizer is built around it
import numpy as np
import tensorflow as tf

EPOCHS = 60
BASE_LR = 1e-3


def make_model():
    return tf.keras.Sequential([
        tf.keras.layers.Conv2D(32, 3, activation="relu", input_shape=(32, 32, 3)),
        tf.keras.layers.Conv2D(64, 3, strides=2, activation="relu"),
        tf.keras.layers.GlobalAveragePooling2D(),
        tf.keras.layers.Dense(10),
    ])


def step_decay(epoch, drop=0.5, every=15):
    return BASE_LR * drop ** (epoch // every)


def train_epoch(model, optimizer, dataset):
    losses = tf.keras.metrics.Mean()
    for images, labels in dataset:
        with tf.GradientTape() as tape:
            logits = model(images, training=True)
            loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        losses.update_state(loss)
    return float(losses.result())


if __name__ == "__main__":
    (x, y), _ = tf.keras.datasets.cifar10.load_data()
    dataset = tf.data.Dataset.from_tensor_slices((x.astype("float32") / 255.0, y[:, 0].astype("int64")))
    dataset = dataset.shuffle(50000).batch(128).prefetch(tf.data.AUTOTUNE)
    model = make_model()
    for epoch in range(EPOCHS):
        learning_rate = tf.Variable(step_decay(epoch), trainable=False, name="learning_rate")
        optimizer = tf.compat.v1.train.AdamOptimizer(learning_rate)
        loss = train_epoch(model, optimizer, dataset)
        print(f"epoch {epoch} lr={learning_rate.numpy():.2e} loss={loss:.4f} {np.isfinite(loss)}")
