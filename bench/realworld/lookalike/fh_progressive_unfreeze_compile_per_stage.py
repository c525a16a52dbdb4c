# source: https://github.com/Alejogb1/job-board/blob/HEAD/gpu-blog-data/how-to-progressively-unfreeze-layers-in-a-tensorflow.md
# note: the post writes the stages out one after another; here the same stages run in a loop over (layers to unfreeze, learning rate); the model is built once before the loop; moved to lookalike/ after the untuned measurement: Keras applies a `trainable` change only at the next `compile()` (its transfer-learning guide), so one compile per unfreezing stage is required, the staged fine-tuning exemption TFM013's docs give; the blog post reports no growth
import tensorflow as tf

base = tf.keras.applications.MobileNetV2(input_shape=(160, 160, 3), include_top=False, weights="imagenet")
model = tf.keras.Sequential([
    base,
    tf.keras.layers.GlobalAveragePooling2D(),
    tf.keras.layers.Dense(5, activation="softmax"),
])

train_ds = tf.keras.utils.image_dataset_from_directory("flowers/train", image_size=(160, 160), batch_size=32)
val_ds = tf.keras.utils.image_dataset_from_directory("flowers/val", image_size=(160, 160), batch_size=32)

STAGES = [(1, 1e-4), (20, 5e-5), (60, 1e-5), (len(base.layers), 5e-6)]

for n_trainable, lr in STAGES:
    for layer in base.layers[:-n_trainable]:
        layer.trainable = False
    for layer in base.layers[-n_trainable:]:
        layer.trainable = True
    model.compile(optimizer=tf.keras.optimizers.Adam(learning_rate=lr),
                  loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    model.fit(train_ds, validation_data=val_ds, epochs=5)
