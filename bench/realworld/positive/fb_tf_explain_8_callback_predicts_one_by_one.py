# source: https://github.com/sicara/tf-explain/issues/8
# symptom: the explanation callbacks slow training down because predictions are done one by one instead of by batch
# expect: TFM008 32
# note: a callback in the style of the library's: at the end of each epoch it runs the model on each validation image separately (np.expand_dims(image, 0)) to log the class scores next to the image
import numpy as np
import tensorflow as tf


class ClassScoresCallback(tf.keras.callbacks.Callback):
    def __init__(self, validation_data, class_index, output_dir, max_images=64):
        super().__init__()
        self.images, self.labels = validation_data
        self.images = self.images[:max_images]
        self.labels = self.labels[:max_images]
        self.class_index = class_index
        self.writer = tf.summary.create_file_writer(output_dir)

    def _montage(self, images, scores):
        tiles = []
        for image, score in zip(images, scores):
            tile = image.copy()
            bar = int(score * tile.shape[1])
            tile[-4:, :bar] = [0.0, 1.0, 0.0]
            tiles.append(tile)
        rows = [np.concatenate(tiles[i:i + 8], axis=1) for i in range(0, len(tiles), 8)]
        return np.concatenate(rows, axis=0)

    def on_epoch_end(self, epoch, logs=None):
        scores = []
        for image in self.images:
            batch = np.expand_dims(image, axis=0)
            probabilities = self.model.predict(batch)
            scores.append(float(probabilities[0, self.class_index]))
        grid = self._montage(self.images, scores)
        with self.writer.as_default():
            tf.summary.image("class_scores", grid[np.newaxis], step=epoch)
            tf.summary.scalar("mean_class_score", np.mean(scores), step=epoch)


if __name__ == "__main__":
    (x_train, y_train), (x_val, y_val) = tf.keras.datasets.cifar10.load_data()
    x_train, x_val = x_train / 255.0, x_val / 255.0
    model = tf.keras.applications.MobileNetV2(input_shape=(32, 32, 3), weights=None, classes=10)
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    callback = ClassScoresCallback((x_val, y_val), class_index=3, output_dir="logs/scores")
    model.fit(x_train, y_train, epochs=20, batch_size=128, validation_data=(x_val, y_val), callbacks=[callback])
