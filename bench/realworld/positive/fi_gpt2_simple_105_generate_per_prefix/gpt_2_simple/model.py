import tensorflow.compat.v1 as tf


def model(hparams, X, past=None, scope="model", reuse=tf.AUTO_REUSE):
    with tf.variable_scope(scope, reuse=reuse):
        wte = tf.get_variable("wte", [hparams["n_vocab"], hparams["n_embd"]])
        h = tf.gather(wte, X)
        for layer in range(hparams["n_layer"]):
            h = h + tf.layers.dense(tf.nn.gelu(tf.layers.dense(h, 4 * hparams["n_embd"], name="fc%d" % layer)),
                                    hparams["n_embd"], name="proj%d" % layer)
        logits = tf.matmul(h, wte, transpose_b=True)
        presents = tf.zeros([tf.shape(X)[0], hparams["n_layer"], 2, hparams["n_head"], tf.shape(X)[1], 1])
    return logits, presents
