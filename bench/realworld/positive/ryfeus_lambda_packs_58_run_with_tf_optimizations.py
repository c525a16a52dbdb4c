# source: https://github.com/ryfeus/lambda-packs/issues/58
# symptom: static checker report: run_with_tf_optimizations() defines the tf.function run_in_graph_mode and calls it, and the benchmark calls run_with_tf_optimizations in loops over batch sizes and sequence lengths, so every call creates and traces a new graph
# expect: TFM006 34
# expect: TFM006 38
# note: after onnxruntime's transformers benchmark.py (TensorFlow path), vendored in the lambda package; the helper wraps the model call it is given
import timeit

import numpy as np
import tensorflow as tf
from transformers import TFAutoModel


def run_with_tf_optimizations(do_eager_mode, use_xla):
    def run_func(func):
        if do_eager_mode:
            return func

        @tf.function(experimental_compile=use_xla)
        def run_in_graph_mode(*args, **kwargs):
            return func(*args, **kwargs)

        return run_in_graph_mode

    return run_func


def run_tensorflow(model_name, batch_sizes, sequence_lengths, repeat_times=10, use_xla=False):
    model = TFAutoModel.from_pretrained(model_name)
    results = []
    for batch_size in batch_sizes:
        for sequence_length in sequence_lengths:
            input_ids = tf.constant(np.random.randint(0, 30000, size=(batch_size, sequence_length)), dtype=tf.int32)

            @run_with_tf_optimizations(do_eager_mode=False, use_xla=use_xla)
            def encoder_forward():
                return model(input_ids, training=False)

            @run_with_tf_optimizations(do_eager_mode=False, use_xla=use_xla)
            def lxmert_forward():
                return model(input_ids, training=False)

            inference = lxmert_forward if "lxmert" in model_name else encoder_forward
            inference()
            runtimes = timeit.repeat(inference, repeat=repeat_times, number=1)
            results.append({"batch_size": batch_size, "sequence_length": sequence_length,
                            "latency_ms": 1000 * min(runtimes)})
    return results


if __name__ == "__main__":
    for row in run_tensorflow("bert-base-cased", [1, 4, 8], [8, 32, 128]):
        print(row)
