# source: https://github.com/lyhue1991/eat_tensorflow2_in_30_days/pull/27
# note: the chapter after the PR: only the per-batch train_step is a tf.function; train_model is plain Python that iterates the dataset eagerly, so rebuilding ds between runs is picked up and no dataset is captured inside a graph

import tensorflow as tf

n = 400
X = tf.random.uniform([n, 2], minval=-10, maxval=10)
w0 = tf.constant([[2.0], [-3.0]])
b0 = tf.constant([[3.0]])
Y = X @ w0 + b0 + tf.random.normal([n, 1], mean=0.0, stddev=2.0)

ds = tf.data.Dataset.from_tensor_slices((X, Y)).shuffle(buffer_size=100).batch(10) \
    .prefetch(tf.data.experimental.AUTOTUNE)


class LinearRegression(tf.Module):
    def __init__(self):
        super().__init__()
        self.w = tf.Variable(tf.random.normal(w0.shape))
        self.b = tf.Variable(tf.zeros_like(b0, dtype=tf.float32))

    def __call__(self, x):
        return x @ self.w + self.b


model = LinearRegression()
optimizer = tf.keras.optimizers.SGD(learning_rate=0.001)


@tf.function
def train_step(features, labels):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean((labels - model(features)) ** 2 / 2)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


def train_model(dataset, epochs):
    for epoch in range(1, epochs + 1):
        for features, labels in dataset:
            loss = train_step(features, labels)
        if epoch % 50 == 0:
            print("epoch =", epoch, " loss = ", float(loss))
            print("w =", model.w.numpy().ravel(), "b =", model.b.numpy().ravel())


train_model(ds, epochs=200)
ds = tf.data.Dataset.from_tensor_slices((X[:200], Y[:200])).batch(10)
train_model(ds, epochs=200)
