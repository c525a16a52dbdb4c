# source: https://github.com/dynastes-team/dynastes/issues/4
# symptom: test_layer() is called in a loop over attention configurations and defines the tf.function test_func inside, so every configuration creates and traces a new graph ("triggered tf.function retracing", slow test suite)
# expect: TFM006 19
# note: layer test helper; Keras layers come from a star import and the test class loops over the configurations in one test method
import itertools

import tensorflow as tf
from tensorflow.keras.layers import *


def build_attention(num_heads, key_dim, causal):
    query = Input(shape=(None, num_heads * key_dim))
    attended = MultiHeadAttention(num_heads=num_heads, key_dim=key_dim)(query, query, use_causal_mask=causal)
    return tf.keras.Model(query, LayerNormalization()(query + attended))


def test_layer(layer, inputs):

    @tf.function
    def test_func(x):
        with tf.GradientTape() as tape:
            tape.watch(x)
            y = layer(x, training=True)
        return y, tape.gradient(tf.reduce_sum(y), x)

    outputs, grads = test_func(inputs)
    assert outputs.shape == inputs.shape
    assert not bool(tf.reduce_any(tf.math.is_nan(grads)))
    return outputs


class AttentionLayersTest(tf.test.TestCase):
    def test_configurations(self):
        for num_heads, key_dim, causal in itertools.product((1, 2, 4), (8, 16), (False, True)):
            layer = build_attention(num_heads, key_dim, causal)
            test_layer(layer, tf.random.normal([2, 12, num_heads * key_dim]))


if __name__ == "__main__":
    tf.test.main()
