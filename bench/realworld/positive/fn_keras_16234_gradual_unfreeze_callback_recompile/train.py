import tensorflow as tf

from finetune.callbacks import GradualUnfreeze

IMG = 224
train_ds = tf.keras.utils.image_dataset_from_directory("data/train", image_size=(IMG, IMG), label_mode="categorical")
val_ds = tf.keras.utils.image_dataset_from_directory("data/val", image_size=(IMG, IMG), label_mode="categorical")

backbone = tf.keras.applications.EfficientNetB0(include_top=False, weights="imagenet", input_shape=(IMG, IMG, 3))
backbone.trainable = False

inputs = tf.keras.Input((IMG, IMG, 3))
x = backbone(inputs, training=False)
x = tf.keras.layers.GlobalAveragePooling2D()(x)
outputs = tf.keras.layers.Dense(train_ds.element_spec[1].shape[-1], activation="softmax")(x)
model = tf.keras.Model(inputs, outputs)

model.compile(optimizer=tf.keras.optimizers.Adam(1e-3), loss="categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=20, callbacks=[GradualUnfreeze(backbone)])
