# source: https://github.com/lyhue1991/eat_tensorflow2_in_30_days/blob/master/english/Chapter5-7.md
# symptom: none; the chapter notes that an optimizer creates its iterations variable on construction, so "the optimizer should be created outside the decorator @tf.function with the same reason as tf.Variable", and does so
# note: look-alike: the variable and the SGD optimizer are created at module level; the tf.function takes no parameters and loops with a TensorFlow while loop until the gradient is small
import tensorflow as tf

x = tf.Variable(0.0, name="x", dtype=tf.float32)
optimizer = tf.keras.optimizers.SGD(learning_rate=0.01)


@tf.function
def minimizef():
    a = tf.constant(1.0)
    b = tf.constant(-2.0)
    c = tf.constant(1.0)
    while tf.constant(True):
        with tf.GradientTape() as tape:
            y = a * tf.pow(x, 2) + b * x + c
        dy_dx = tape.gradient(y, x)
        optimizer.apply_gradients(grads_and_vars=[(dy_dx, x)])
        if tf.abs(dy_dx) < tf.constant(0.00001):
            break
        if tf.math.mod(optimizer.iterations, 100) == 0:
            tf.print("step =", optimizer.iterations, "x =", x)
    return a * tf.pow(x, 2) + b * x + c


tf.print("y =", minimizef())
tf.print("x =", x)
