# source: https://github.com/ageron/tf2_course/blob/HEAD/02_low_level_tensorflow_api.ipynb
# symptom: "Tracing" is printed on every call of the last loop and TensorFlow warns that the function triggered retracing; one graph is kept per distinct Python integer
# expect: TFM001 6
# expect: TFM007 21
# note: pasted cells without imports (tf is never bound), rewritten as a reader's own helper: the same tf.function is fed tensors first (one trace per dtype/shape) and then plain loop integers, which trace once per value
@tf.function
def safe_cube_root(x):
    tf.print("evaluating", x)
    print("Tracing safe_cube_root")
    return tf.sign(x) * tf.pow(tf.abs(tf.cast(x, tf.float32)), 1.0 / 3.0)


for k in range(5):
    safe_cube_root(tf.constant(k, dtype=tf.float32))

for k in range(5):
    safe_cube_root(tf.constant([k, -k], dtype=tf.float32))

table = {}
for k in range(1000):
    table[k] = float(safe_cube_root(k))
