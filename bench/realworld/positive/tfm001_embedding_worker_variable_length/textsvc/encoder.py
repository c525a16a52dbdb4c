import tensorflow as tf

_encoder = None


def load(export_dir):
    global _encoder
    _encoder = tf.saved_model.load(export_dir)


@tf.function
def embed(token_ids):
    mask = tf.cast(tf.not_equal(token_ids, 0), tf.float32)
    hidden = _encoder.signatures["serving_default"](input_ids=token_ids)["last_hidden_state"]
    summed = tf.reduce_sum(hidden * mask[..., tf.newaxis], axis=1)
    return summed / tf.reduce_sum(mask, axis=1, keepdims=True)
