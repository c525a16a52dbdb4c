# source: https://github.com/tensorflow/tensorflow/issues/35165
# symptom: none: the in-graph training loop takes the dataset as an argument and iterates iter(dataset) of that argument
# note: the version suggested in the thread (iterate iter(dataset) inside the tf.function, dataset passed in)
import tensorflow as tf


def train_one_step(model, optim, inputs):
    x, y = inputs
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.keras.losses.sparse_categorical_crossentropy(y, model(x), from_logits=True))
    optim.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))
    return loss


@tf.function
def in_graph_training_loop(model, optim, dataset):
    step = 0
    for inputs in iter(dataset):
        train_one_step(model, optim, inputs)
        step += 1
    return step


train_ds = tf.data.Dataset.from_tensor_slices((tf.random.normal([2048, 32]),
                                               tf.random.uniform([2048], 0, 10, tf.int64))).batch(128)
model = tf.keras.Sequential([tf.keras.layers.Dense(64, activation="relu"), tf.keras.layers.Dense(10)])
optim = tf.keras.optimizers.SGD(0.1)
for _ in range(5):
    in_graph_training_loop(model, optim, train_ds)
