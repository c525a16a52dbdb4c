# source: https://github.com/czy36mengfei/tensorflow2_tutorials_chinese/blob/HEAD/020-Eager/006-tf_function_and_autograph.ipynb
# note: look-alike: the tf.function creates its two variables only on the first call, guarded by "if not state:" on a module-level list (a singleton guard other than "is None"); later calls and traces reuse them, so calling it in a loop creates nothing new
import tensorflow as tf

state = []


@tf.function(input_signature=[tf.TensorSpec([], tf.float32)])
def scaled_product(x):
    if not state:
        state.append(tf.Variable(2.0 * x))
        state.append(tf.Variable(state[0] * 3.0))
    return state[0] * x * state[1]


for value in range(100):
    print(scaled_product(tf.constant(float(value))).numpy())
