# source: https://github.com/tensorflow/tensorflow/issues/32157
# symptom: passing a non-tensor argument used for logging to a tf.function training step slows training down badly in TF 2.0; the answer: every new Python value triggers a new trace
# expect: TFM007 35
# note: the global step is computed with Python arithmetic from the epoch and batch index and passed as a plain int so that tf.summary can use it
import tensorflow as tf

(x_train, y_train), _ = tf.keras.datasets.fashion_mnist.load_data()
dataset = tf.data.Dataset.from_tensor_slices((x_train[..., None] / 255.0, y_train)).shuffle(10000).batch(64)
steps_per_epoch = len(x_train) // 64

model = tf.keras.Sequential([
    tf.keras.layers.Conv2D(32, 3, activation="relu", input_shape=(28, 28, 1)),
    tf.keras.layers.Flatten(),
    tf.keras.layers.Dense(10),
])
optimizer = tf.keras.optimizers.Adam()
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
writer = tf.summary.create_file_writer("logs/train")


@tf.function
def train_step(images, labels, step):
    with tf.GradientTape() as tape:
        loss = loss_fn(labels, model(images, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    with writer.as_default():
        tf.summary.scalar("loss", loss, step=step)
    return loss


for epoch in range(10):
    for i, (images, labels) in enumerate(dataset):
        global_step = epoch * steps_per_epoch + i
        loss = train_step(images, labels, global_step)
    print("epoch", epoch, "loss", float(loss))
