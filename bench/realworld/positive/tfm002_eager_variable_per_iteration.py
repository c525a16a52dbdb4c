# source: https://github.com/tensorflow/tensorflow/issues/19671
# symptom: with eager execution, memory keeps growing although every iteration's variable should be freed; the maintainers traced it to the kernel cache keyed on each new variable's unique shared name
# expect: TFM002 12
# note: TF 1.7-era eager loop that creates a named variable per iteration and applies a dummy optimizer step
import numpy as np
import tensorflow as tf

tf.enable_eager_execution()
optimizer = tf.train.GradientDescentOptimizer(0.01)

for step in range(2000):
    w = tf.Variable(np.random.randn(512, 512).astype(np.float32), name="w")
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(tf.matmul(w, w))
    grads = tape.gradient(loss, [w])
    optimizer.apply_gradients(zip(grads, [w]))
    if step % 100 == 0:
        print(step, float(loss))
