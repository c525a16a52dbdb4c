# source: https://github.com/tensorflow/tensorflow/issues/30324
# symptom: in eager execution, creating a tf.keras.Sequential model inside a loop and discarding it immediately makes the used memory grow by about 35 MB per iteration
# expect: TFM009 17
# note: TF 1.15 nightly with eager enabled; the model of each iteration is built and dropped without being trained, as in the report's repro, here inside a small architecture sweep that only counts parameters
import psutil
import tensorflow as tf

tf.compat.v1.enable_eager_execution()


def used_gb():
    return psutil.virtual_memory().used / 2**30


param_counts = {}
for width in range(500, 5000, 50):
    model = tf.keras.Sequential([tf.keras.layers.Dense(width, input_dim=3000)])
    param_counts[width] = model.count_params()
    print(width, param_counts[width], f"{used_gb():.3f} GB")
