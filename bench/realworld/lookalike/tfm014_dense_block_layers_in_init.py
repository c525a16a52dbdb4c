# source: https://github.com/calmiLovesAI/Basic_CNNs_TensorFlow2/issues/13
# symptom: none: every BottleNeck layer is created once in __init__; call() only uses them
# note: the fix posted in the thread: build the layer list in the constructor instead of inside call()
import tensorflow as tf

from models.densenet import BottleNeck, build_densenet
from data import cifar10_datasets

train_ds, val_ds = cifar10_datasets(batch_size=64)


class DenseBlock(tf.keras.layers.Layer):
    def __init__(self, num_layers, growth_rate, drop_rate, name=None):
        super().__init__(name=name)
        self.model_list = [BottleNeck(growth_rate=growth_rate, drop_rate=drop_rate) for _ in range(num_layers)]

    def call(self, inputs, training=None, **kwargs):
        x = inputs
        for layer in self.model_list:
            y = layer(x, training=training)
            x = tf.concat([x, y], axis=-1)
        return x


model = build_densenet(block=DenseBlock)
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=30,
          callbacks=[tf.keras.callbacks.ModelCheckpoint("densenet.h5", save_best_only=True)])
