# source: https://github.com/tensorflow/tensorflow/issues/36504
# symptom: "ValueError when trying to speed up model by decorating tf.function": the model-building function creates its layers (and their variables) inside the decorated function, so the second call fails
# expect: TFM014 12
# expect: TFM014 17
# note: the report decorates the function that builds and applies the layers (ModelTest) and calls it on every batch; star import of the layers as in the user's script, tf and the batch iterator defined elsewhere

from tensorflow.keras.layers import *


@tf.function
def ModelTest(input_layer):
    x = Conv2D(32, 3, padding="same", activation="relu")(input_layer)
    x = BatchNormalization()(x)
    x = Conv2D(64, 3, strides=2, padding="same", activation="relu")(x)
    x = BatchNormalization()(x)
    x = GlobalAveragePooling2D()(x)
    return Dense(10, activation="softmax")(x)


for step in range(1000):
    input_layer = next(batches)
    output = ModelTest(input_layer)
    if step % 100 == 0:
        print(step, output.shape)
