import tensorflow as tf
import tensorflow_datasets as tfds

IMAGE_SIZE = (224, 224)


def _decode(step):
    img = tf.io.decode_jpeg(step["observation"]["image"], channels=3)
    img = tf.image.resize(img, IMAGE_SIZE)
    return {"image": tf.cast(img, tf.uint8),
            "instruction": step["language_instruction"],
            "action": tf.cast(step["action"], tf.float32)}


def episode_dataset(name, data_dir, split="train"):
    builder = tfds.builder(name, data_dir=data_dir)
    ds = builder.as_dataset(split=split, shuffle_files=True)
    return ds.flat_map(lambda ep: ep["steps"]).map(_decode, num_parallel_calls=tf.data.AUTOTUNE)


def make_interleaved_dataset(mixture, data_dir, batch_size):
    datasets = [episode_dataset(n, data_dir) for n, _ in mixture]
    weights = [w for _, w in mixture]
    ds = tf.data.Dataset.sample_from_datasets([d.repeat() for d in datasets], weights=weights)
    ds = ds.shuffle(256_000)
    ds = ds.batch(batch_size, drop_remainder=True)
    return ds.prefetch(tf.data.AUTOTUNE)
