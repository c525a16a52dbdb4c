# source: https://github.com/sicara/tf-explain/issues/8
# symptom: the library's callbacks slowed training because they predicted validation images one by one
# note: look-alike: the batched form the issue asks for: at the end of each epoch the callback runs one predict over all its validation images (one call per epoch, batched by predict) and logs the scores
import numpy as np
import tensorflow as tf


class ClassScoresCallback(tf.keras.callbacks.Callback):
    def __init__(self, validation_data, class_index, output_dir, max_images=64):
        super().__init__()
        images, _ = validation_data
        self.images = images[:max_images]
        self.class_index = class_index
        self.writer = tf.summary.create_file_writer(output_dir)

    def on_epoch_end(self, epoch, logs=None):
        probabilities = self.model.predict(self.images, batch_size=64, verbose=0)
        scores = probabilities[:, self.class_index]
        order = np.argsort(-scores)
        with self.writer.as_default():
            tf.summary.image("most_confident", self.images[order[:8]], step=epoch, max_outputs=8)
            tf.summary.histogram("class_scores", scores, step=epoch)


if __name__ == "__main__":
    (x_train, y_train), (x_val, y_val) = tf.keras.datasets.cifar10.load_data()
    x_train, x_val = x_train / 255.0, x_val / 255.0
    model = tf.keras.applications.MobileNetV2(input_shape=(32, 32, 3), weights=None, classes=10)
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    callback = ClassScoresCallback((x_val, y_val), class_index=3, output_dir="logs/scores")
    model.fit(x_train, y_train, epochs=20, batch_size=128, validation_data=(x_val, y_val), callbacks=[callback])
