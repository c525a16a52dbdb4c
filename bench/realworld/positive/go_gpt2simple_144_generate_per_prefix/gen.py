import numpy as np
import tensorflow.compat.v1 as tf

from gpt2_lib import encoder, model as gpt2_model, sample

tf.disable_v2_behavior()


def start_session():
    return tf.Session(graph=tf.get_default_graph())


def load(sess, run_dir):
    hparams = gpt2_model.default_hparams()
    hparams.override_from_dict(np.load(run_dir + "/hparams.npy", allow_pickle=True).item())
    enc = encoder.get_encoder(run_dir)
    return hparams, enc


def generate(sess, hparams, enc, prefix, length=200, nsamples=2, batch_size=2, temperature=0.9):
    context = tf.placeholder(tf.int32, [batch_size, None])
    output = sample.sample_sequence(
        hparams=hparams, length=length, context=context,
        batch_size=batch_size, temperature=temperature, top_k=40)
    tokens = enc.encode(prefix)
    texts = []
    for _ in range(nsamples // batch_size):
        out = sess.run(output, feed_dict={context: batch_size * [tokens]})
        for row in out[:, len(tokens):]:
            texts.append(enc.decode(row))
    return texts
