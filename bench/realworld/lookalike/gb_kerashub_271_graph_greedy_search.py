# source: https://github.com/keras-team/keras-hub/pull/271
# note: the PR's fix: greedy search runs as a tf.while_loop with shape invariants inside one tf.function whose input_signature has a None sequence dimension, and prompts are passed as tensors; the Python loop over requests calls it with different prompt lengths without new traces.
import tensorflow as tf

from textgen.mini_gpt import load_mini_gpt
from textgen.tokenizer import load_tokenizer

model = load_mini_gpt("checkpoints/mini_gpt")
tokenizer = load_tokenizer("checkpoints/vocab.txt")
MAX_LENGTH = 128


@tf.function(input_signature=[tf.TensorSpec([None, None], tf.int32)])
def greedy_search(prompt):
    def cond(p):
        return tf.shape(p)[-1] < MAX_LENGTH

    def body(p):
        logits = model(p, training=False)[:, -1, :]
        next_token = tf.argmax(logits, axis=-1, output_type=tf.int32)
        return (tf.concat([p, next_token[:, None]], axis=-1),)

    (out,) = tf.while_loop(cond, body, loop_vars=(prompt,),
                           shape_invariants=(tf.TensorShape([None, None]),))
    return out


if __name__ == "__main__":
    with open("prompts.txt") as fh:
        for line in fh:
            ids = tf.constant([tokenizer.encode(line.strip())], dtype=tf.int32)
            print(tokenizer.decode(greedy_search(ids)[0].numpy()))
