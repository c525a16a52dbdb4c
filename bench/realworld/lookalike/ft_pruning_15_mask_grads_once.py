# source: https://github.com/younghwanoh/impl-pruning-TF/issues/15
# symptom: worry that assigning in apply_prune_on_grads generates new ops on every retraining iteration so the graph grows (the reporter then retracts: 'never mind, there is no leaking')
# note: correct: apply_prune_on_grads (nested loops creating tf.constant and tf.multiply) is called once while the retraining graph is built; the retraining loop only runs the prebuilt train_step
import numpy as np
import tensorflow as tf

import papl
from model import build_lenet


def apply_prune_on_grads(grads_and_vars, dict_nzidx):
    for key, nzidx in dict_nzidx.items():
        for count, (grad, var) in enumerate(grads_and_vars):
            if var.name == key + ":0":
                nzidx_obj = tf.cast(tf.constant(nzidx), tf.float32)
                grads_and_vars[count] = (tf.multiply(nzidx_obj, grad), var)
    return grads_and_vars


def retrain(mnist, dict_nzidx, ckpt_in, ckpt_out, iterations=20000, lr=1e-4):
    x = tf.placeholder(tf.float32, [None, 784])
    y_ = tf.placeholder(tf.float32, [None, 10])
    keep_prob = tf.placeholder(tf.float32)
    logits = build_lenet(x, keep_prob)
    loss = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits_v2(labels=y_, logits=logits))
    accuracy = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), tf.argmax(y_, 1)), tf.float32))
    opt = tf.train.AdamOptimizer(lr)
    grads_and_vars = apply_prune_on_grads(opt.compute_gradients(loss), dict_nzidx)
    train_step = opt.apply_gradients(grads_and_vars)
    saver = tf.train.Saver()
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        saver.restore(sess, ckpt_in)
        for i in range(iterations):
            batch = mnist.train.next_batch(50)
            if i % 100 == 0:
                acc = sess.run(accuracy, feed_dict={x: batch[0], y_: batch[1], keep_prob: 1.0})
                print("step %d, training accuracy %g" % (i, acc))
            sess.run(train_step, feed_dict={x: batch[0], y_: batch[1], keep_prob: 0.5})
        saver.save(sess, ckpt_out)


if __name__ == "__main__":
    mnist = papl.load_mnist()
    masks = {name: np.load("masks/%s.npy" % name) for name in papl.config.target_all_layer}
    retrain(mnist, masks, "model_ckpt_dense_pruned", "model_ckpt_sparse_retrained")
