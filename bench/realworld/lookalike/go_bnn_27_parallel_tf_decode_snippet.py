# source: https://github.com/matpalm/bnn/issues/27
# symptom: performance review of the bee-detector input pipeline (map calls with num_parallel_calls=8)
# note: every map runs TensorFlow image ops only, with num_parallel_calls=8; no Python function is mapped, so the parallelism is far below any bound that would matter for memory (snippet, imports elsewhere)
def decode_images(filename, label_filename):
    image = tf.image.decode_png(tf.io.read_file(filename), channels=3)
    label = tf.image.decode_png(tf.io.read_file(label_filename), channels=1)
    return tf.image.convert_image_dtype(image, tf.float32), tf.cast(label, tf.float32) / 255.0


def random_crop(image, label, size=256):
    stacked = tf.concat([image, label], axis=-1)
    stacked = tf.image.random_crop(stacked, (size, size, 4))
    return stacked[..., :3], stacked[..., 3:]


def augment(image, label):
    flip = tf.random.uniform(()) > 0.5
    image = tf.cond(flip, lambda: tf.image.flip_left_right(image), lambda: image)
    label = tf.cond(flip, lambda: tf.image.flip_left_right(label), lambda: label)
    image = tf.image.random_brightness(image, 0.1)
    return image, label


def img_xys_iterator(image_dir, label_dir, batch_size):
    names = sorted(os.listdir(image_dir))
    ds = tf.data.Dataset.from_tensor_slices(([os.path.join(image_dir, n) for n in names],
                                             [os.path.join(label_dir, n) for n in names]))
    ds = ds.shuffle(len(names)).repeat()
    ds = ds.map(decode_images, num_parallel_calls=8)
    ds = ds.map(random_crop, num_parallel_calls=8)
    ds = ds.map(augment, num_parallel_calls=8)
    return ds.batch(batch_size).prefetch(4)
