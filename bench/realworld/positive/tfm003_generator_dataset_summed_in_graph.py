# source: https://github.com/tensorflow/tensorflow/issues/26687
# symptom: the module-level dataset is captured into the traced graph of the tf.function (needed for a SavedModel containing the loop); iterating it there failed in early TF 2 and rebinding the global later is ignored
# expect: TFM003 19
import tensorflow as tf


def read_measurements():
    for i in range(10):
        yield float(i)


measurements = tf.data.Dataset.from_generator(read_measurements, output_types=tf.float32)


class Accumulator(tf.Module):
    @tf.function
    def total(self):
        acc = tf.constant(0.0)
        for value in measurements:
            acc += value
        return acc


module = Accumulator()
print(module.total())
tf.saved_model.save(module, "/tmp/accumulator")
