# source: https://github.com/captain-pool/GSOC/pull/35
# symptom: ESRGAN input pipeline: augmentation has to produce new images every iteration while the expensive resizing is cached
# note: pure-TF map functions (no py_function), a file-backed cache placed before the random augmentation, a small shuffle buffer and AUTOTUNE prefetch: the cache does not hold Python-function outputs in memory and the augmentation still changes every epoch
import tensorflow as tf
import tensorflow_datasets as tfds

AUTOTUNE = tf.data.experimental.AUTOTUNE


def augment_image(image_lr, image_hr):
    flip = tf.random.uniform([]) > 0.5
    image_lr = tf.cond(flip, lambda: tf.image.flip_left_right(image_lr), lambda: image_lr)
    image_hr = tf.cond(flip, lambda: tf.image.flip_left_right(image_hr), lambda: image_hr)
    k = tf.random.uniform([], 0, 4, dtype=tf.int32)
    return tf.image.rot90(image_lr, k), tf.image.rot90(image_hr, k)


def load_dataset(name, hr_size, scale=4, batch_size=16, iterations=100000,
                 cache_dir="cache/div2k", shuffle=True, augment=True):
    def low_res_map_fn(example):
        hr = tf.image.resize(tf.cast(example["hr"], tf.float32), hr_size)
        lr = tf.image.resize(hr, [hr_size[0] // scale, hr_size[1] // scale], method="bicubic")
        return tf.clip_by_value(lr, 0, 255), hr

    dataset = tfds.load(name, split="train")
    dataset = (dataset.map(low_res_map_fn, num_parallel_calls=AUTOTUNE)
               .cache(cache_dir))
    if shuffle:
        dataset = dataset.shuffle(1024, reshuffle_each_iteration=True)
    dataset = dataset.repeat(iterations)
    if augment:
        dataset = dataset.map(augment_image, num_parallel_calls=AUTOTUNE)
    return dataset.batch(batch_size).prefetch(AUTOTUNE)
