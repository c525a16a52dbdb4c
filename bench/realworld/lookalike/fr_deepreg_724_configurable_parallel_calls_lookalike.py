# source: https://github.com/DeepRegNet/DeepReg/pull/724
# note: correct: num_parallel_calls comes from the YAML config (the PR makes it configurable, with -1 meaning AUTOTUNE), the mapped preprocessing functions are pure TensorFlow ops with no py_function, and the shuffle buffer is a small multiple of the batch size
import tensorflow as tf
import yaml


def normalise(moving, fixed):
    def _minmax(x):
        return (x - tf.reduce_min(x)) / (tf.reduce_max(x) - tf.reduce_min(x) + 1e-6)

    return _minmax(moving), _minmax(fixed)


def random_intensity(moving, fixed, scale=0.1):
    factor = tf.random.uniform([], 1.0 - scale, 1.0 + scale)
    return moving * factor, fixed


def get_dataset_and_preprocess(pairs, config):
    pre = config["train"]["preprocess"]
    num_parallel_calls = pre.get("num_parallel_calls", 1)
    if num_parallel_calls == -1:
        num_parallel_calls = tf.data.AUTOTUNE
    ds = tf.data.Dataset.from_tensor_slices(pairs)
    ds = ds.map(normalise, num_parallel_calls=num_parallel_calls)
    ds = ds.shuffle(pre["batch_size"] * pre["shuffle_buffer_num_batch"])
    ds = ds.map(random_intensity, num_parallel_calls=num_parallel_calls)
    return ds.batch(pre["batch_size"], drop_remainder=True).prefetch(tf.data.AUTOTUNE)


if __name__ == "__main__":
    with open("config/test/affine.yaml") as f:
        config = yaml.safe_load(f)
    moving = tf.random.uniform((8, 32, 32, 32))
    fixed = tf.random.uniform((8, 32, 32, 32))
    for m, f in get_dataset_and_preprocess((moving, fixed), config).take(1):
        print(m.shape, f.shape)
