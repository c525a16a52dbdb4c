import numpy as np
import tensorflow as tf
import tensorflow_hub as hub

ELMO = "https://tfhub.dev/google/elmo/2"


def read_texts(path, max_chars=50):
    with open(path, encoding="utf-8") as f:
        for row in f:
            parts = row.split(";", 1)
            if len(parts) > 1:
                yield parts[1].replace("\n", "")[:max_chars]


def embed_file(path, out_path, chunk_size=10, limit=None):
    vectors = []
    texts = []
    with tf.Session() as sess:
        for i, text in enumerate(read_texts(path)):
            if limit is not None and i >= limit:
                break
            texts.append(text)
            if len(texts) < chunk_size:
                continue
            elmo = hub.Module(ELMO, trainable=False)
            embeddings = elmo(texts, signature="default", as_dict=True)["default"]
            sess.run([tf.global_variables_initializer(), tf.tables_initializer()])
            vectors.append(sess.run(embeddings))
            texts = []
    matrix = np.concatenate(vectors, axis=0) if vectors else np.zeros((0, 1024))
    np.save(out_path, matrix)
    return matrix.shape
