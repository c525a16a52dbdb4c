# source: https://github.com/tensorflow/tensorflow/issues/48878
# source: https://keras.io/examples/vision/image_classification_with_vision_transformer/
# note: the correct structure for the custom transformer block: every sub-layer is created once in __init__ and only called in call(), so the layer owns its weights and tracing the training function creates no new variables
import tensorflow as tf
from tensorflow.keras import layers


class TransformerBlock(layers.Layer):
    def __init__(self, num_heads=4, projection_dim=64, **kwargs):
        super().__init__(**kwargs)
        self.norm1 = layers.LayerNormalization(epsilon=1e-6)
        self.attention = layers.MultiHeadAttention(num_heads=num_heads, key_dim=projection_dim, dropout=0.1)
        self.add1 = layers.Add()
        self.norm2 = layers.LayerNormalization(epsilon=1e-6)
        self.mlp1 = layers.Dense(projection_dim * 2, activation=tf.nn.gelu)
        self.mlp2 = layers.Dense(projection_dim)
        self.add2 = layers.Add()

    def call(self, x):
        x1 = self.norm1(x)
        attention_output = self.attention(x1, x1)
        x2 = self.add1([attention_output, x])
        x3 = self.mlp2(self.mlp1(self.norm2(x2)))
        return self.add2([x3, x2])


def build_model(num_patches=64, patch_dim=48, num_classes=100):
    inputs = layers.Input(shape=(num_patches, patch_dim))
    x = layers.Dense(64)(inputs)
    for _ in range(2):
        x = TransformerBlock()(x)
    outputs = layers.Dense(num_classes)(layers.GlobalAveragePooling1D()(x))
    return tf.keras.Model(inputs, outputs)


model = build_model()
model.compile(optimizer="adam", loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True))
model.summary()
