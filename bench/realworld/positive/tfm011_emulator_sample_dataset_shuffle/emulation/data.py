import tensorflow as tf

SAMPLES_PER_TILE = 2304


def netcdf_dataset(paths, read_fn):
    files = tf.data.Dataset.from_tensor_slices(paths)
    return files.interleave(lambda p: tf.data.Dataset.from_tensor_slices(read_fn(p)),
                            num_parallel_calls=tf.data.AUTOTUNE)


def get_sample_dataset(paths, read_fn, n_files=40):
    ds = netcdf_dataset(paths[:n_files], read_fn)
    return ds.shuffle(buffer_size=1_000_000)


def get_train_dataset(paths, read_fn, batch_size=512):
    ds = netcdf_dataset(paths, read_fn).prefetch(tf.data.AUTOTUNE)
    return ds.shuffle(SAMPLES_PER_TILE * 6).batch(batch_size)
