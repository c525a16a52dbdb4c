# source: https://github.com/lyhue1991/eat_tensorflow2_in_30_days/blob/master/eat_tf2_ebook.md
# symptom: the book's mid-level API demo (section 3-2, Chinese edition) wraps the whole training loop in @tf.function and iterates the module-level dataset `ds` inside it; the dataset is captured into the traced graph at the first call and a later reassignment of the global is silently ignored
# expect: TFM003 26
# note: my own polynomial-regression variant of the demo: the pipeline is a module-level name, the tf.function loops over epochs with tf.range and over the global dataset inside
import tensorflow as tf
from tensorflow.keras import layers, losses, optimizers

n = 800
X = tf.random.uniform([n, 1], minval=-3.0, maxval=3.0)
features = tf.concat([X, X ** 2, X ** 3], axis=1)
Y = 0.5 * X ** 3 - X ** 2 + 2.0 * X + 1.0 + tf.random.normal([n, 1], stddev=0.5)

train_ds = tf.data.Dataset.from_tensor_slices((features, Y)) \
    .shuffle(buffer_size=1000).batch(100) \
    .prefetch(tf.data.AUTOTUNE)

optimizer = optimizers.SGD(learning_rate=0.001)
regressor = layers.Dense(units=1)
regressor.build(input_shape=(3,))


@tf.function
def fit(epochs):
    for epoch in tf.range(1, epochs + 1):
        last_loss = tf.constant(0.0)
        for x_batch, y_batch in train_ds:
            with tf.GradientTape() as tape:
                y_hat = regressor(x_batch)
                last_loss = losses.mean_squared_error(tf.reshape(y_hat, [-1]), tf.reshape(y_batch, [-1]))
            grads = tape.gradient(last_loss, regressor.trainable_variables)
            optimizer.apply_gradients(zip(grads, regressor.trainable_variables))
        if epoch % 100 == 0:
            tf.print("epoch", epoch, "loss", last_loss, "w", regressor.kernel)


fit(500)
