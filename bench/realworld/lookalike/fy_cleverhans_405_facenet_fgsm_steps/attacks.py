import tensorflow.compat.v1 as tf


def fgsm_graph(model_fn, x, target_embedding, eps, clip_min=0.0, clip_max=1.0):
    """Builds one fast-gradient step that pulls x's embedding towards target_embedding."""
    embedding = model_fn(x)
    loss = tf.reduce_sum(tf.square(embedding - target_embedding), axis=1)
    grad, = tf.gradients(loss, x)
    adv_x = x - eps * tf.sign(grad)
    return tf.clip_by_value(adv_x, clip_min, clip_max), loss
