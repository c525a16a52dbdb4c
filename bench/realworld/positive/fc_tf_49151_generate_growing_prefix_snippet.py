# source: https://github.com/tensorflow/tensorflow/issues/49151
# symptom: "5 out of the last 5 calls to restored_function_body triggered tf.function retracing"; the maintainer points to variable input and sequence lengths and recommends an input_signature
# expect: TFM007 17
# note: a snippet as posted in threads, without its imports: a text generator decorated with tf.function (no signature) is called once per generated token on the growing prefix, so every new length traces again
@tf.function
def next_token_logits(tokens):
    hidden = embed(tokens)
    for block in blocks:
        hidden = block(hidden)
    return head(hidden[:, -1, :])


def generate(prompt_ids, max_new=64, temperature=0.8):
    tokens = tf.constant([prompt_ids], dtype=tf.int32)
    out = list(prompt_ids)
    for i in range(max_new):
        logits = next_token_logits(tokens[:, : len(prompt_ids) + i])
        nxt = int(tf.random.categorical(logits / temperature, 1)[0, 0])
        out.append(nxt)
        tokens = tf.concat([tokens, [[nxt]]], axis=1)
    return out
