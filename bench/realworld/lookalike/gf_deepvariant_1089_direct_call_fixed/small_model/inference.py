"""Small MLP that pre-calls easy candidates before the big CNN runs."""
import numpy as np
import tensorflow as tf

GENOTYPE_CLASSES = ("hom_ref", "het", "hom_alt")


def load_classifier(path):
    return tf.keras.models.load_model(path, compile=False)


def classify(classifier, examples, batch_size):
    del batch_size  # each region's candidates run in a single forward pass
    return np.asarray(classifier(examples, training=False))


def accepted_calls(candidates, probs, threshold):
    confident = probs.max(axis=-1) >= threshold
    return [
        (cand, GENOTYPE_CLASSES[int(np.argmax(p))], float(p.max()))
        for cand, p, ok in zip(candidates, probs, confident)
        if ok
    ]
