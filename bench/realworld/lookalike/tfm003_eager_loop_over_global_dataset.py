# source: https://www.tensorflow.org/guide/keras/writing_a_training_loop_from_scratch
# symptom: none: the module-level datasets are iterated in eager Python; only the per-batch step is a tf.function
# note: the official "training loop from scratch" guide
import tensorflow as tf
from tensorflow import keras

(x_train, y_train), (x_val, y_val) = keras.datasets.mnist.load_data()
train_dataset = tf.data.Dataset.from_tensor_slices((x_train.reshape(-1, 784) / 255.0, y_train)).shuffle(1024).batch(64)
val_dataset = tf.data.Dataset.from_tensor_slices((x_val.reshape(-1, 784) / 255.0, y_val)).batch(64)

model = keras.Sequential([keras.layers.Dense(64, activation="relu"), keras.layers.Dense(10)])
optimizer = keras.optimizers.SGD(learning_rate=1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
val_acc_metric = keras.metrics.SparseCategoricalAccuracy()


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss_value = loss_fn(y, model(x, training=True))
    grads = tape.gradient(loss_value, model.trainable_weights)
    optimizer.apply_gradients(zip(grads, model.trainable_weights))
    return loss_value


@tf.function
def test_step(x, y):
    val_acc_metric.update_state(y, model(x, training=False))


for epoch in range(2):
    for step, (x_batch, y_batch) in enumerate(train_dataset):
        loss_value = train_step(x_batch, y_batch)
    for x_batch, y_batch in val_dataset:
        test_step(x_batch, y_batch)
    print(f"epoch {epoch}: val acc {float(val_acc_metric.result()):.4f}")
    val_acc_metric.reset_states()
