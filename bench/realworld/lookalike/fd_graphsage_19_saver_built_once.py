# source: https://github.com/williamleif/GraphSAGE/issues/19
# symptom: saving the trained GraphSAGE model on a graph with millions of nodes fails with "ValueError: GraphDef cannot be larger than 2GB" (the graph embeds the large adjacency data as constants)
# note: look-alike: the reporter's saving code: the tf.train.Saver is built once before the epoch loop and only its save method is called inside the loop, so the loop adds no ops; the 2 GB limit was hit because of constants baked into the graph when it was built, not per iteration
import os

import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()


def log_dir():
    return os.path.join("sup-ppi", "graphsage_mean")


def train(model, minibatch, placeholders, epochs=10):
    sess = tf.Session()
    sess.run(tf.global_variables_initializer(), feed_dict={placeholders["adj_info_ph"]: minibatch.adj})
    saver = tf.train.Saver()
    total_steps = 0
    for epoch in range(epochs):
        minibatch.shuffle()
        while not minibatch.end():
            feed_dict, _ = minibatch.next_minibatch_feed_dict()
            feed_dict.update({placeholders["dropout"]: 0.5})
            sess.run([model.opt_op, model.loss], feed_dict=feed_dict)
            total_steps += 1
        saver.save(sess, os.path.join(log_dir(), "model.ckpt"), global_step=total_steps)
    sess.close()
