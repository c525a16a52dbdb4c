# source: https://github.com/rakutentech/stAdv/issues/5
# symptom: the attack stops after ~2000 of 9913 images with what looks like a memory leak; with the graph finalized it shows tf.gradients() adding nodes on every call of the L-BFGS routine
# expect: TFM010 12
# note: lbfgs() builds the gradient op and runs the session; attack_all() calls it once per image
import numpy as np
import scipy.optimize
import tensorflow as tf


def lbfgs(loss, flows, flows_x0, feed_dict=None, sess=None, maxiter=50):
    """Minimise `loss` over `flows` with SciPy's L-BFGS-B; TensorFlow only evaluates loss and gradient."""
    grad_op = tf.gradients(loss, flows)[0]
    shape = flows_x0.shape

    def fun(x):
        feed = dict(feed_dict or {})
        feed[flows] = x.reshape(shape)
        value, grad = sess.run([loss, grad_op], feed_dict=feed)
        return value.astype(np.float64), grad.flatten().astype(np.float64)

    result = scipy.optimize.minimize(fun, flows_x0.flatten(), jac=True, method="L-BFGS-B",
                                     options={"maxiter": maxiter})
    return result.x.reshape(shape)


def attack_all(sess, images, targets, images_ph, targets_ph, flows_ph, adv_loss):
    flows_found = []
    for image, target in zip(images, targets):
        x0 = np.zeros((1, 2) + image.shape[:2], dtype=np.float32)
        flows = lbfgs(adv_loss, flows_ph, x0, feed_dict={images_ph: image[None], targets_ph: [target]}, sess=sess)
        flows_found.append(flows)
    return flows_found
