# source: https://github.com/tensorflow/tensorflow/issues/55359
# symptom: the value is always the first element: the tf.function builds its iterator from the module-level dataset (not from its argument), captured once at trace time
# expect: TFM003 13
import tensorflow as tf

tf.compat.v1.disable_eager_execution()
with tf.device("/cpu:0"):
    records = tf.data.Dataset.from_tensor_slices([1, 3, 4, 5, 6, 7, 8])


@tf.function(autograph=False)
def next_record(ds):
    iterator = iter(records)
    return iterator.get_next()


with tf.compat.v1.InteractiveSession().as_default():
    value = next_record(records)
    for _ in range(3):
        print(value.eval())
