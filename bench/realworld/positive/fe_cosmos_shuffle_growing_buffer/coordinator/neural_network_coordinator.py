import tensorflow as tf

from neural_network_util.dataset_builder import build_dataset
from neural_network_util.dataset_postprocess import post_build_ops

BATCH_SIZE = 64


def run(model, records_dir, epochs=30):
    train = build_dataset(f"{records_dir}/training_set-*")
    val = build_dataset(f"{records_dir}/val-*")
    train = post_build_ops(train, prefetch=tf.data.AUTOTUNE, batch_size=BATCH_SIZE)
    val = post_build_ops(val, prefetch=tf.data.AUTOTUNE, batch_size=BATCH_SIZE, test=True)
    return model.fit(train, validation_data=val, epochs=epochs)
