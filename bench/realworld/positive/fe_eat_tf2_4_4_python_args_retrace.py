# source: https://github.com/lyhue1991/eat_tensorflow2_in_30_days/blob/master/english/Chapter4-4.md
# symptom: "if the data type of the argument is not Tensor ... the graph will be re-created each time after calling this function": the chapter shows "tracing" printed on every call made with Python values instead of tensors
# expect: TFM001 9
# expect: TFM007 22
# note: the chapter demonstrates it with Python strings; here a reader sweeps a scale factor by calling the same @tf.function with a Python float computed from the loop index, so every call traces a new graph (the decorator also has no input_signature)
import tensorflow as tf


@tf.function(autograph=True)
def scaled_sum(a, b, scale):
    print("tracing with scale", scale)
    total = tf.constant(0.0)
    for i in tf.range(3):
        total += (a + b) * scale
    return total


a = tf.constant(1.0)
b = tf.constant(2.0)
curve = []
for k in range(1, 200):
    curve.append(float(scaled_sum(a, b, k / 10)))
print(curve[:5], curve[-5:])
