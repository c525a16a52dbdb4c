# source: https://github.com/TensorSpeech/TensorFlowASR/issues/135
# symptom: memory goes up to 5 GB and freezes an 8 GB machine while training from file paths; the maintainer's answer is to set `cache: False`, after which memory stays at 4.5 GB
# expect: TFM005 26
# note: the slice (file path) variant: the Python featurizer runs through tf.numpy_function in map, then the optional in-memory cache keeps every extracted feature matrix
import functools

import numpy as np
import tensorflow as tf

AUTOTUNE = tf.data.AUTOTUNE


def preprocess(path, transcript, featurizer, tokenizer):
    signal = featurizer.read_raw_audio(path.decode("utf-8"))
    features = featurizer.extract(signal).astype(np.float32)
    label = np.asarray(tokenizer.encode(transcript.decode("utf-8")), dtype=np.int32)
    return features, label


def create_slice_dataset(entries, featurizer, tokenizer, batch_size, cache=False, shuffle=True):
    fn = functools.partial(preprocess, featurizer=featurizer, tokenizer=tokenizer)
    ds = tf.data.Dataset.from_tensor_slices(entries)
    ds = ds.map(lambda e: tf.numpy_function(fn, [e[0], e[1]], [tf.float32, tf.int32]),
                num_parallel_calls=AUTOTUNE)
    if cache:
        ds = ds.cache()
    if shuffle:
        ds = ds.shuffle(100, reshuffle_each_iteration=True)
    return ds.padded_batch(batch_size, padded_shapes=([None, 80], [None])).prefetch(AUTOTUNE)


def train(entries, featurizer, tokenizer, model, config):
    ds = create_slice_dataset(entries, featurizer, tokenizer, batch_size=2, cache=config["cache"])
    model.fit(ds, epochs=config["num_epochs"])
