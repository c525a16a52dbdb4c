import numpy as np
import tensorflow as tf

from .net import embedding_net

CHECKPOINT = "checkpoints/feature_net.ckpt"


def extract_features(session, images):
    """Embeddings for a batch of uint8 HxWx3 images."""
    batch = tf.image.resize_images(tf.constant(np.asarray(images, dtype=np.float32) / 255.0), (160, 160))
    embeddings = embedding_net(batch)
    saver = tf.train.Saver(tf.global_variables(scope="FeatureNet"))
    saver.restore(session, CHECKPOINT)
    return session.run(embeddings)
