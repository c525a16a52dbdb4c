import json
import os

import tensorflow as tf

import encoder
import model

MODEL_DIR = os.environ.get("MODEL_DIR", "checkpoint/run1")


def load_session():
    with open(os.path.join(MODEL_DIR, "hparams.json")) as f:
        hparams = json.load(f)
    sess = tf.Session(config=tf.ConfigProto(intra_op_parallelism_threads=2))
    warm = tf.placeholder(tf.int32, [1, None], name="warm_context")
    model.model(hparams=hparams, X=warm, reuse=tf.AUTO_REUSE)
    saver = tf.train.Saver()
    saver.restore(sess, tf.train.latest_checkpoint(MODEL_DIR))
    return sess, hparams, encoder.get_encoder(MODEL_DIR)


def _pick(logits, temperature, top_k):
    logits = logits / tf.cast(temperature, tf.float32)
    values, _ = tf.nn.top_k(logits, k=top_k)
    cut = values[:, -1:]
    logits = tf.where(logits < cut, tf.fill(tf.shape(logits), -1e10), logits)
    return tf.multinomial(logits, num_samples=1, output_dtype=tf.int32)


def generate_text(sess, hparams, enc, prefix, length=100, temperature=0.7, top_k=40):
    context = tf.placeholder(tf.int32, [1, None], name="context")

    def body(prev, tokens):
        out = model.model(hparams=hparams, X=tokens, reuse=tf.AUTO_REUSE)
        logits = out["logits"][:, -1, :hparams["n_vocab"]]
        nxt = _pick(logits, temperature, top_k)
        return [tf.squeeze(nxt, axis=[1]), tf.concat([tokens, nxt], axis=1)]

    _, tokens = tf.while_loop(
        cond=lambda *args: True,
        body=body,
        loop_vars=[context[:, -1], context],
        shape_invariants=[tf.TensorShape([1]), tf.TensorShape([1, None])],
        maximum_iterations=length,
        back_prop=False,
    )
    ids = enc.encode(prefix) or [enc.encoder["<|endoftext|>"]]
    out = sess.run(tokens, feed_dict={context: [ids]})
    return enc.decode(out[0].tolist())
