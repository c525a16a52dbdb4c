"""Next-token function for a small GPT-style model."""
import tensorflow as tf

from textgen.mini_gpt import load_mini_gpt

model = load_mini_gpt("checkpoints/mini_gpt")


@tf.function
def token_probability_fn(inputs):
    logits = model(inputs, training=False)
    return tf.nn.softmax(logits[:, -1, :], axis=-1)
