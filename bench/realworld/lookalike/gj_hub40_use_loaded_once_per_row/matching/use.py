import numpy as np
import tensorflow_hub as hub

_USE = hub.load("pretrained/use/4")


def get_embeddings(texts):
    return _USE(texts).numpy()


def best_match(text, corpus_embeddings, corpus_ids):
    query = get_embeddings([text])
    sims = (corpus_embeddings @ query.T).ravel()
    best = int(np.argmax(sims))
    return corpus_ids[best], float(sims[best])


def embed_in_batches(texts, batch_size=256):
    chunks = []
    for start in range(0, len(texts), batch_size):
        chunks.append(get_embeddings(texts[start:start + batch_size]))
    return np.concatenate(chunks, axis=0) if chunks else np.zeros((0, 512), np.float32)


def normalize(matrix):
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return matrix / np.maximum(norms, 1e-12)
