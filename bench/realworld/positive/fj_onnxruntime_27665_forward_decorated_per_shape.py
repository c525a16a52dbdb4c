# source: https://github.com/microsoft/onnxruntime/pull/27665
# source: https://github.com/microsoft/onnxruntime/issues/14953
# symptom: the TensorFlow path of the transformers benchmark retraces its tf.function on every (batch_size, sequence_length) iteration, so the cached graph is never reused and graph construction cost is added to every measurement
# expect: TFM006 40
# note: run_with_tf_optimizations returns a decorator that wraps the forward function in a new tf.function; the forward function is defined and decorated inside the innermost benchmark loop
import random
import timeit

import numpy as np
import tensorflow as tf
from transformers import TFAutoModel


def run_with_tf_optimizations(do_eager_mode, use_xla):
    def run_func(func):
        def run_in_eager_mode(*args, **kwargs):
            return func(*args, **kwargs)

        @tf.function(experimental_compile=use_xla)
        def run_in_graph_mode(*args, **kwargs):
            return func(*args, **kwargs)

        if do_eager_mode:
            return run_in_eager_mode
        return run_in_graph_mode

    return run_func


def run_tensorflow(model_names, batch_sizes, sequence_lengths, repeat_times=10, use_xla=False):
    results = []
    for model_name in model_names:
        model = TFAutoModel.from_pretrained(model_name)
        vocab_size = model.config.vocab_size
        for batch_size in batch_sizes:
            for sequence_length in sequence_lengths:
                values = [random.randint(0, vocab_size - 1) for _ in range(batch_size * sequence_length)]
                input_ids = tf.constant(values, shape=(batch_size, sequence_length), dtype=tf.int32)

                @run_with_tf_optimizations(do_eager_mode=False, use_xla=use_xla)
                def encoder_forward():
                    return model(input_ids, training=False)

                encoder_forward()
                runtimes = timeit.repeat(lambda: encoder_forward(), repeat=repeat_times, number=1)
                results.append((model_name, batch_size, sequence_length, 1000.0 * np.mean(runtimes)))
    return results


if __name__ == "__main__":
    for row in run_tensorflow(["bert-base-uncased"], [1, 4, 16], [8, 32, 128]):
        print("%s batch=%d seq=%d %.2f ms" % row)
