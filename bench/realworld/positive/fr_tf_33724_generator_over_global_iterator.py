# source: https://github.com/tensorflow/tensorflow/issues/33724
# symptom: a Python generator that wraps iteration over a dataset, used inside a tf.function, makes the function loop forever (TF 2.0); the dataset itself is a module-level global captured into the traced graph
# expect: TFM003 40
# note: the tf.function opens an iterator on the global train_ds and hands it to a small generator that yields n batches; the loop over the generator is unrolled at trace time while the iterator stays captured
import tensorflow as tf

BATCH = 64
STEPS_PER_CALL = 50

(x_train, y_train), _ = tf.keras.datasets.fashion_mnist.load_data()
train_ds = (tf.data.Dataset.from_tensor_slices((x_train[..., None] / 255.0, y_train))
            .shuffle(60000)
            .batch(BATCH, drop_remainder=True)
            .repeat())

model = tf.keras.Sequential([
    tf.keras.layers.Conv2D(32, 3, activation="relu"),
    tf.keras.layers.MaxPool2D(),
    tf.keras.layers.Flatten(),
    tf.keras.layers.Dense(10),
])
optimizer = tf.keras.optimizers.Adam(1e-3)
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)


def take_batches(iterator, n):
    for _ in range(n):
        yield next(iterator)


def step(images, labels):
    with tf.GradientTape() as tape:
        loss = loss_fn(labels, model(images, training=True))
    optimizer.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))
    return loss


@tf.function
def train_chunk():
    iterator = iter(train_ds)
    total = tf.constant(0.0)
    for images, labels in take_batches(iterator, STEPS_PER_CALL):
        total += step(images, labels)
    return total / STEPS_PER_CALL


for chunk in range(200):
    print(chunk, float(train_chunk()))
