import tensorflow as tf

NUM_POINT = 8192


def parse_fn(record):
    feats = tf.parse_single_example(record, {
        "xyz_raw": tf.FixedLenFeature([], tf.string),
        "rgb_raw": tf.FixedLenFeature([], tf.string),
        "seg_label": tf.FixedLenFeature([], tf.string),
    })
    xyz = tf.reshape(tf.decode_raw(feats["xyz_raw"], tf.float32), [-1, 3])
    rgb = tf.reshape(tf.decode_raw(feats["rgb_raw"], tf.float32), [-1, 3])
    label = tf.decode_raw(feats["seg_label"], tf.int32)
    idx = tf.random_shuffle(tf.range(tf.shape(xyz)[0]))[:NUM_POINT]
    return tf.concat([tf.gather(xyz, idx), tf.gather(rgb, idx)], axis=-1), tf.gather(label, idx)


def input_fn(filelist, batch_size, buffer_size):
    dataset = tf.data.TFRecordDataset(filelist)
    dataset = dataset.shuffle(buffer_size=buffer_size)
    dataset = dataset.map(parse_fn, num_parallel_calls=4)
    return dataset.padded_batch(batch_size, padded_shapes=([NUM_POINT, 6], [NUM_POINT]))
