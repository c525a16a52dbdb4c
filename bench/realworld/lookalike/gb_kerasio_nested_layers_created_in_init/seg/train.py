"""Small encoder classifier trained with the built-in loop."""
import tensorflow as tf

from seg.blocks import ResidualDown


def build_model(num_classes=10):
    inputs = tf.keras.Input((64, 64, 3))
    x = tf.keras.layers.Conv2D(32, 3, padding="same")(inputs)
    for f in (32, 64, 128):
        x = ResidualDown(f)(x)
    x = tf.keras.layers.GlobalAveragePooling2D()(x)
    return tf.keras.Model(inputs, tf.keras.layers.Dense(num_classes)(x))


def main(train_ds, val_ds, epochs=30):
    model = build_model()
    model.compile(optimizer="adam",
                  loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
    model.fit(train_ds, validation_data=val_ds, epochs=epochs)
    model.save("encoder.keras")
    return model
