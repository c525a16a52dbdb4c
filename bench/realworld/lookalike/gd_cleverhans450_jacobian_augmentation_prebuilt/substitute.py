import numpy as np
import tensorflow as tf

from jacobian import jacobian_graph, jacobian_augmentation


def train_substitute(sess, x_ph, y_ph, sub_logits, train_op, oracle_predict, x_sub,
                     nb_classes=10, data_aug=6, epochs=10, lmbda=0.1):
    grads = jacobian_graph(sub_logits, x_ph, nb_classes)
    y_sub = oracle_predict(x_sub)
    for rho in range(data_aug):
        for _ in range(epochs):
            for start in range(0, len(x_sub), 32):
                sess.run(train_op, feed_dict={x_ph: x_sub[start:start + 32],
                                              y_ph: y_sub[start:start + 32]})
        if rho < data_aug - 1:
            lmbda_coef = 2 * int(int(rho / 3) != 0) - 1
            x_sub = jacobian_augmentation(sess, x_ph, x_sub, y_sub, grads, lmbda_coef * lmbda)
            y_sub = oracle_predict(x_sub)
        print("substitute augmentation round", rho, "size", len(x_sub))
    return x_sub
