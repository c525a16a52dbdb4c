# source: https://github.com/tensorflow/tensorflow/issues/32157
# source: https://www.tensorflow.org/guide/function#pass_tensors_instead_of_python_literals
# note: the pattern recommended in the answer and the tf.function guide: the summary step comes from a tensor (optimizer.iterations) instead of a Python int, and the training step has an input_signature, so it is traced once
import tensorflow as tf

(x_train, y_train), _ = tf.keras.datasets.fashion_mnist.load_data()
dataset = tf.data.Dataset.from_tensor_slices((x_train[..., None].astype("float32") / 255.0, y_train.astype("int64")))
dataset = dataset.shuffle(10000).batch(64, drop_remainder=True)

model = tf.keras.Sequential([
    tf.keras.layers.Conv2D(32, 3, activation="relu", input_shape=(28, 28, 1)),
    tf.keras.layers.Flatten(),
    tf.keras.layers.Dense(10),
])
optimizer = tf.keras.optimizers.Adam()
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
writer = tf.summary.create_file_writer("logs/train")


@tf.function(input_signature=[
    tf.TensorSpec([64, 28, 28, 1], tf.float32),
    tf.TensorSpec([64], tf.int64),
])
def train_step(images, labels):
    with tf.GradientTape() as tape:
        loss = loss_fn(labels, model(images, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    with writer.as_default():
        tf.summary.scalar("loss", loss, step=optimizer.iterations)
    return loss


for epoch in range(10):
    for images, labels in dataset:
        loss = train_step(images, labels)
    print("epoch", epoch, "loss", float(loss))
