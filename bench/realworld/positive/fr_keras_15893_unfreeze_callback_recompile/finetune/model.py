import tensorflow as tf


def build_classifier(num_classes, image_size=224, freeze_bn=True):
    base = tf.keras.applications.EfficientNetB0(
        include_top=False, weights="imagenet", input_shape=(image_size, image_size, 3)
    )
    base.trainable = False
    inputs = tf.keras.Input((image_size, image_size, 3))
    x = base(inputs, training=False)
    x = tf.keras.layers.GlobalAveragePooling2D()(x)
    x = tf.keras.layers.Dropout(0.3)(x)
    outputs = tf.keras.layers.Dense(num_classes, activation="softmax")(x)
    model = tf.keras.Model(inputs, outputs, name="effnet_classifier")
    model.freeze_bn = freeze_bn
    return model


def make_optimizer(lr):
    return tf.keras.optimizers.Adam(learning_rate=lr)
