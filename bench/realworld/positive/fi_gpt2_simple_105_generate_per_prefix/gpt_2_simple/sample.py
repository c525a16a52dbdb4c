import tensorflow.compat.v1 as tf


def top_k_logits(logits, k):
    values, _ = tf.nn.top_k(logits, k=k)
    min_values = values[:, -1, tf.newaxis]
    return tf.where(logits < min_values, tf.ones_like(logits) * -1e10, logits)


def sample_sequence(model_fn, length, context, temperature=1.0, top_k=40):
    def step(tokens, past=None):
        logits, presents = model_fn(tokens, past=past)
        return logits[:, -1, :] / tf.cast(temperature, tf.float32), presents

    def body(past, prev, output):
        logits, presents = step(prev[:, tf.newaxis], past=past)
        samples = tf.random.categorical(top_k_logits(logits, top_k), num_samples=1, dtype=tf.int32)
        return [tf.concat([past, presents], axis=-2), samples[:, 0], tf.concat([output, samples], axis=1)]

    _, presents = step(context[:, :-1])
    _, _, tokens = tf.while_loop(
        cond=lambda *args: True, body=body, maximum_iterations=length,
        loop_vars=[presents, context[:, -1], context], back_prop=False)
    return tokens
