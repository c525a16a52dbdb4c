# source: https://github.com/Alejogb1/job-board/blob/HEAD/gpu-blog-data/how-to-progressively-unfreeze-layers-in-a-tensorflow.md
# symptom: none: the model is compiled once
# note: the post's first example: a loop only sets layer.trainable; compile and fit follow once, after the loop
import tensorflow as tf

base = tf.keras.applications.MobileNetV2(input_shape=(160, 160, 3), include_top=False, weights="imagenet")
model = tf.keras.Sequential([base, tf.keras.layers.GlobalAveragePooling2D(), tf.keras.layers.Dense(5, activation="softmax")])
train_ds = tf.keras.utils.image_dataset_from_directory("flowers/train", image_size=(160, 160), batch_size=32)

for layer in model.layers[:-1]:
    layer.trainable = False
model.layers[-1].trainable = True

model.compile(optimizer=tf.keras.optimizers.Adam(learning_rate=1e-4),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, epochs=10)
