import tensorflow as tf

WINDOW = 256
SHIFT = 16
N_COLS = 9


def _split_xy(window):
    x = window[:-1, :-1]
    y = window[-1, -1]
    return x, y


def map_file_to_xy_dataset(path):
    columns = [tf.float32] * N_COLS
    ds = tf.data.experimental.CsvDataset(path, columns, header=True)
    ds = ds.map(lambda *row: tf.stack(row))
    ds = ds.window(WINDOW + 1, shift=SHIFT, drop_remainder=True)
    ds = ds.flat_map(lambda w: w.batch(WINDOW + 1))
    ds = ds.map(_split_xy, num_parallel_calls=128)
    return ds


def make_xy_dataset(file_pattern, batch_size=64, cycle_length=8):
    files = tf.data.Dataset.list_files(file_pattern, shuffle=True)
    ds = files.interleave(map_file_to_xy_dataset,
                          cycle_length=cycle_length,
                          num_parallel_calls=cycle_length)
    ds = ds.shuffle(2048).batch(batch_size)
    return ds.prefetch(tf.data.AUTOTUNE)
