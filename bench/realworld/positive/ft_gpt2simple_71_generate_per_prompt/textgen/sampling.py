import tensorflow as tf

from textgen import gpt2_model


def build_lm(hparams, tokens, past=None):
    return gpt2_model.model(hparams=hparams, X=tokens, past=past, reuse=tf.AUTO_REUSE)


def _top_k(logits, k):
    if k == 0:
        return logits
    values, _ = tf.nn.top_k(logits, k=k)
    floor = values[:, -1, tf.newaxis]
    return tf.where(logits < floor, tf.ones_like(logits) * -1e10, logits)


def sample_sequence(hparams, length, context, temperature=1.0, top_k=0):
    n_vocab = hparams["n_vocab"]

    def step(tokens, past=None):
        out = build_lm(hparams, tokens, past=past)
        return out["logits"][:, :, :n_vocab], out["present"]

    with tf.name_scope("sample_sequence"):
        _, first_past = step(context[:, :-1])

        def body(past, prev, acc):
            logits, present = step(prev[:, tf.newaxis], past=past)
            logits = _top_k(logits[:, -1, :] / tf.to_float(temperature), top_k)
            nxt = tf.multinomial(logits, num_samples=1, output_dtype=tf.int32)
            return [tf.concat([past, present], axis=-2),
                    tf.squeeze(nxt, axis=[1]),
                    tf.concat([acc, nxt], axis=1)]

        _, _, tokens = tf.while_loop(
            cond=lambda *args: True,
            body=body,
            maximum_iterations=length,
            loop_vars=[first_past, context[:, -1], context],
            back_prop=False,
        )
    return tokens
