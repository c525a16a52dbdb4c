# source: https://github.com/eemlnv/metaflow_X5/blob/HEAD/augment.py
# note: NumPy/imgaug randomness is used, but only inside a function run by tf.py_function at iteration time (the map wraps it), so RandAugment draws fresh parameters for every batch instead of being evaluated once at trace time; the map uses AUTOTUNE, no literal parallelism, and there is no cache after it.
