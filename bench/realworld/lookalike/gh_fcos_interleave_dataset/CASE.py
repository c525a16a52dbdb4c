# source: https://github.com/srihari-humbarwadi/tensorflow_fcos
# symptom: (none; near-miss) high parallelism in tf.data pipelines is often blamed for peak memory
# note: as in the repository's BDD dataset function: TFRecord shards interleaved with cycle_length=16, the decode map runs pure-TF ops with num_parallel_calls=AUTOTUNE (no Python function), shuffle(512), prefetch(AUTOTUNE); all buffers are bounded and small.
