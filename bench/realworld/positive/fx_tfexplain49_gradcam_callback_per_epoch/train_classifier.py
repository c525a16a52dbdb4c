import tensorflow as tf

from explain_callbacks import GradCAMCallback


def build_classifier(input_shape=(28, 28, 1), n_classes=10):
    inputs = tf.keras.Input(shape=input_shape)
    x = tf.keras.layers.Conv2D(32, 3, activation="relu")(inputs)
    x = tf.keras.layers.Conv2D(64, 3, activation="relu", name="target_layer")(x)
    x = tf.keras.layers.GlobalAveragePooling2D()(x)
    outputs = tf.keras.layers.Dense(n_classes, activation="softmax")(x)
    return tf.keras.Model(inputs, outputs)


if __name__ == "__main__":
    (x_train, y_train), (x_val, y_val) = tf.keras.datasets.mnist.load_data()
    x_train, x_val = x_train[..., None] / 255.0, x_val[..., None] / 255.0
    model = build_classifier()
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    callbacks = [GradCAMCallback(validation_data=(x_val[:16], None), layer_name="target_layer",
                                 class_index=0)]
    model.fit(x_train, y_train, batch_size=64, epochs=50, callbacks=callbacks)
