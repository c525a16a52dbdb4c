"""Small MLP that pre-calls easy candidates before the big CNN runs."""
import numpy as np
import tensorflow as tf

GENOTYPE_CLASSES = ("hom_ref", "het", "hom_alt")


def load_classifier(path):
    return tf.keras.models.load_model(path, compile=False)


def classify(classifier, examples, batch_size):
    probs = classifier.predict(examples, batch_size=batch_size, verbose=0)
    return np.asarray(probs)


def passes_confidence_threshold(probs, threshold):
    return probs.max(axis=-1) >= threshold


def accepted_calls(candidates, probs, threshold):
    keep = passes_confidence_threshold(probs, threshold)
    calls = []
    for cand, p, ok in zip(candidates, probs, keep):
        if ok:
            calls.append((cand, GENOTYPE_CLASSES[int(np.argmax(p))], float(p.max())))
    return calls
