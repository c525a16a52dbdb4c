# source: https://github.com/Young768/test-tf
# symptom: (from the code pattern; the script is a GPU-allocator debugging repro) a fresh tf.Variable is allocated on every iteration and handed to the compiled step, so each iteration reallocates device memory under cuda_malloc_async instead of reusing one buffer
# expect: TFM002 35
# note: keeps the repository's debug.py shape: TF_GPU_ALLOCATOR set to cuda_malloc_async, a tf.function that chains multiplies, and a loop that rebinds input_tensor to a new tf.Variable each time instead of creating it once and assigning to it.
import argparse
import os

os.environ["TF_GPU_ALLOCATOR"] = "cuda_malloc_async"

import tensorflow as tf


@tf.function
def step(tensor):
    out = tensor
    for _ in range(6):
        out = tf.multiply(out, 2.0)
    return out


def report_memory(tag):
    gpus = tf.config.list_physical_devices("GPU")
    if gpus:
        info = tf.config.experimental.get_memory_info("GPU:0")
        print(f"{tag}: current={info['current'] / 1e6:.1f} MB peak={info['peak'] / 1e6:.1f} MB")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--iterations", type=int, default=40)
    parser.add_argument("--size", type=int, default=1024)
    args = parser.parse_args()

    for i in range(args.iterations):
        input_tensor = tf.Variable(initial_value=tf.ones([args.size, args.size]))
        output_tensor = step(input_tensor)
        print(i, float(tf.reduce_mean(output_tensor)))
        if i % 10 == 0:
            report_memory(f"iteration {i}")


if __name__ == "__main__":
    main()
