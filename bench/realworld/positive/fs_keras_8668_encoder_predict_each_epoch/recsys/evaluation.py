import numpy as np


def recall_at_k(scores, heldout, k=20):
    top = np.argsort(-scores, axis=1)[:, :k]
    hits = np.take_along_axis(heldout, top, axis=1).sum(axis=1)
    return float(np.mean(hits / np.minimum(k, heldout.sum(axis=1).clip(min=1))))


def evaluate_latent(encoder, decoder_weights, x_val, heldout):
    """Score items from the latent codes of the validation users."""
    z = encoder.predict(x_val)
    w, b = decoder_weights
    scores = np.tanh(z @ w[0] + b[0]) @ w[1] + b[1]
    scores[x_val > 0] = -np.inf
    return recall_at_k(scores, heldout)
