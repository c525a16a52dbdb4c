import numpy as np
import tensorflow as tf
import tensorflow_hub as hub

MODULE_URL = "https://tfhub.dev/google/universal-sentence-encoder/1"

graph = tf.Graph()
with graph.as_default():
    module = hub.Module(MODULE_URL)
session = tf.Session(graph=graph)
with graph.as_default():
    session.run([tf.global_variables_initializer(), tf.tables_initializer()])


def encode(sentences):
    with graph.as_default():
        embeddings = module(sentences)
        return np.asarray(session.run(embeddings))
