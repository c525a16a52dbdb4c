# source: https://theneuralbase.com/keras/learn/intermediate/gradual-unfreezing/
# symptom: none: each stage unfreezes one more block and must recompile for the `trainable` change to apply; a few stages, one fit each
# note: gradual unfreezing as the tutorial describes it: the recompile per stage is what applies the new trainable flags (Keras requires it), once per stage, not per batch
import keras

base = keras.applications.MobileNetV2(input_shape=(224, 224, 3), include_top=False, weights="imagenet")
base.trainable = False
model = keras.Sequential([base, keras.layers.GlobalAveragePooling2D(), keras.layers.Dense(5)])
train_ds = keras.utils.image_dataset_from_directory("flowers/train", image_size=(224, 224))
val_ds = keras.utils.image_dataset_from_directory("flowers/val", image_size=(224, 224))

blocks = [layer.name for layer in base.layers if layer.name.endswith("_add")][::-1]
for stage, until in enumerate([None, *blocks[:3]]):
    if until is not None:
        for layer in base.layers[base.layers.index(base.get_layer(until)):]:
            layer.trainable = True
    model.compile(optimizer=keras.optimizers.Adam(1e-3 / (10**stage)),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
    model.fit(train_ds, validation_data=val_ds, epochs=2)
