# source: https://github.com/tensorflow/tensorflow/issues/41853
# symptom: wants to run test_on_batch-style evaluation over a batched dataset inside a tf.function; the dataset built at module level is captured into the traced graph
# expect: TFM003 22
# note: TF2 version of the report: the batched dataset is a module-level global and the tf.function iterates it directly; rebinding ds later (the script swaps in another split) is silently ignored by the already traced function.
import numpy as np
import tensorflow as tf

inputs = tf.keras.Input(shape=(3,))
outputs = tf.keras.layers.Dense(2)(inputs)
model = tf.keras.Model(inputs, outputs)
model.compile(optimizer="sgd", loss=tf.keras.losses.mean_squared_error)

data = np.asarray([np.full(shape=(3,), fill_value=i) for i in range(10)], dtype=np.float32)
labels = np.asarray([np.full(shape=(2,), fill_value=i) * 3 for i in range(10)], dtype=np.float32)
ds = tf.data.Dataset.from_tensor_slices((data, labels)).batch(2)


@tf.function
def evaluate_all():
    losses = tf.TensorArray(tf.float32, size=0, dynamic_size=True)
    i = 0
    for x, y in ds:
        pred = model(x, training=False)
        losses = losses.write(i, tf.reduce_mean(tf.square(pred - y)))
        i += 1
    return losses.stack()


if __name__ == "__main__":
    print("split A:", evaluate_all().numpy())
    ds = tf.data.Dataset.from_tensor_slices((data[::-1], labels[::-1])).batch(5)
    print("split B:", evaluate_all().numpy())
