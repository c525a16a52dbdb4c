# source: https://github.com/amifunny/tf-stitch/blob/HEAD/templates/custom_train.py
# symptom: none: one trace for the whole run
# note: custom training-loop template: the step counter from enumerate is used only for logging and never passed to the compiled step, which carries an input_signature as the tf.function guide recommends
import time

import tensorflow as tf

(x_train, y_train), _ = tf.keras.datasets.mnist.load_data()
x_train = x_train.reshape(-1, 784).astype("float32") / 255.0
train_dataset = tf.data.Dataset.from_tensor_slices((x_train, y_train)).shuffle(1024).batch(64)

model = tf.keras.Sequential([tf.keras.layers.Dense(64, activation="relu"), tf.keras.layers.Dense(10)])
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
optimizer = tf.keras.optimizers.SGD(learning_rate=1e-3)
train_acc_metric = tf.keras.metrics.SparseCategoricalAccuracy()


@tf.function(input_signature=[tf.TensorSpec([None, 784], tf.float32), tf.TensorSpec([None], tf.uint8)])
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss_value = loss_fn(y, logits)
    grads = tape.gradient(loss_value, model.trainable_weights)
    optimizer.apply_gradients(zip(grads, model.trainable_weights))
    train_acc_metric.update_state(y, logits)
    return loss_value


for epoch in range(10):
    start_time = time.time()
    for step, (x_batch, y_batch) in enumerate(train_dataset):
        loss_value = train_step(x_batch, y_batch)
        if step % 200 == 0:
            print("step %d loss %.4f" % (step, float(loss_value)))
    print("epoch %d acc %.4f (%.1fs)" % (epoch, float(train_acc_metric.result()), time.time() - start_time))
    train_acc_metric.reset_state()
