import numpy as np
import tensorflow as tf

from .utils import other_classes


def jacobian_graph(logits, x, nb_classes):
    """One gradient tensor per class: d logits[:, c] / d x."""
    grads = []
    for class_ind in range(nb_classes):
        derivatives, = tf.gradients(logits[:, class_ind], x)
        grads.append(derivatives)
    return grads


def jsma(sess, x, logits, sample, target, theta=1.0, gamma=0.1, nb_classes=10):
    """Jacobian-based saliency map attack on a single sample."""
    grads = jacobian_graph(logits, x, nb_classes)
    adv = np.copy(sample)
    max_iters = int(np.floor(np.prod(adv.shape[1:]) * gamma / 2))
    search_domain = set(range(int(np.prod(adv.shape[1:]))))
    for _ in range(max_iters):
        preds, jac = sess.run([logits, grads], feed_dict={x: adv})
        if np.argmax(preds) == target or len(search_domain) < 2:
            break
        jac = np.asarray(jac).reshape(nb_classes, -1)
        target_grad = jac[target]
        other_grad = jac[other_classes(nb_classes, target)].sum(axis=0)
        scores = np.where(target_grad > 0, target_grad, 0) * np.abs(np.minimum(other_grad, 0))
        best = max(search_domain, key=lambda i: scores[i])
        flat = adv.reshape(-1)
        flat[best] = np.clip(flat[best] + theta, 0.0, 1.0)
        adv = flat.reshape(adv.shape)
        search_domain.discard(best)
    return adv
