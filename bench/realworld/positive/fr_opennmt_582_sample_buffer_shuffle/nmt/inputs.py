import tensorflow as tf

from .pipeline import make_training_dataset


def make_inputs(config):
    vocab = tf.keras.layers.StringLookup(vocabulary=config["vocabulary"], mask_token=None)
    return make_training_dataset(
        config["train_features_file"],
        config["train_labels_file"],
        vocab,
        batch_size=config.get("batch_size", 4096),
    )
