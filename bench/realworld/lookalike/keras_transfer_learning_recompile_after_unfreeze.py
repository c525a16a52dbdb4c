# source: https://keras.io/guides/transfer_learning/
# note: the official transfer-learning guide compiles twice, once before and once after unfreezing the base model; neither compile is in a loop
import keras

base_model = keras.applications.Xception(weights="imagenet", input_shape=(150, 150, 3), include_top=False)
base_model.trainable = False

inputs = keras.Input(shape=(150, 150, 3))
x = keras.layers.Rescaling(scale=1 / 127.5, offset=-1)(inputs)
x = base_model(x, training=False)
x = keras.layers.GlobalAveragePooling2D()(x)
x = keras.layers.Dropout(0.2)(x)
outputs = keras.layers.Dense(1)(x)
model = keras.Model(inputs, outputs)

train_ds = keras.utils.image_dataset_from_directory("cats_vs_dogs/train", image_size=(150, 150))
val_ds = keras.utils.image_dataset_from_directory("cats_vs_dogs/val", image_size=(150, 150))

model.compile(optimizer=keras.optimizers.Adam(), loss=keras.losses.BinaryCrossentropy(from_logits=True),
              metrics=[keras.metrics.BinaryAccuracy()])
model.fit(train_ds, epochs=20, validation_data=val_ds)

base_model.trainable = True
model.compile(optimizer=keras.optimizers.Adam(1e-5), loss=keras.losses.BinaryCrossentropy(from_logits=True),
              metrics=[keras.metrics.BinaryAccuracy()])
model.fit(train_ds, epochs=10, validation_data=val_ds)
