# source: https://github.com/tensorflow/tensorflow/issues/48878
# symptom: training a patch-based vision transformer with model.fit fails with "ValueError: tf.function-decorated function tried to create variables on non-first call"; model.summary() shows the custom transformer layers with 0 parameters
# expect: TFM014 32
# expect: TFM014 33
# note: the custom transformer layer builds its normalization, attention and MLP layers inside call(), so every trace of the training function creates new layers (and new variables)
import tensorflow as tf
from tensorflow.keras import layers

NUM_HEADS = 4
PROJECTION_DIM = 64


class PatchEncoder(layers.Layer):
    def __init__(self, num_patches, projection_dim, **kwargs):
        super().__init__(**kwargs)
        self.num_patches = num_patches
        self.projection = layers.Dense(projection_dim)
        self.position_embedding = layers.Embedding(input_dim=num_patches, output_dim=projection_dim)

    def call(self, patch):
        positions = tf.range(start=0, limit=self.num_patches, delta=1)
        return self.projection(patch) + self.position_embedding(positions)


class transformer(layers.Layer):
    def __init__(self, depth=2, **kwargs):
        super().__init__(**kwargs)
        self.depth = depth

    def call(self, x):
        for _ in range(self.depth):
            x1 = layers.LayerNormalization(epsilon=1e-6)(x)
            attention_output = layers.MultiHeadAttention(
                num_heads=NUM_HEADS, key_dim=PROJECTION_DIM, dropout=0.1
            )(x1, x1)
            x2 = layers.Add()([attention_output, x])
            x3 = layers.LayerNormalization(epsilon=1e-6)(x2)
            x3 = layers.Dense(PROJECTION_DIM * 2, activation=tf.nn.gelu)(x3)
            x3 = layers.Dense(PROJECTION_DIM)(x3)
            x = layers.Add()([x3, x2])
        return x


def patchify(images, patch_size):
    patches = tf.image.extract_patches(
        images, sizes=[1, patch_size, patch_size, 1], strides=[1, patch_size, patch_size, 1], rates=[1, 1, 1, 1], padding="VALID"
    )
    return tf.reshape(patches, [tf.shape(images)[0], -1, patches.shape[-1]])


def build_model(num_classes=100):
    inputs = layers.Input(shape=(32, 32, 3))
    augmented = layers.Resizing(72, 72)(inputs)
    patches = layers.Lambda(lambda t: patchify(t, 4))(augmented)
    encoded = PatchEncoder(324, PROJECTION_DIM)(patches)
    encoded = transformer()(encoded)
    pooled = layers.GlobalAveragePooling1D()(encoded)
    outputs = layers.Dense(num_classes)(pooled)
    return tf.keras.Model(inputs, outputs)


if __name__ == "__main__":
    (x_train, y_train), (x_test, y_test) = tf.keras.datasets.cifar100.load_data()
    model = build_model()
    model.compile(optimizer="adam", loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
    model.summary()
    model.fit(x_train, y_train, batch_size=256, epochs=10, validation_split=0.1)
