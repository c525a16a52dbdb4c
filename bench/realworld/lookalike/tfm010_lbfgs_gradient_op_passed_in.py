# source: https://github.com/rakutentech/stAdv/issues/5
# source: https://github.com/rakutentech/stAdv/commit/26286a8e84b61d474a958735dcff8f70d31deccc
# note: resembles a leak: per-image L-BFGS attack that reuses one gradient op
# note: the maintainer's fix: the gradient op is built once by the caller and passed in as grad_op; the per-image helper only runs it. The helper keeps a fallback for callers that pass nothing, but this script always passes the prebuilt op
import numpy as np
import scipy.optimize
import tensorflow as tf


def lbfgs(loss, flows, flows_x0, feed_dict=None, grad_op=None, sess=None, maxiter=50):
    if grad_op is None:
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
    grad_op = tf.gradients(adv_loss, flows_ph)[0]
    sess.graph.finalize()
    found = []
    for image, target in zip(images, targets):
        x0 = np.zeros((1, 2) + image.shape[:2], dtype=np.float32)
        found.append(lbfgs(adv_loss, flows_ph, x0, feed_dict={images_ph: image[None], targets_ph: [target]},
                           grad_op=grad_op, sess=sess))
    return found
