import numpy as np
import tensorflow as tf
import tensorflow_hub as hub

USE_URL = "https://tfhub.dev/google/universal-sentence-encoder-large/3"


def load_encoder(url=USE_URL):
    return hub.Module(url)


def sentences_to_vectors(sentences, embed=None):
    if embed is None:
        embed = load_encoder()
    with tf.Session() as session:
        session.run([tf.global_variables_initializer(), tf.tables_initializer()])
        vectors = session.run(embed(sentences))
    return np.asarray(vectors)


def cosine_matrix(vectors):
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    unit = vectors / np.maximum(norms, 1e-8)
    return np.inner(unit, unit)
