# source: https://github.com/keras-team/keras-io/issues/2385
# note: the EfficientNet fine-tuning tutorial discussed in the thread: unfreeze_model() unfreezes the top 20 layers (BatchNormalization stays frozen) and recompiles with a lower learning rate; it is called exactly once, between the two training phases, so compile never runs in a loop
import tensorflow as tf
from tensorflow import keras
from tensorflow.keras import layers

IMG_SIZE = 224
NUM_CLASSES = 120


def build_model(num_classes):
    inputs = layers.Input(shape=(IMG_SIZE, IMG_SIZE, 3))
    model = keras.applications.EfficientNetB0(include_top=False, input_tensor=inputs, weights="imagenet")
    model.trainable = False
    x = layers.GlobalAveragePooling2D(name="avg_pool")(model.output)
    x = layers.BatchNormalization()(x)
    x = layers.Dropout(0.2, name="top_dropout")(x)
    outputs = layers.Dense(num_classes, activation="softmax", name="pred")(x)
    model = keras.Model(inputs, outputs, name="EfficientNet")
    model.compile(optimizer=keras.optimizers.Adam(learning_rate=1e-2), loss="categorical_crossentropy", metrics=["accuracy"])
    return model


def unfreeze_model(model, n_layers=20, learning_rate=1e-5):
    for layer in model.layers[-n_layers:]:
        if not isinstance(layer, layers.BatchNormalization):
            layer.trainable = True
    model.compile(optimizer=keras.optimizers.Adam(learning_rate=learning_rate), loss="categorical_crossentropy", metrics=["accuracy"])
    return model


def main():
    ds_train = keras.utils.image_dataset_from_directory("stanford_dogs/train", image_size=(IMG_SIZE, IMG_SIZE), label_mode="categorical")
    ds_test = keras.utils.image_dataset_from_directory("stanford_dogs/test", image_size=(IMG_SIZE, IMG_SIZE), label_mode="categorical")
    model = build_model(NUM_CLASSES)
    model.fit(ds_train, epochs=25, validation_data=ds_test)
    model = unfreeze_model(model)
    model.fit(ds_train, epochs=4, validation_data=ds_test)


if __name__ == "__main__":
    main()
