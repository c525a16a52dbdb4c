# source: https://github.com/tensorflow/tensorflow/issues/34519
# symptom: an exception on GPU when the tf.function loops over the dataset; the dataset is a module-level name (bound under the __main__ guard) captured into the graph
# expect: TFM003 12
import tensorflow as tf

if __name__ == "__main__":
    pairs = tf.data.Dataset.from_tensor_slices(([1, 2, 3], [4, 5, 6]))

    @tf.function
    def show_pairs(repeats):
        for r in tf.range(repeats):
            for x, y in pairs:
                tf.print(x, y, r)

    show_pairs(tf.constant(3))
